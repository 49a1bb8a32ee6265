import { projectFields } from '../../test/support/fixtures';
import { historySpec } from '../../test/support/history-spec';
import { membershipHistory } from './membership.history';
import { projectHistory } from './project.history';

const member = { projectId: 'p1', userId: 'rita' };

describe('a project’s history', () => {
  it('reads an edit as the form fields it changed, amounts with their currency and 2 decimals, and the closing', () =>
    historySpec(projectHistory)([
      { type: 'ProjectCreated', data: { projectId: 'p1', rdiNewSystem: true, ...projectFields() } },
      {
        type: 'ProjectUpdated',
        data: {
          projectId: 'p1',
          ...projectFields({ name: 'Edificio Parque Los Aromos', contractValue: 20_000, totalDays: 600 }),
        },
      },
      { type: 'ProjectClosed', data: { projectId: 'p1', reason: 'Obra terminada', closedBy: 'ana' } },
    ]).thenReads([
      expect.objectContaining({ says: 'creó el proyecto «Edificio Los Aromos»' }),
      {
        says: 'modificó el proyecto',
        changes: [
          ['Nombre', 'Edificio Los Aromos', 'Edificio Parque Los Aromos'],
          ['Monto Contrato', 'UF 125.000,50', 'UF 20.000,00'],
          ['Plazo (días)', '540', '600'],
        ],
      },
      { says: 'cerró el proyecto: «Obra terminada»', changes: [['Estado', 'Abierto', 'Cerrado']] },
    ]));

  it('reads a member added, given another job and removed, from the membership’s stream', () =>
    historySpec(membershipHistory)([
      { type: 'ProjectMemberAdded', data: { ...member, jobTypeId: 3, capabilities: ['create_tasks'] } },
      { type: 'ProjectMemberJobChanged', data: { ...member, jobTypeId: 4 } },
      { type: 'ProjectMemberRemoved', data: member },
    ]).thenReads([
      {
        says: 'agregó a Rita Soto al proyecto como Profesional de Terreno',
        changes: [['Cargo', null, 'Profesional de Terreno']],
      },
      { says: 'cambió el cargo de Rita Soto a ITO', changes: [['Cargo', 'Profesional de Terreno', 'ITO']] },
      { says: 'quitó a Rita Soto del proyecto', changes: [['Cargo', 'ITO', null]] },
    ]));
});
