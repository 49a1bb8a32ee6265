import { projectFields } from '../../test/support/fixtures';
import { deciderSpec } from '../../test/support/given-when-then';
import { jobType } from '../organisation/job-types';
import { type ProjectEvent, projectDecider } from './project.decider';

const given = deciderSpec(projectDecider);
const fields = projectFields();
const today = '2026-11-23';
const create = {
  type: 'CreateProject' as const,
  projectId: 'p1',
  creatorId: 'ana',
  creatorJobTypeId: 1,
  jefeOtUserId: null,
  today,
  ...fields,
};
const created: ProjectEvent = { type: 'ProjectCreated', data: { projectId: 'p1', ...fields, rdiNewSystem: true } };
const memberAdded = (userId: string, jobTypeId: number): ProjectEvent => ({
  type: 'ProjectMemberAdded',
  data: { projectId: 'p1', userId, jobTypeId, capabilities: [...(jobType(jobTypeId)?.default_capabilities ?? [])] },
});
const closed: ProjectEvent = {
  type: 'ProjectClosed',
  data: { projectId: 'p1', reason: 'Obra terminada', closedBy: 'ana' },
};

describe('project decider', () => {
  it('creates a project on the new RDI close system; the creator and the chosen Jefe OT join it', () =>
    given([])
      .when({ ...create, jefeOtUserId: 'javiera' })
      .thenEvents([created, memberAdded('ana', 1), memberAdded('javiera', 2)]));

  it('refuses a start date before today, a negative amount and more than two decimals', () => {
    given([])
      .when({ ...create, startDate: '2026-11-22' })
      .thenThrows('La fecha de inicio no puede ser anterior a hoy.', 400);
    given([])
      .when({ ...create, totalDays: -1 })
      .thenThrows('El valor no puede ser menor que 0.', 400);
    given([])
      .when({ ...create, contractValue: 10.123 })
      .thenThrows('El monto puede tener 2 decimales, formato XXXXXX.XX', 400);
    given([])
      .when({ ...create, name: '  ' })
      .thenThrows('Campo requerido', 400);
  });

  it('lets an edit keep a start date that has passed, but not move it into the past', () => {
    const later = '2027-01-10';
    given([created])
      .when({ type: 'UpdateProject', today: later, ...fields, name: 'Edificio Los Aromos II' })
      .thenEvents([{ type: 'ProjectUpdated', data: { projectId: 'p1', ...fields, name: 'Edificio Los Aromos II' } }]);
    given([created])
      .when({ type: 'UpdateProject', today: later, ...fields, startDate: '2027-01-09' })
      .thenThrows('La fecha de inicio no puede ser anterior a hoy.', 400);
  });

  it('closes with a reason and reopens with a reason', () => {
    given([created]).when({ type: 'CloseProject', reason: ' Obra terminada ', closedBy: 'ana' }).thenEvents([closed]);
    given([created]).when({ type: 'CloseProject', reason: '', closedBy: 'ana' }).thenThrows('Campo requerido', 400);
    given([created, closed])
      .when({ type: 'CloseProject', reason: 'otra vez', closedBy: 'ana' })
      .thenThrows('El proyecto ya está cerrado.', 409);
    given([created, closed])
      .when({ type: 'ReopenProject', reason: 'Postventa', reopenedBy: 'ana' })
      .thenEvents([{ type: 'ProjectReopened', data: { projectId: 'p1', reason: 'Postventa', reopenedBy: 'ana' } }]);
    given([created])
      .when({ type: 'ReopenProject', reason: 'x', reopenedBy: 'ana' })
      .thenThrows('El proyecto ya está abierto.', 409);
  });

  it('refuses changes to a closed project', () => {
    given([created, closed])
      .when({ type: 'UpdateStatusBoard', statusBoard: '# Estado' })
      .thenThrows('El proyecto está cerrado.', 409);
    given([created, closed])
      .when({ type: 'SetRdiCloseSystem', newSystem: false })
      .thenThrows('El proyecto está cerrado.', 409);
  });

  it('switches the RDI close system only when it changes', () => {
    given([created])
      .when({ type: 'SetRdiCloseSystem', newSystem: false })
      .thenEvents([{ type: 'RdiCloseSystemChanged', data: { projectId: 'p1', newSystem: false } }]);
    given([created]).when({ type: 'SetRdiCloseSystem', newSystem: true }).thenEvents([]);
  });

  it('replaces the status board', () =>
    given([created])
      .when({ type: 'UpdateStatusBoard', statusBoard: '**Hormigonado** piso 5' })
      .thenEvents([{ type: 'StatusBoardUpdated', data: { projectId: 'p1', statusBoard: '**Hormigonado** piso 5' } }]));

  it('keeps options only for members', () => {
    given([created, memberAdded('ana', 1)])
      .when({ type: 'SetMemberOptions', userId: 'ana', dailyReports: false, notificationSound: true })
      .thenEvents([
        {
          type: 'ProjectMemberOptionsSet',
          data: { projectId: 'p1', userId: 'ana', dailyReports: false, notificationSound: true },
        },
      ]);
    given([created])
      .when({ type: 'SetMemberAvoidEmails', userId: 'bob', rdi: true, task: false, additional: false })
      .thenThrows('No perteneces a este proyecto.', 403);
  });

  it('changes a member job and capabilities, and removes a member', () => {
    const ito = memberAdded('ito', 4);
    given([created, ito])
      .when({ type: 'SetMemberJob', userId: 'ito', jobTypeId: 3 })
      .thenEvents([{ type: 'ProjectMemberJobChanged', data: { projectId: 'p1', userId: 'ito', jobTypeId: 3 } }]);
    given([created, ito]).when({ type: 'SetMemberJob', userId: 'ito', jobTypeId: 4 }).thenEvents([]);
    given([created, ito])
      .when({ type: 'SetMemberCapabilities', userId: 'ito', capabilities: ['view_rdi'] })
      .thenEvents([
        { type: 'ProjectMemberCapabilitiesSet', data: { projectId: 'p1', userId: 'ito', capabilities: ['view_rdi'] } },
      ]);
    given([created])
      .when({ type: 'SetMemberCapabilities', userId: 'ito', capabilities: [] })
      .thenThrows('El usuario no pertenece a este proyecto.', 403);
    given([created, ito])
      .when({ type: 'RemoveMember', userId: 'ito' })
      .thenEvents([{ type: 'ProjectMemberRemoved', data: { projectId: 'p1', userId: 'ito' } }]);
    given([created, ito, { type: 'ProjectMemberRemoved', data: { projectId: 'p1', userId: 'ito' } }])
      .when({ type: 'RemoveMember', userId: 'ito' })
      .thenEvents([]);
  });

  it('adds a member once, with the default capabilities of the job type', () => {
    given([created])
      .when({ type: 'AddMember', userId: 'ito', jobTypeId: 4 })
      .thenEvents([memberAdded('ito', 4)]);
    given([created, memberAdded('ito', 4)])
      .when({ type: 'AddMember', userId: 'ito', jobTypeId: 4 })
      .thenEvents([]);
    given([created]).when({ type: 'AddMember', userId: 'x', jobTypeId: 99 }).thenThrows('Tipo de cargo no válido', 400);
  });
});
