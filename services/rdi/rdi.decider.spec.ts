import { actor, projectMember } from '../../test/support/actors';
import { deciderSpec, decision } from '../../test/support/given-when-then';
import type { ProjectCapability } from '../contracts/capabilities';
import type { RdiCan } from '../contracts/item-actions';
import type { Actor } from '../platform/commands/actor';
import {
  missingEndRdi,
  RDI_MESSAGES,
  type RdiCommand,
  type RdiFacts,
  type RdiProjectFacts,
  type RdiState,
  rdiActions,
  rdiDecider,
} from './rdi.decider';
import { RDI_CLOSING_MESSAGE, type RdiEvent, type RdiFields } from './rdi.events';

const given = deciderSpec(rdiDecider);
const of = { rdiId: 'r1', projectId: 'p1' };

const ALL_RDI: ProjectCapability[] = [
  'create_rdi',
  'view_rdi',
  'interact_rdi',
  'end_rdi',
  'change_priority_task',
  'change_critical_date_task',
];
const without = (...missing: ProjectCapability[]) => ALL_RDI.filter((key) => !missing.includes(key));
/** A member of p1 with a job type and capabilities there. */
const member = (id: string, jobTypeId: number, capabilities: readonly ProjectCapability[] = ALL_RDI) =>
  projectMember(id, jobTypeId, capabilities);

const creator = member('ana', 3);
const jefe = member('javi', 2);
const ito = member('iris', 4);
const viewer = member('vera', 3, ['view_rdi']);
const stranger = actor('sara');

const newSystem: RdiProjectFacts = { projectId: 'p1', closed: false, newSystem: true };
const oldSystem: RdiProjectFacts = { ...newSystem, newSystem: false };

/** The New RDI form as the creation sends it and its event records it, but for the reminder (normalised). */
const form = (): Omit<RdiFields, 'reminder'> & { number: number; fileIds: string[] } => ({
  number: 4,
  fileIds: [],
  title: 'Armadura de losa',
  description: '<p>¿Qué diámetro?</p>',
  priority: 1,
  specialties: [{ id: 2, name: 'Estructura' }],
  subject: { id: 1001, name: 'Hormigones' },
  criticalDate: null,
  copyTo: [],
  taskId: null,
});

const create = (project: RdiProjectFacts = newSystem): RdiCommand => ({
  type: 'CreateRdi',
  rdiId: 'r1',
  project,
  ...form(),
  reminder: { days: [3, 1, 3], repeatable: true },
});

const created: RdiEvent = {
  type: 'RdiCreated',
  data: { ...of, ...form(), createdBy: 'ana', reminder: { days: [1, 3], repeatable: true } },
};
const said = (
  authorId: string,
  authorJobTypeId: number,
  isResponse: boolean,
  id = 'i1',
  message = '<p>Ø12</p>',
): RdiEvent => ({
  type: 'RdiInteractionAdded',
  data: { ...of, interactionId: id, authorId, authorJobTypeId, message, isResponse, fileIds: [] },
});
const answered = said('iris', 4, true);
const approved = (approval: 1 | 2 | 3, userId: string, jobTypeId: number): RdiEvent => ({
  type: 'RdiApproved',
  data: { ...of, approval, userId, jobTypeId },
});
const approve = (approval: 1 | 2 | 3, project = newSystem, yes = true): RdiCommand => ({
  type: 'SetRdiApproval',
  rdiId: 'r1',
  project,
  approval,
  approve: yes,
});
const close = (message: string | null, project = oldSystem): RdiCommand => ({
  type: 'CloseRdi',
  rdiId: 'r1',
  project,
  message,
  messageId: 'm1',
  closingId: 'm2',
});

describe('RDI decider', () => {
  describe('creation', () => {
    it('creates an RDI with its number and the normalised reminder', () =>
      given([]).when(create(), creator).thenEvents([created]));
    it('needs create_rdi', () =>
      given([])
        .when(create(), member('ana', 3, without('create_rdi')))
        .thenThrows('No tienes permiso para crear RDI.', 403));
    it('is refused in a closed project', () =>
      given([])
        .when(create({ ...newSystem, closed: true }), creator)
        .thenThrows('El proyecto está cerrado.', 409));
    it('does not exist for someone outside the project', () =>
      given([]).when(create(), stranger).thenThrows('El proyecto no existe.', 404));
  });

  describe('reading and acting', () => {
    it('answers 404 «La RDI no existe.» to someone outside the project, as for an id that never was', () =>
      given([created])
        .when({ type: 'SetRdiSeenStatus', rdiId: 'r1', project: newSystem, status: 1 }, stranger)
        .thenThrows(RDI_MESSAGES.notFound, 404));
    it('answers 403 to a member without view_rdi who did not create it', () =>
      given([created])
        .when({ type: 'SetRdiSeenStatus', rdiId: 'r1', project: newSystem, status: 1 }, member('omar', 3, []))
        .thenThrows(RDI_MESSAGES.unreadable, 403));
    it('records a seen status', () =>
      given([created])
        .when({ type: 'SetRdiSeenStatus', rdiId: 'r1', project: newSystem, status: 2 }, viewer)
        .thenEvents([{ type: 'RdiSeenStatusSet', data: { ...of, userId: 'vera', status: 2 } }]));
    it('answers 404 for a deleted RDI', () =>
      given([created, { type: 'RdiDeleted', data: of }])
        .when({ type: 'SetRdiSeenStatus', rdiId: 'r1', project: newSystem, status: 1 }, creator)
        .thenThrows(RDI_MESSAGES.notFound, 404));
  });

  describe('modification', () => {
    const modify = (fields: Partial<Extract<RdiCommand, { type: 'ModifyRdi' }>>): RdiCommand => ({
      type: 'ModifyRdi',
      rdiId: 'r1',
      project: newSystem,
      ...fields,
    });
    it('changes priority and critical date with their capabilities', () =>
      given([created])
        .when(modify({ priority: 3, criticalDate: '2026-12-24' }), creator)
        .thenEvents([{ type: 'RdiModified', data: { ...of, changes: { priority: 3, criticalDate: '2026-12-24' } } }]));
    it('needs change_priority_task to change the priority', () =>
      given([created])
        .when(modify({ priority: 3 }), member('ana', 3, without('change_priority_task')))
        .thenThrows('No tienes permiso para cambiar la prioridad de tareas.', 403));
    it('sets one’s own subscription (mail only while subscribed) and reminder', () =>
      given([created])
        .when(
          modify({ subscription: { subscribed: false, byEmail: true }, reminder: { days: [0], repeatable: true } }),
          viewer,
        )
        .thenEvents([{ type: 'RdiReminderSet', data: { ...of, userId: 'vera', days: [0], repeatable: true } }]));
  });

  describe('interactions', () => {
    const reply = (isResponse: boolean): RdiCommand => ({
      type: 'AddRdiInteraction',
      rdiId: 'r1',
      project: newSystem,
      interactionId: 'i1',
      message: '<p>Ø12</p>',
      isResponse,
      fileIds: [],
    });
    it('records the author’s job with the interaction', () =>
      given([created]).when(reply(true), ito).thenEvents([answered]));
    it('needs interact_rdi', () =>
      given([created])
        .when(reply(false), member('iris', 4, without('interact_rdi')))
        .thenThrows('No tienes permiso para participar en RDI.', 403));
    it('takes no interaction once finished', () =>
      given([created, { type: 'RdiFinished', data: { ...of, by: 'closing' } }])
        .when(reply(false), ito)
        .thenThrows(RDI_MESSAGES.finished, 409));
    it('clears every approval with a new official response', () =>
      given([created, answered, approved(1, 'ana', 3), approved(2, 'javi', 2)])
        .when(reply(true), ito)
        .thenEvents([answered, { type: 'RdiApprovalsCleared', data: of }]));
    it('keeps the approvals on a plain interaction', () =>
      given([created, answered, approved(1, 'ana', 3)])
        .when(reply(false), ito)
        .thenEvents([said('iris', 4, false)]));
  });

  describe('new close system: approvals', () => {
    const history = [created, answered];
    it('takes the creator’s approval from the creator', () =>
      given(history)
        .when(approve(1), creator)
        .thenEvents([approved(1, 'ana', 3)]));
    it('takes the Jefe OT’s from a Jefe OT of the project', () =>
      given(history)
        .when(approve(2), jefe)
        .thenEvents([approved(2, 'javi', 2)]));
    it('takes the ITO’s from an ITO of the project', () =>
      given(history)
        .when(approve(3), ito)
        .thenEvents([approved(3, 'iris', 4)]));
    it('finishes the RDI with the third approval', () =>
      given([...history, approved(1, 'ana', 3), approved(2, 'javi', 2)])
        .when(approve(3), ito)
        .thenEvents([approved(3, 'iris', 4), { type: 'RdiFinished', data: { ...of, by: 'approvals' } }]));
    it('refuses to withdraw an approval', () =>
      given([...history, approved(1, 'ana', 3)])
        .when(approve(1, newSystem, false), creator)
        .thenThrows('No puedes retirar la aprobación.', 403));
    it('needs end_rdi', () =>
      given(history)
        .when(approve(1), member('ana', 3, without('end_rdi')))
        .thenThrows('No posees permisos para cerrar RDIs', 403));
    it('refuses the creator’s approval to anyone else', () =>
      given(history).when(approve(1), jefe).thenThrows('No eres el creador de esta RDI', 403));
    it('refuses the Jefe OT’s approval to another job', () =>
      given(history).when(approve(2), ito).thenThrows('En el proyecto de esta RDI no eres un usuario Jefe OT', 403));
    it('refuses the ITO’s approval to another job', () =>
      given(history).when(approve(3), jefe).thenThrows('En el proyecto de esta RDI no eres un usuario ITO', 403));
    it('refuses an approval without an official response', () =>
      given([created, said('iris', 4, false)])
        .when(approve(3), ito)
        .thenThrows('No hay respuesta oficial, no se puede modificar estado de finalización', 400));
    it('asks again for every approval after a reset', () =>
      given([...history, approved(2, 'javi', 2), { type: 'RdiApprovalsCleared', data: of }, answered])
        .when(approve(2), jefe)
        .thenEvents([approved(2, 'javi', 2)]));
    it('repeats nothing for an approval already given', () =>
      given([...history, approved(2, 'javi', 2)])
        .when(approve(2), jefe)
        .thenEvents([]));
    it('is refused on an old-system project', () =>
      given(history).when(approve(1, oldSystem), creator).thenThrows(RDI_MESSAGES.oldSystem, 409));
  });

  describe('old close system: closing', () => {
    it('posts the typed message, then the closing interaction, then finishes', () =>
      given([created])
        .when(close('<p>Se resolvió en obra</p>'), jefe)
        .thenEvents([
          said('javi', 2, false, 'm1', '<p>Se resolvió en obra</p>'),
          said('javi', 2, false, 'm2', RDI_CLOSING_MESSAGE),
          { type: 'RdiFinished', data: { ...of, by: 'closing' } },
        ]));
    it('closes without a typed message or an official response', () =>
      given([created])
        .when(close(null), jefe)
        .thenEvents([
          said('javi', 2, false, 'm2', RDI_CLOSING_MESSAGE),
          { type: 'RdiFinished', data: { ...of, by: 'closing' } },
        ]));
    it('needs end_rdi', () =>
      given([created])
        .when(close(null), member('ana', 3, without('end_rdi')))
        .thenThrows('No posees permisos para cerrar RDIs', 403));
    it('is refused on a new-system project', () =>
      given([created]).when(close(null, newSystem), jefe).thenThrows(RDI_MESSAGES.newSystem, 409));
    it('is refused once finished', () =>
      given([created, { type: 'RdiFinished', data: { ...of, by: 'closing' } }])
        .when(close(null), jefe)
        .thenThrows(RDI_MESSAGES.finished, 409));
  });

  describe('deletion', () => {
    it('is the creator’s', () =>
      given([created])
        .when({ type: 'DeleteRdi', rdiId: 'r1', project: newSystem }, creator)
        .thenEvents([{ type: 'RdiDeleted', data: of }]));
    it('is refused to anyone else', () =>
      given([created])
        .when({ type: 'DeleteRdi', rdiId: 'r1', project: newSystem }, jefe)
        .thenThrows(RDI_MESSAGES.deleteByCreator, 403));
    it.each(['closing', 'approvals'] as const)(
      'keeps a finished RDI (by %s): a record, not even its creator deletes it',
      (by) =>
        given([created, { type: 'RdiFinished', data: { ...of, by } }])
          .when({ type: 'DeleteRdi', rdiId: 'r1', project: newSystem }, creator)
          .thenThrows('La RDI está finalizada: no se puede eliminar.', 409),
    );
  });
});

describe('RDI decider: the detail’s can, as decide decides', () => {
  const administrator = actor('adam', { administrator: true });
  const readers = [creator, jefe, ito, viewer, member('rosa', 3, ['view_rdi', 'interact_rdi']), administrator];
  const histories: Record<string, RdiEvent[]> = {
    'an unanswered RDI': [created],
    'an answered RDI': [created, answered],
    'an RDI the creator approved': [created, answered, approved(1, 'ana', 3)],
    'a finished RDI': [created, answered, { type: 'RdiFinished', data: { ...of, by: 'closing' } }],
  };
  type Judged = Exclude<keyof RdiCan, 'approve' | 'grant_end_rdi_to_creator'>;
  const commands = (project: RdiProjectFacts): Record<Judged, RdiCommand> => ({
    end: close(null, project),
    delete: { type: 'DeleteRdi', rdiId: 'r1', project },
    interact: {
      type: 'AddRdiInteraction',
      rdiId: 'r1',
      project,
      interactionId: 'i9',
      message: '<p>Ok</p>',
      isResponse: false,
      fileIds: [],
    },
    change_priority: { type: 'ModifyRdi', rdiId: 'r1', project, priority: 3 },
    change_critical_date: { type: 'ModifyRdi', rdiId: 'r1', project, criticalDate: '2027-01-04' },
  });
  /** Allowed and doing something: a repeated approval is no refusal but no approval either. */
  const acts = (state: RdiState, command: RdiCommand, reader: Actor) =>
    (decision(rdiDecider, state, command, reader)?.length ?? 0) > 0;
  const projects = [newSystem, oldSystem, { ...newSystem, closed: true }, { ...oldSystem, closed: true }];
  const cases = Object.entries(histories).flatMap(([what, history]) =>
    projects.flatMap((project) =>
      readers.map(
        (reader) =>
          [
            `${what}, ${project.newSystem ? 'new' : 'old'} system${project.closed ? ', project closed' : ''}, read by ${reader.id}`,
            history,
            project,
            reader,
          ] as const,
      ),
    ),
  );

  it.each(cases)('%s', (_what, history, project, reader) => {
    const state = history.reduce(rdiDecider.evolve, rdiDecider.initialState);
    if (!acts(state, { type: 'SetRdiSeenStatus', rdiId: 'r1', project, status: 1 }, reader)) return; // no detail
    const { can } = rdiActions(reader, {
      ...state,
      projectClosed: project.closed,
      newSystem: project.newSystem,
      approved: ([1, 2, 3] as const).filter((slot) => state.approvals[slot] !== undefined),
      companyId: 'c1',
      creator,
    });
    for (const [action, command] of Object.entries(commands(project)) as Array<[Judged, RdiCommand]>) {
      expect({ action, allowed: acts(state, command, reader) }).toEqual({ action, allowed: can[action] });
    }
    for (const slot of [1, 2, 3] as const) {
      expect({ slot, allowed: acts(state, approve(slot, project), reader) }).toEqual({
        slot,
        allowed: can.approve.includes(slot),
      });
    }
  });
});

describe('RDI decider: an approval the reader cannot give, said and liftable (issue 31)', () => {
  const pedro = member('ana', 3, without('end_rdi'));
  const granter = actor('gina', { projects: { p1: ['view_rdi'] }, companies: { c1: ['set_user_permissions'] } });
  /** An answered RDI of a new-system project, created by Ana, approved by the Jefe OT and the ITO. */
  const waitingForCreator = (creatorAsRules: Actor | null): RdiFacts => ({
    projectId: 'p1',
    creatorId: 'ana',
    projectClosed: false,
    newSystem: true,
    finished: false,
    answered: true,
    approved: [2, 3],
    companyId: 'c1',
    creator: creatorAsRules,
  });

  it('tells a creator without end_rdi why the creator’s approval is refused', () => {
    const { can, why_not } = rdiActions(pedro, waitingForCreator(pedro));
    expect(can.approve).toEqual([]);
    expect(why_not.approve).toEqual({ 1: 'Necesitas el permiso Cerrar RDIs para aprobar como creador.' });
    expect(missingEndRdi(1)).toBe(why_not.approve[1]);
  });
  it('gives no reason for an approval that is not the reader’s role', () =>
    expect(rdiActions(viewer, waitingForCreator(pedro)).why_not.approve).toEqual({}));
  it('says it of the Jefe OT’s approval to a Jefe OT without end_rdi', () =>
    expect(
      rdiActions(member('jota', 2, without('end_rdi')), { ...waitingForCreator(creator), approved: [] }).why_not
        .approve,
    ).toEqual({ 2: 'Necesitas el permiso Cerrar RDIs para aprobar como Jefe OT.' }));
  it('offers whoever may edit permissions in the company to grant end_rdi to the creator', () => {
    expect(rdiActions(granter, waitingForCreator(pedro)).can.grant_end_rdi_to_creator).toBe(true);
    expect(rdiActions(jefe, waitingForCreator(pedro)).can.grant_end_rdi_to_creator).toBe(false);
  });
  it('offers nothing once the creator holds end_rdi, approved, left the project, or the RDI finished', () => {
    const offered = (facts: RdiFacts) => rdiActions(granter, facts).can.grant_end_rdi_to_creator;
    expect(offered(waitingForCreator(creator))).toBe(false);
    expect(offered({ ...waitingForCreator(pedro), approved: [1, 2] })).toBe(false);
    expect(offered(waitingForCreator(null))).toBe(false);
    expect(offered({ ...waitingForCreator(pedro), finished: true })).toBe(false);
    expect(offered({ ...waitingForCreator(pedro), newSystem: false })).toBe(false);
  });
  it('refuses the creator’s approval without end_rdi, and offers it once granted', () => {
    const granted = member('ana', 3, ALL_RDI);
    expect(rdiActions(granted, waitingForCreator(granted)).can.approve).toEqual([1]);
    given([created, answered, approved(2, 'javi', 2), approved(3, 'iris', 4)])
      .when(approve(1), pedro)
      .thenThrows(RDI_MESSAGES.mayNotEnd, 403);
  });
});

describe('rdi decider: sending by e-mail', () => {
  const recipients = [{ email: 'calculista@estructuras.cl', name: '' }];
  const send: RdiCommand = { type: 'SendRdiByEmail', rdiId: 'r1', project: newSystem, recipients };

  it('records who a reader of the RDI sent it to', () =>
    given([created])
      .when(send, viewer)
      .thenEvents([{ type: 'RdiSentByEmail', data: { ...of, recipients } }]));

  it('answers the RDI as missing to whoever may not read it', () =>
    given([created]).when(send, stranger).thenThrows('La RDI no existe.', 404));
});
