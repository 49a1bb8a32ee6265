import { historySpec } from '../../test/support/history-spec';
import type { RdiEvent } from './rdi.events';
import { rdiHistory } from './rdi.history';

const given = historySpec(rdiHistory);
const of = { rdiId: 'r1', projectId: 'p1' };
const created: RdiEvent = {
  type: 'RdiCreated',
  data: {
    ...of,
    number: 3,
    createdBy: 'ana',
    title: 'Armadura de losa',
    description: '<p>¿Diámetro?</p>',
    priority: 1,
    specialties: [{ id: 1, name: 'Estructura' }],
    subject: { id: 2, name: 'Planos' },
    criticalDate: null,
    copyTo: [],
    reminder: { days: [0, 3], repeatable: true },
    taskId: null,
    fileIds: [],
  },
};

describe('an RDI’s history', () => {
  it('reads an official response, the approvals by slot and their clearing with who held them', () =>
    given([
      created,
      {
        type: 'RdiInteractionAdded',
        data: {
          ...of,
          interactionId: 'i1',
          authorId: 'rita',
          authorJobTypeId: 4,
          message: '<p>Φ12 @ 20</p>',
          isResponse: true,
          fileIds: [],
        },
      },
      { type: 'RdiApproved', data: { ...of, approval: 3, userId: 'rita', jobTypeId: 4 } },
      { type: 'RdiApprovalsCleared', data: of },
    ]).thenReads([
      expect.objectContaining({ says: 'creó la RDI Nº 3 «Armadura de losa»' }),
      { says: 'dio la respuesta oficial: «Φ12 @ 20»' },
      { says: 'aprobó la RDI como ITO', changes: [['Aprobación ITO', null, 'Rita Soto']] },
      {
        says: 'dejó la RDI sin aprobaciones con una nueva respuesta oficial',
        changes: [['Aprobación ITO', 'Rita Soto', null]],
      },
    ]));

  it('reads a reminder as its owner’s own mark, and the finishing', () =>
    given([
      created,
      { type: 'RdiReminderSet', data: { ...of, userId: 'ana', days: [4], repeatable: false } },
      { type: 'RdiFinished', data: { ...of, by: 'closing' } },
    ]).thenReads([
      expect.objectContaining({ says: 'creó la RDI Nº 3 «Armadura de losa»' }),
      {
        says: 'cambió su recordatorio semanal',
        changes: [['Recordatorio', 'lunes, jueves (semanal)', 'viernes']],
        ownMark: 'ana',
      },
      { says: 'finalizó la RDI', changes: [['Estado', 'Pendiente', 'RDI Finalizada']] },
    ]));
});
