import { actor } from '../../test/support/actors';
import { projectFields } from '../../test/support/fixtures';
import { deciderSpec } from '../../test/support/given-when-then';
import { jobType } from '../organisation/job-types';
import { type ProjectEvent, projectDecider } from './project.decider';

const given = deciderSpec(projectDecider);
const fields = projectFields();
const today = '2026-11-23';
/** Runs company c1 (the project's): every company capability there, default job 1. */
const ana = actor('ana', {
  defaultJob: 1,
  companies: { c1: ['create_project', 'edit_project', 'status_project', 'set_user_projects', 'set_user_permissions'] },
});
/** A Jefe OT in p1 with the job's default capabilities, and no company capability. */
const javiera = actor('javiera', { projects: { p1: jobType(2)!.default_capabilities } });
/** A member of p1 who holds nothing but viewing. */
const pedro = actor('pedro', { projects: { p1: ['view_rdi', 'view_tasks_listing'] } });
/** Not in the project nor the company. */
const outsider = actor('eva', { companies: { c2: ['create_project', 'status_project', 'set_user_projects'] } });

const create = { type: 'CreateProject' as const, projectId: 'p1', jefeOtUserId: null, today, ...fields };
const created: ProjectEvent = { type: 'ProjectCreated', data: { projectId: 'p1', ...fields, rdiNewSystem: true } };
const memberAdded = (userId: string, jobTypeId: number): ProjectEvent => ({
  type: 'ProjectMemberAdded',
  data: { projectId: 'p1', userId, jobTypeId, capabilities: [...(jobType(jobTypeId)?.default_capabilities ?? [])] },
});
const closed: ProjectEvent = {
  type: 'ProjectClosed',
  data: { projectId: 'p1', reason: 'Obra terminada', closedBy: 'ana' },
};
const team = [created, memberAdded('ana', 1), memberAdded('javiera', 2), memberAdded('pedro', 3)];

describe('project decider', () => {
  it('creates a project on the new RDI close system; the creator (with their default job) and the chosen Jefe OT join it', () =>
    given([])
      .when({ ...create, jefeOtUserId: 'javiera' }, ana)
      .thenEvents([created, memberAdded('ana', 1), memberAdded('javiera', 2)]));

  it('creates projects only in a company where the actor holds create_project', () => {
    given([]).when(create, javiera).thenThrows('No tienes permiso para crear proyectos en esta empresa.', 403);
    given([]).when(create, outsider).thenThrows('No tienes permiso para crear proyectos en esta empresa.', 403);
    given([])
      .when(create, actor('root', { administrator: true }))
      .thenEvents([created, memberAdded('root', 1)]);
  });

  it('refuses a start date before today, a negative amount and more than two decimals', () => {
    given([])
      .when({ ...create, startDate: '2026-11-22' }, ana)
      .thenThrows('La fecha de inicio no puede ser anterior a hoy.', 400);
    given([])
      .when({ ...create, totalDays: -1 }, ana)
      .thenThrows('El valor no puede ser menor que 0.', 400);
    given([])
      .when({ ...create, contractValue: 10.123 }, ana)
      .thenThrows('El monto puede tener 2 decimales, formato XXXXXX.XX', 400);
    given([])
      .when({ ...create, name: '  ' }, ana)
      .thenThrows('Campo requerido', 400);
  });

  it('lets an edit keep a start date that has passed, but not move it into the past', () => {
    const later = '2027-01-10';
    given([created])
      .when({ type: 'UpdateProject', today: later, ...fields, name: 'Edificio Los Aromos II' }, ana)
      .thenEvents([{ type: 'ProjectUpdated', data: { projectId: 'p1', ...fields, name: 'Edificio Los Aromos II' } }]);
    given([created])
      .when({ type: 'UpdateProject', today: later, ...fields, startDate: '2027-01-09' }, ana)
      .thenThrows('La fecha de inicio no puede ser anterior a hoy.', 400);
  });

  it('edits with edit_project in the company, and moves a project only to a company where the actor creates projects', () => {
    given(team)
      .when({ type: 'UpdateProject', today, ...fields }, javiera)
      .thenThrows('No tienes permiso para editar este proyecto.', 403);
    given(team)
      .when({ type: 'UpdateProject', today, ...fields, companyId: 'c3' }, ana)
      .thenThrows('No tienes permiso para crear proyectos en esta empresa.', 403);
  });

  it('closes with a reason and reopens with a reason, holding status_project in the company', () => {
    given([created]).when({ type: 'CloseProject', reason: ' Obra terminada ' }, ana).thenEvents([closed]);
    given([created]).when({ type: 'CloseProject', reason: '' }, ana).thenThrows('Campo requerido', 400);
    given([created, closed])
      .when({ type: 'CloseProject', reason: 'otra vez' }, ana)
      .thenThrows('El proyecto ya está cerrado.', 409);
    given([created, closed])
      .when({ type: 'ReopenProject', reason: 'Postventa' }, ana)
      .thenEvents([{ type: 'ProjectReopened', data: { projectId: 'p1', reason: 'Postventa', reopenedBy: 'ana' } }]);
    given([created]).when({ type: 'ReopenProject', reason: 'x' }, ana).thenThrows('El proyecto ya está abierto.', 409);
    given(team)
      .when({ type: 'CloseProject', reason: 'x' }, javiera)
      .thenThrows('No tienes permiso para cerrar o reabrir este proyecto.', 403);
    // status_project in another company does not reach this one.
    given(team)
      .when({ type: 'CloseProject', reason: 'x' }, outsider)
      .thenThrows('No tienes permiso para cerrar o reabrir este proyecto.', 403);
  });

  it('refuses changes to a closed project', () => {
    given([...team, closed])
      .when({ type: 'UpdateStatusBoard', statusBoard: '# Estado' }, javiera)
      .thenThrows('El proyecto está cerrado.', 409);
    given([created, closed])
      .when({ type: 'SetRdiCloseSystem', newSystem: false }, ana)
      .thenThrows('El proyecto está cerrado.', 409);
  });

  it('switches the RDI close system only when it changes, with edit_project', () => {
    given([created])
      .when({ type: 'SetRdiCloseSystem', newSystem: false }, ana)
      .thenEvents([{ type: 'RdiCloseSystemChanged', data: { projectId: 'p1', newSystem: false } }]);
    given([created]).when({ type: 'SetRdiCloseSystem', newSystem: true }, ana).thenEvents([]);
    given(team)
      .when({ type: 'SetRdiCloseSystem', newSystem: false }, javiera)
      .thenThrows('No tienes permiso para editar este proyecto.', 403);
  });

  it('replaces the status board for holders of end_rdi; to outsiders the project does not exist', () => {
    given(team)
      .when({ type: 'UpdateStatusBoard', statusBoard: '**Hormigonado** piso 5' }, javiera)
      .thenEvents([{ type: 'StatusBoardUpdated', data: { projectId: 'p1', statusBoard: '**Hormigonado** piso 5' } }]);
    given(team)
      .when({ type: 'UpdateStatusBoard', statusBoard: 'x' }, pedro)
      .thenThrows('No tienes permiso para editar el estado de la obra.', 403);
    given(team)
      .when({ type: 'UpdateStatusBoard', statusBoard: 'x' }, outsider)
      .thenThrows('El proyecto no existe.', 404);
  });

  it("keeps each member's own options; others are not members", () => {
    given(team)
      .when({ type: 'SetMemberOptions', dailyReports: false, notificationSound: true }, pedro)
      .thenEvents([
        {
          type: 'ProjectMemberOptionsSet',
          data: { projectId: 'p1', userId: 'pedro', dailyReports: false, notificationSound: true },
        },
      ]);
    given(team)
      .when({ type: 'SetMemberAvoidEmails', rdi: true, task: false, additional: false }, outsider)
      .thenThrows('El proyecto no existe.', 404);
    given([created])
      .when(
        { type: 'SetMemberAvoidEmails', rdi: true, task: false, additional: false },
        actor('root', { administrator: true }),
      )
      .thenThrows('No perteneces a este proyecto.', 403);
  });

  it('changes a member job and capabilities, and removes a member', () => {
    const ito = memberAdded('ito', 4);
    given([created, ito])
      .when({ type: 'SetMemberJob', userId: 'ito', jobTypeId: 3 }, ana)
      .thenEvents([{ type: 'ProjectMemberJobChanged', data: { projectId: 'p1', userId: 'ito', jobTypeId: 3 } }]);
    given([created, ito]).when({ type: 'SetMemberJob', userId: 'ito', jobTypeId: 4 }, ana).thenEvents([]);
    given([created, ito])
      .when({ type: 'SetMemberCapabilities', userId: 'ito', capabilities: ['view_rdi'] }, ana)
      .thenEvents([
        { type: 'ProjectMemberCapabilitiesSet', data: { projectId: 'p1', userId: 'ito', capabilities: ['view_rdi'] } },
      ]);
    given([created])
      .when({ type: 'SetMemberCapabilities', userId: 'ito', capabilities: [] }, ana)
      .thenThrows('El usuario no pertenece a este proyecto.', 403);
    given([created, ito])
      .when({ type: 'RemoveMember', userId: 'ito' }, ana)
      .thenEvents([{ type: 'ProjectMemberRemoved', data: { projectId: 'p1', userId: 'ito' } }]);
    given([created, ito, { type: 'ProjectMemberRemoved', data: { projectId: 'p1', userId: 'ito' } }])
      .when({ type: 'RemoveMember', userId: 'ito' }, ana)
      .thenEvents([]);
  });

  it('changes members only with the capability the dialog needs', () => {
    given(team)
      .when({ type: 'SetMemberCapabilities', userId: 'pedro', capabilities: [] }, javiera)
      .thenThrows('No tienes permiso para cambiar permisos de usuarios.', 403);
    given(team)
      .when({ type: 'SetMemberJob', userId: 'pedro', jobTypeId: 4 }, pedro)
      .thenThrows('No tienes permiso para cambiar permisos de usuarios.', 403);
    // The users list removes with edit_users in the project (the Jefe OT holds it by default).
    given(team)
      .when({ type: 'RemoveMember', userId: 'pedro' }, javiera)
      .thenEvents([{ type: 'ProjectMemberRemoved', data: { projectId: 'p1', userId: 'pedro' } }]);
    given(team)
      .when({ type: 'RemoveMember', userId: 'javiera' }, pedro)
      .thenThrows('No tienes permiso para editar usuarios de este proyecto.', 403);
  });

  it('adds an existing user once, with the default capabilities of the job type, holding set_user_projects', () => {
    given([created])
      .when({ type: 'AddMember', userId: 'ito', jobTypeId: 4 }, ana)
      .thenEvents([memberAdded('ito', 4)]);
    given([created, memberAdded('ito', 4)])
      .when({ type: 'AddMember', userId: 'ito', jobTypeId: 4 }, ana)
      .thenEvents([]);
    given([created])
      .when({ type: 'AddMember', userId: 'x', jobTypeId: 99 }, ana)
      .thenThrows('Tipo de cargo no válido', 400);
    given(team)
      .when({ type: 'AddMember', userId: 'x', jobTypeId: 3 }, javiera)
      .thenThrows('No tienes permiso para asignar proyectos a usuarios.', 403);
  });

  it('adds a newly created user with create_users in the project', () => {
    given(team)
      .when({ type: 'AddNewUser', userId: 'x', jobTypeId: 3 }, javiera)
      .thenEvents([memberAdded('x', 3)]);
    given(team)
      .when({ type: 'AddNewUser', userId: 'x', jobTypeId: 3 }, pedro)
      .thenThrows('No tienes permiso para crear usuarios en este proyecto.', 403);
    given(team)
      .when({ type: 'AddNewUser', userId: 'x', jobTypeId: 3 }, outsider)
      .thenThrows('El proyecto no existe.', 404);
    given([...team, closed])
      .when({ type: 'AddNewUser', userId: 'x', jobTypeId: 3 }, javiera)
      .thenThrows('El proyecto está cerrado.', 409);
  });
});
