import { actor } from '../../test/support/actors';
import { projectFields } from '../../test/support/fixtures';
import { deciderSpec, editSpec } from '../../test/support/given-when-then';
import { jobType } from '../organisation/job-types';
import { type ProjectCommand, projectAggregate, projectDecider } from './project.decider';
import { type ProjectEvent } from './project.events';

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

const create = { type: 'CreateProject' as const, projectId: 'p1', today, ...fields };
const created: ProjectEvent = { type: 'ProjectCreated', data: { projectId: 'p1', ...fields, rdiNewSystem: true } };
const closed: ProjectEvent = {
  type: 'ProjectClosed',
  data: { projectId: 'p1', reason: 'Obra terminada', closedBy: 'ana' },
};
const team = [created];

describe('project decider', () => {
  it('creates a project on the new RDI close system', () => given([]).when(create, ana).thenEvents([created]));

  it('creates projects only in a company where the actor holds create_project', () => {
    given([]).when(create, javiera).thenThrows('No tienes permiso para crear proyectos en esta empresa.', 403);
    given([]).when(create, outsider).thenThrows('No tienes permiso para crear proyectos en esta empresa.', 403);
    given([])
      .when(create, actor('root', { administrator: true }))
      .thenEvents([created]);
  });

  it('refuses a start date before today, a negative amount and more than two decimals, naming the field', () => {
    given([])
      .when({ ...create, startDate: '2026-11-22' }, ana)
      .thenThrows('La fecha de inicio no puede ser anterior a hoy.', 400, 'start_date');
    given([])
      .when({ ...create, totalDays: -1 }, ana)
      .thenThrows('El valor no puede ser menor que 0.', 400, 'total_days');
    given([])
      .when({ ...create, contractValue: 10.123 }, ana)
      .thenThrows('El monto puede tener 2 decimales, formato XXXXXX.XX', 400, 'contract_value');
    given([])
      .when({ ...create, name: '  ' }, ana)
      .thenThrows('Campo requerido', 400, 'name');
  });

  it('refuses a start date that is no real day of 1900 to 2200, and numbers out of range', () => {
    for (const startDate of ['2026-12-32', '2026-13-01', '2027-02-29', '9999-12-31']) {
      given([])
        .when({ ...create, startDate }, ana)
        .thenThrows('La fecha de inicio debe ser una fecha AAAA-MM-DD entre 1900 y 2200.', 400, 'start_date');
    }
    given([])
      .when({ ...create, totalDays: 36_501 }, ana)
      .thenThrows('El plazo puede ser de hasta 36.500 días (100 años).', 400, 'total_days');
    given([])
      .when({ ...create, totalDays: 1.5 }, ana)
      .thenThrows('El plazo debe ser un número entero de días', 400, 'total_days');
    given([])
      .when({ ...create, contractValue: 1e20 }, ana)
      .thenThrows('El monto es demasiado grande.', 400, 'contract_value');
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
});

describe('project edits: only the fields sent', () => {
  const updated = (changes: Partial<typeof fields>): ProjectEvent => ({
    type: 'ProjectUpdated',
    data: { projectId: 'p1', ...fields, ...changes },
  });

  it('changes the fields sent and keeps the others, in an event with every field', () =>
    given([created])
      .when({ type: 'UpdateProject', today, name: 'Torre Norte', contractValue: 2500.5 }, ana)
      .thenEvents([updated({ name: 'Torre Norte', contractValue: 2500.5 })]));

  it('keeps what someone else changed in a field the edit leaves out', () =>
    given([created, updated({ address: 'Av. Matta 10' })])
      .when({ type: 'UpdateProject', today, name: 'Torre Norte' }, ana)
      .thenEvents([updated({ address: 'Av. Matta 10', name: 'Torre Norte' })]));

  it('removes the position when the edit sends it empty', () =>
    given([created, updated({ geo: { latitude: -33.4, longitude: -70.6 } })])
      .when({ type: 'UpdateProject', today, geo: null }, ana)
      .thenEvents([updated({ geo: null })]));

  it('checks the merged fields: a passed start date that is kept is no refusal', () => {
    given([created])
      .when({ type: 'UpdateProject', today: '2027-01-10', totalDays: 90 }, ana)
      .thenEvents([updated({ totalDays: 90 })]);
    given([created]).when({ type: 'UpdateProject', today, name: ' ' }, ana).thenThrows('Campo requerido', 400);
  });
});

describe('project edits: two people on one project', () => {
  const givenEdits = editSpec(projectAggregate);
  const edit = (changes: Partial<typeof fields>): ProjectCommand => ({ type: 'UpdateProject', today, ...changes });
  const updated = (changes: Partial<typeof fields>): ProjectEvent => ({
    type: 'ProjectUpdated',
    data: { projectId: 'p1', ...fields, ...changes },
  });

  it('refuses a field someone else changed after the form was opened, with its value now as the API takes it', () =>
    givenEdits([
      [created, 'ana'],
      [updated({ contractValue: 900, geo: { latitude: -33.4, longitude: -70.7 } }), 'javi'],
    ])
      .openedAt(0)
      .when(edit({ contractValue: 1000, geo: null, name: 'Torre Norte' }), 'rita')
      .thenConflicts({ latitude: -33.4, longitude: -70.7, contract_value: 900 }));

  it('lets through an edit of fields nobody else touched', () =>
    givenEdits([
      [created, 'ana'],
      [updated({ contractValue: 900 }), 'javi'],
    ])
      .openedAt(0)
      .when(edit({ name: 'Torre Norte' }), 'rita')
      .thenNoConflict());

  it("is no conflict with the editor's own change, nor with a change the form already showed", () => {
    givenEdits([
      [created, 'ana'],
      [updated({ name: 'Torre Sur' }), 'rita'],
    ])
      .openedAt(0)
      .when(edit({ name: 'Torre Norte' }), 'rita')
      .thenNoConflict();
    givenEdits([
      [created, 'ana'],
      [updated({ name: 'Torre Sur' }), 'javi'],
    ])
      .openedAt(1)
      .when(edit({ name: 'Torre Norte' }), 'rita')
      .thenNoConflict();
  });

  it('is no edit for closing a project', () =>
    givenEdits([
      [created, 'ana'],
      [updated({ name: 'Torre Sur' }), 'javi'],
    ])
      .openedAt(0)
      .when({ type: 'CloseProject', reason: 'fin' }, 'rita')
      .thenNoConflict());
});
