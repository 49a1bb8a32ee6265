import { additionalAccepted, additionalCreated, revision, revisionAdded } from '../../test/support/additional-events';
import { historySpec } from '../../test/support/history-spec';
import { additionalHistory } from './additional.history';

const given = historySpec(additionalHistory);

describe('an additional’s history', () => {
  it('reads a revision’s new amount and the acceptance against the status and responder before them', () =>
    given([
      additionalCreated('a1', 4),
      revisionAdded('a1', revision('a1-r2', 2, [200_000, 0, 0])),
      additionalAccepted('a1'),
    ]).thenReads([
      {
        says: 'creó el adicional Nº 4 «Muro 4»',
        changes: [
          ['Título', null, 'Muro 4'],
          ['Tipo', null, 'Obra Extraordinaria'],
          ['Código', null, 'AD-4'],
          ['Monto solicitado', null, 'UF 1.234,56'],
          ['Estado', null, 'Vigente'],
          ['Debe responder', null, 'ITO'],
        ],
      },
      {
        says: 'agregó la revisión 2: «Detalle»',
        changes: [['Monto solicitado', 'UF 1.234,56', 'UF 2.000,00']],
      },
      {
        says: 'cambió el estado a Aceptado',
        changes: [
          ['Estado', 'Vigente', 'Aceptado'],
          ['Debe responder', 'ITO', null],
        ],
      },
    ]));
});
