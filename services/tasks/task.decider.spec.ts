import { actor, projectMember } from '../../test/support/actors';
import { deciderSpec, decision, editSpec } from '../../test/support/given-when-then';
import { PROJECT_CAPABILITIES, type ProjectCapability } from '../contracts/capabilities';
import type { TaskCan } from '../contracts/item-actions';
import type { Actor } from '../platform/commands/actor';
import {
  PRIVATE_TASK_PARTICIPANTS,
  type RdiSending,
  rdiSendingOffer,
  rdiSendingRefusal,
  type TaskCommand,
  type TaskProjectFacts,
  type TaskState,
  taskActions,
  taskAggregate,
  taskDecider,
} from './task.decider';
import { CLOSING_MESSAGE, POSSIBLE_ADDITIONAL_CLOSING_MESSAGE, type TaskEvent, type TaskFields } from './task.events';

const given = deciderSpec(taskDecider);
const of = { taskId: 't1', projectId: 'p1' };

const ALL_TASKS: ProjectCapability[] = [
  'create_tasks',
  'assign_responsable_task',
  'change_responsable_task',
  'change_priority_task',
  'change_critical_date_task',
  'interact_tasks',
  'interact_tasks_others',
  'end_tasks',
];
const without = (...missing: ProjectCapability[]) => ALL_TASKS.filter((key) => !missing.includes(key));

const creator = actor('ana', { projects: { p1: ALL_TASKS } });
const responsible = actor('rita', { projects: { p1: ['interact_tasks'] } });
const participant = actor('pablo', { projects: { p1: ['interact_tasks'] } });
const outsider = actor('omar', { projects: { p1: ['interact_tasks'] } });
const stranger = actor('sara', { projects: { p2: ALL_TASKS } });

/** Members by project job: ana and omar are terreno (3), rita ITO (4), pablo 3, javi Jefe OT (2). */
const members = { ana: 3, rita: 4, pablo: 3, omar: 3, javi: 2 };
const project = (overrides: Partial<TaskProjectFacts> = {}): TaskProjectFacts => ({
  projectId: 'p1',
  closed: false,
  members,
  ...overrides,
});

/** The New Task form as the creation sends it and its event records it, but for the reminder (normalised). */
const form = (): Omit<TaskFields, 'reminder'> & { number: number; fileIds: string[] } => ({
  number: 7,
  title: 'Falta detalle de escalera',
  description: '<p>¿Cuál es la huella?</p>',
  priority: 2,
  codeId: 1,
  responsibleId: 'rita',
  participantIds: ['pablo'],
  criticalDate: '2026-12-01',
  private: false,
  checklist: [{ id: 'c1', description: 'Revisar plano' }],
  copyTo: [],
  possibleAdditional: false,
  fileIds: ['f1'],
});

const create = (overrides: Partial<Extract<TaskCommand, { type: 'CreateTask' }>> = {}): TaskCommand => ({
  type: 'CreateTask',
  taskId: 't1',
  project: project(),
  ...form(),
  reminder: { days: [4, 0, 4], repeatable: true },
  ...overrides,
});

const created = (overrides: Partial<Extract<TaskEvent, { type: 'TaskCreated' }>['data']> = {}): TaskEvent => ({
  type: 'TaskCreated',
  data: { ...of, ...form(), createdBy: 'ana', reminder: { days: [0, 4], repeatable: true }, ...overrides },
});
const privateTask = created({ private: true });
const closed: TaskEvent[] = [
  created(),
  {
    type: 'TaskInteractionAdded',
    data: { ...of, interactionId: 'i0', authorId: 'ana', message: CLOSING_MESSAGE, isResponse: false, fileIds: [] },
  },
  { type: 'TaskClosed', data: of },
];

const about = { taskId: 't1', project: project() };
const interaction = (overrides: Partial<Extract<TaskCommand, { type: 'AddInteraction' }>> = {}): TaskCommand => ({
  type: 'AddInteraction',
  ...about,
  interactionId: 'i1',
  message: 'Adjunto detalle',
  isResponse: false,
  fileIds: [],
  ...overrides,
});

describe('task decider: creating', () => {
  it('creates the task with its number, the creator and the reminder in order', () =>
    given([]).when(create(), creator).thenEvents([created()]));

  it('creates a possible additional without a code', () =>
    given([])
      .when(create({ codeId: null, possibleAdditional: true }), creator)
      .thenEvents([created({ codeId: null, possibleAdditional: true })]));

  it('refuses a creation without create_tasks', () =>
    given([])
      .when(create(), actor('ana', { projects: { p1: without('create_tasks') } }))
      .thenThrows('No tienes permiso para crear tareas.', 403));

  it('lets a user without assign_responsable_task pick only themself or a Jefe OT', () => {
    const limited = actor('ana', { projects: { p1: without('assign_responsable_task') } });
    given([]).when(create(), limited).thenThrows('No tienes permiso para asignar responsables de tareas.', 403);
    given([])
      .when(create({ responsibleId: 'ana' }), limited)
      .thenEvents([created({ responsibleId: 'ana' })]);
    given([])
      .when(create({ responsibleId: 'javi' }), limited)
      .thenEvents([created({ responsibleId: 'javi' })]);
  });

  it('refuses a responsible or a participant outside the project', () => {
    given([])
      .when(create({ responsibleId: 'zoe' }), creator)
      .thenThrows('El responsable no pertenece al proyecto de la tarea.', 400);
    given([])
      .when(create({ participantIds: ['zoe'] }), creator)
      .thenThrows('El participante no pertenece al proyecto de la tarea.', 400);
  });

  it('asks a public task for participants and records none on a private one, which only two people see', () => {
    given([])
      .when(create({ participantIds: [] }), creator)
      .thenThrows('Campo requerido', 400);
    given([])
      .when(create({ private: true, participantIds: [] }), creator)
      .thenEvents([created({ private: true, participantIds: [] })]);
    given([])
      .when(create({ private: true, participantIds: ['pablo'] }), creator)
      .thenEvents([created({ private: true, participantIds: [] })]);
  });

  it('answers a project the actor does not see as missing, and refuses a closed one', () => {
    given([]).when(create(), stranger).thenThrows('El proyecto no existe.', 404);
    given([])
      .when(create({ project: project({ closed: true }) }), creator)
      .thenThrows('El proyecto está cerrado.', 409);
  });

  it('sends a public task in copy by e-mail, and refuses a copy of a private one', () => {
    const copyTo = [{ email: 'oficina.tecnica@constructora.cl', name: '' }];
    given([])
      .when(create({ copyTo }), creator)
      .thenEvents([created({ copyTo })]);
    given([])
      .when(create({ copyTo, private: true, participantIds: [] }), creator)
      .thenThrows('Copia a: una tarea privada no se envía por correo a otras personas.', 400);
  });

  it('creates nothing twice', () => given([created()]).when(create(), creator).thenEvents([]));
});

describe('task decider: seeing', () => {
  it('answers a private task as missing to anyone but its creator and responsible', () => {
    given([privateTask]).when(interaction(), participant).thenThrows('La tarea no existe.', 404);
    given([privateTask])
      .when({ type: 'SetSeenStatus', ...about, status: 1 }, outsider)
      .thenThrows('La tarea no existe.', 404);
    given([privateTask])
      .when(interaction(), responsible)
      .thenEvents([
        {
          type: 'TaskInteractionAdded',
          data: {
            ...of,
            interactionId: 'i1',
            authorId: 'rita',
            message: 'Adjunto detalle',
            isResponse: false,
            fileIds: [],
          },
        },
      ]);
  });

  it('answers a task of a project the actor is not in, and a deleted task, as missing', () => {
    given([created()]).when(interaction(), stranger).thenThrows('La tarea no existe.', 404);
    given([created(), { type: 'TaskDeleted', data: of }])
      .when(interaction(), creator)
      .thenThrows('La tarea no existe.', 404);
    given([]).when(interaction(), creator).thenThrows('La tarea no existe.', 404);
  });
});

describe('task decider: interacting', () => {
  it('needs interact_tasks', () =>
    given([created()])
      .when(interaction(), actor('pablo', { projects: { p1: ['create_tasks'] } }))
      .thenThrows('No tienes permiso para participar en tareas.', 403));

  it("needs interact_tasks_others in someone else's task", () => {
    given([created()])
      .when(interaction(), outsider)
      .thenThrows('No tienes permiso para participar en tareas de otros.', 403);
    given([created()])
      .when(interaction({ isResponse: true }), participant)
      .thenEvents([
        {
          type: 'TaskInteractionAdded',
          data: {
            ...of,
            interactionId: 'i1',
            authorId: 'pablo',
            message: 'Adjunto detalle',
            isResponse: true,
            fileIds: [],
          },
        },
      ]);
    given([created()])
      .when(interaction(), actor('omar', { projects: { p1: ['interact_tasks', 'interact_tasks_others'] } }))
      .thenEvents([
        {
          type: 'TaskInteractionAdded',
          data: {
            ...of,
            interactionId: 'i1',
            authorId: 'omar',
            message: 'Adjunto detalle',
            isResponse: false,
            fileIds: [],
          },
        },
      ]);
  });

  it('takes no interaction on a finished task or in a closed project', () => {
    given(closed).when(interaction(), creator).thenThrows('La tarea está finalizada.', 409);
    given([created()])
      .when(interaction({ project: project({ closed: true }) }), creator)
      .thenThrows('El proyecto está cerrado.', 409);
  });

  it('sets a checklist item for whoever may interact, once', () => {
    given([created()])
      .when({ type: 'SetChecklistItem', ...about, checklistId: 'c1', completed: true }, participant)
      .thenEvents([{ type: 'TaskChecklistItemSet', data: { ...of, checklistId: 'c1', completed: true } }]);
    given([created(), { type: 'TaskChecklistItemSet', data: { ...of, checklistId: 'c1', completed: true } }])
      .when({ type: 'SetChecklistItem', ...about, checklistId: 'c1', completed: true }, participant)
      .thenEvents([]);
    given([created()])
      .when({ type: 'SetChecklistItem', ...about, checklistId: 'c9', completed: true }, participant)
      .thenThrows('La subtarea no existe.', 404);
    given(closed)
      .when({ type: 'SetChecklistItem', ...about, checklistId: 'c1', completed: true }, creator)
      .thenThrows('La tarea está finalizada.', 409);
  });
});

describe('task decider: modifying', () => {
  const modify = (fields: Partial<Extract<TaskCommand, { type: 'ModifyTask' }>>): TaskCommand => ({
    type: 'ModifyTask',
    ...about,
    ...fields,
  });

  it('changes priority and critical date with their capabilities only', () => {
    given([created()])
      .when(modify({ priority: 3, criticalDate: null }), creator)
      .thenEvents([{ type: 'TaskModified', data: { ...of, changes: { priority: 3, criticalDate: null } } }]);
    given([created()])
      .when(modify({ priority: 3 }), actor('ana', { projects: { p1: without('change_priority_task') } }))
      .thenThrows('No tienes permiso para cambiar la prioridad de tareas.', 403);
    given([created()])
      .when(
        modify({ criticalDate: '2027-01-01' }),
        actor('ana', { projects: { p1: without('change_critical_date_task') } }),
      )
      .thenThrows('No tienes permiso para cambiar la fecha crítica de tareas.', 403);
  });

  it('needs no capability for values the form sends unchanged', () =>
    given([created()])
      .when(modify({ priority: 2, criticalDate: '2026-12-01', private: false }), participant)
      .thenEvents([]));

  it('lets only the creator or the responsible switch private', () => {
    given([created()])
      .when(modify({ private: true }), participant)
      .thenThrows('Solo el creador o el responsable pueden cambiar la privacidad de la tarea.', 403);
    given([created()])
      .when(modify({ private: true }), responsible)
      .thenEvents([{ type: 'TaskModified', data: { ...of, changes: { private: true } } }]);
  });

  it("sets one's own subscription and reminder, on a finished task too, and no change of the task", () => {
    given(closed)
      .when(
        modify({ subscription: { subscribed: false, byEmail: true }, reminder: { days: [], repeatable: true } }),
        participant,
      )
      .thenEvents([]);
    given(closed)
      .when(
        modify({ subscription: { subscribed: true, byEmail: true }, reminder: { days: [6, 2], repeatable: true } }),
        participant,
      )
      .thenEvents([
        { type: 'TaskSubscriptionSet', data: { ...of, userId: 'pablo', subscribed: true, byEmail: true } },
        { type: 'TaskReminderSet', data: { ...of, userId: 'pablo', days: [2, 6], repeatable: true } },
      ]);
    given(closed)
      .when(modify({ priority: 3 }), creator)
      .thenThrows('La tarea está finalizada.', 409);
  });

  it('turns repeatable off when no reminder day remains', () =>
    given([created()])
      .when(modify({ reminder: { days: [], repeatable: true } }), creator)
      .thenEvents([{ type: 'TaskReminderSet', data: { ...of, userId: 'ana', days: [], repeatable: false } }]));
});

describe('task decider: responsible and participants', () => {
  it('changes the responsible with change_responsable_task, within the assignment rule', () => {
    given([created()])
      .when({ type: 'ChangeResponsible', ...about, userId: 'omar' }, creator)
      .thenEvents([
        { type: 'TaskResponsibleChanged', data: { ...of, responsibleId: 'omar', previousResponsibleId: 'rita' } },
      ]);
    given([created()])
      .when(
        { type: 'ChangeResponsible', ...about, userId: 'omar' },
        actor('ana', { projects: { p1: without('change_responsable_task') } }),
      )
      .thenThrows('No tienes permiso para cambiar responsables de tareas.', 403);
    given([created()])
      .when(
        { type: 'ChangeResponsible', ...about, userId: 'omar' },
        actor('ana', { projects: { p1: without('assign_responsable_task') } }),
      )
      .thenThrows('No tienes permiso para asignar responsables de tareas.', 403);
    given(closed)
      .when({ type: 'ChangeResponsible', ...about, userId: 'omar' }, creator)
      .thenThrows('La tarea está finalizada.', 409);
  });

  it('adds only new members as participants, and lets the creator, the responsible or the participant remove one', () => {
    given([created()])
      .when({ type: 'AddParticipants', ...about, userIds: ['pablo', 'omar', 'omar'] }, responsible)
      .thenEvents([{ type: 'TaskParticipantsAdded', data: { ...of, userIds: ['omar'] } }]);
    given([created()])
      .when({ type: 'AddParticipants', ...about, userIds: ['zoe'] }, creator)
      .thenThrows('El participante no pertenece al proyecto de la tarea.', 400);
    given([created()])
      .when({ type: 'RemoveParticipant', ...about, userId: 'pablo' }, outsider)
      .thenThrows('Solo el creador o el responsable pueden quitar participantes de la tarea.', 403);
    given([created()])
      .when({ type: 'RemoveParticipant', ...about, userId: 'pablo' }, participant)
      .thenEvents([{ type: 'TaskParticipantRemoved', data: { ...of, userId: 'pablo' } }]);
  });

  it('adds nobody to a private task, and lets participants kept from its public days see it once public again', () => {
    const madePrivate: TaskEvent = { type: 'TaskModified', data: { ...of, changes: { private: true } } };
    given([created({ private: true, participantIds: [] })])
      .when({ type: 'AddParticipants', ...about, userIds: ['omar'] }, creator)
      .thenThrows(PRIVATE_TASK_PARTICIPANTS, 400);
    given([created(), madePrivate]).when(interaction(), participant).thenThrows('La tarea no existe.', 404);
    given([created(), madePrivate, { type: 'TaskModified', data: { ...of, changes: { private: false } } }])
      .when(interaction(), participant)
      .thenEvents([
        {
          type: 'TaskInteractionAdded',
          data: {
            ...of,
            interactionId: 'i1',
            authorId: 'pablo',
            message: 'Adjunto detalle',
            isResponse: false,
            fileIds: [],
          },
        },
      ]);
  });
});

describe('task decider: closing and deleting', () => {
  const close: TaskCommand = { type: 'CloseTask', ...about, interactionId: 'i0' };

  it('adds the closing interaction, then closes', () =>
    given([created()]).when(close, creator).thenEvents(closed.slice(1)));

  it('needs end_tasks, except for the responsible or the creator of a private task', () => {
    given([created()]).when(close, responsible).thenThrows('No tienes permiso para finalizar tareas.', 403);
    given([privateTask])
      .when(close, responsible)
      .thenEvents([
        {
          type: 'TaskInteractionAdded',
          data: {
            ...of,
            interactionId: 'i0',
            authorId: 'rita',
            message: CLOSING_MESSAGE,
            isResponse: false,
            fileIds: [],
          },
        },
        { type: 'TaskClosed', data: of },
      ]);
    given([created({ private: true, createdBy: 'omar' })])
      .when(close, outsider)
      .thenEvents([
        {
          type: 'TaskInteractionAdded',
          data: {
            ...of,
            interactionId: 'i0',
            authorId: 'omar',
            message: CLOSING_MESSAGE,
            isResponse: false,
            fileIds: [],
          },
        },
        { type: 'TaskClosed', data: of },
      ]);
  });

  it('closes a task once', () => given(closed).when(close, creator).thenThrows('La tarea ya está finalizada.', 409));

  it('closes a possible additional with its own note (additionals spec 4)', () =>
    given([created({ possibleAdditional: true })])
      .when(close, creator)
      .thenEvents([
        {
          type: 'TaskInteractionAdded',
          data: {
            ...of,
            interactionId: 'i0',
            authorId: 'ana',
            message: POSSIBLE_ADDITIONAL_CLOSING_MESSAGE,
            isResponse: false,
            fileIds: [],
          },
        },
        { type: 'TaskClosed', data: of },
      ]));

  it('deletes for the creator only', () => {
    given([created()])
      .when({ type: 'DeleteTask', ...about }, responsible)
      .thenThrows('Solo el creador puede eliminar la tarea.', 403);
    given([created()])
      .when({ type: 'DeleteTask', ...about }, creator)
      .thenEvents([{ type: 'TaskDeleted', data: of }]);
  });

  it('keeps a finished task: it is a record, not even its creator deletes it (409)', () =>
    given(closed)
      .when({ type: 'DeleteTask', ...about }, creator)
      .thenThrows('La tarea está finalizada: no se puede eliminar.', 409));

  it('keeps a finished possible additional, in its own words', () =>
    given([created({ possibleAdditional: true }), { type: 'TaskClosed', data: of }])
      .when({ type: 'DeleteTask', ...about }, creator)
      .thenThrows('El posible adicional está finalizado: no se puede eliminar.', 409));
});

describe('task decider: seen and bell', () => {
  const memberWithJob = (id: string, jobTypeId: number) => projectMember(id, jobTypeId, PROJECT_CAPABILITIES);

  it('records every opening, on a finished task too', () =>
    given(closed)
      .when({ type: 'SetSeenStatus', ...about, status: 2 }, participant)
      .thenEvents([{ type: 'TaskSeenStatusSet', data: { ...of, userId: 'pablo', status: 2 } }]));

  it('rings the bell for the creator, the responsible and jobs other than 3, 4 and 6', () => {
    given(closed)
      .when({ type: 'SetBellStatus', ...about, status: 1 }, responsible)
      .thenEvents([{ type: 'TaskBellStatusSet', data: { ...of, userId: 'rita', status: 1 } }]);
    given([created()])
      .when({ type: 'SetBellStatus', ...about, status: 1 }, memberWithJob('omar', 4))
      .thenThrows('No puedes marcar esta tarea.', 403);
    given([created()])
      .when({ type: 'SetBellStatus', ...about, status: 1 }, memberWithJob('omar', 2))
      .thenEvents([{ type: 'TaskBellStatusSet', data: { ...of, userId: 'omar', status: 1 } }]);
    given([created(), { type: 'TaskBellStatusSet', data: { ...of, userId: 'rita', status: 1 } }])
      .when({ type: 'SetBellStatus', ...about, status: 1 }, responsible)
      .thenEvents([]);
  });

  describe('link to an RDI', () => {
    const link = (rdiId: string): TaskCommand => ({ type: 'LinkRdi', ...about, rdiId, rdiNumber: 4 });
    const rdiCreator = actor('ana', { projects: { p1: ['create_rdi'] } });
    it('links the task to the RDI raised from it', () =>
      given([created()])
        .when(link('r1'), rdiCreator)
        .thenEvents([{ type: 'TaskLinkedToRdi', data: { ...of, rdiId: 'r1', rdiNumber: 4 } }]));
    it('needs create_rdi', () =>
      given([created()]).when(link('r1'), creator).thenThrows('No tienes permiso para crear RDI.', 403));
    it('keeps one RDI per task', () =>
      given([created(), { type: 'TaskLinkedToRdi', data: { ...of, rdiId: 'r1', rdiNumber: 4 } }])
        .when(link('r2'), rdiCreator)
        .thenThrows('La tarea ya tiene una RDI asociada.', 409));
    it('refuses a finished task', () =>
      given(closed).when(link('r1'), rdiCreator).thenThrows('La tarea está finalizada.', 409));
    it('refuses a private task: the RDI would publish its title and description to every RDI reader', () =>
      given([privateTask])
        .when(link('r1'), rdiCreator)
        .thenThrows('La tarea es privada: hazla pública antes de enviarla a RDI.', 409));
    it('links it once it is made public', () =>
      given([privateTask, { type: 'TaskModified', data: { ...of, changes: { private: false } } }])
        .when(link('r1'), rdiCreator)
        .thenEvents([{ type: 'TaskLinkedToRdi', data: { ...of, rdiId: 'r1', rdiNumber: 4 } }]));
  });

  describe('may it be sent to RDI (the detail’s can)', () => {
    const rdiCreator = actor('ana', { projects: { p1: ['create_rdi'] } });
    const task: RdiSending = { projectId: 'p1', projectClosed: false, finished: false, private: false, rdiId: null };
    it.each([
      ['an open public task', {}, null],
      ['a private task', { private: true }, 'La tarea es privada: hazla pública antes de enviarla a RDI.'],
      ['a finished private task: finished first', { private: true, finished: true }, 'La tarea está finalizada.'],
      ['a linked task', { rdiId: 'r1' }, 'La tarea ya tiene una RDI asociada.'],
      ['in a closed project', { projectClosed: true }, 'El proyecto está cerrado.'],
    ] as const)('%s', (_what, overrides, message) =>
      expect(rdiSendingRefusal(rdiCreator, { ...task, ...overrides })?.message ?? null).toBe(message),
    );
    it('without create_rdi, whatever the task', () =>
      expect(rdiSendingRefusal(creator, { ...task, private: true })?.message).toBe(
        'No tienes permiso para crear RDI.',
      ));
    it('offers it on a public open task, disabled with its reason on a private one, and not at all otherwise', () => {
      expect(rdiSendingOffer(rdiCreator, task)).toEqual({ can: { send_to_rdi: true }, why_not: { send_to_rdi: null } });
      expect(rdiSendingOffer(rdiCreator, { ...task, private: true })).toEqual({
        can: { send_to_rdi: false },
        why_not: { send_to_rdi: 'La tarea es privada: hazla pública antes de enviarla a RDI.' },
      });
      for (const refused of [
        { ...task, finished: true },
        { ...task, private: true, rdiId: 'r1' },
      ])
        expect(rdiSendingOffer(rdiCreator, refused)).toEqual({
          can: { send_to_rdi: false },
          why_not: { send_to_rdi: null },
        });
      expect(rdiSendingOffer(creator, { ...task, private: true }).why_not.send_to_rdi).toBeNull();
    });
  });
});

describe('task decider: the detail’s can, as decide decides', () => {
  const withJob = (id: string, jobTypeId: number, capabilities: readonly ProjectCapability[] = ALL_TASKS) =>
    projectMember(id, jobTypeId, capabilities);
  const readers: Actor[] = [
    creator,
    responsible,
    participant,
    outsider,
    actor('adam', { administrator: true }),
    withJob('ines', 4),
    withJob('jose', 2, ['interact_tasks']),
  ];
  const histories: Record<string, TaskEvent[]> = {
    'an open task': [created()],
    'a private task': [privateTask],
    'a private task of its creator without end_tasks': [created({ private: true, createdBy: 'omar' })],
    'a finished task': closed,
  };
  // Sending to RDI and by e-mail are judged outside decide (the RDI's creation, the mail sender).
  type Judged = Exclude<keyof TaskCan, 'send_to_rdi' | 'send_by_email' | 'remove_participants'>;
  const commands = (state: TaskState, at: typeof about): Record<Judged, TaskCommand> => ({
    end: { type: 'CloseTask', ...at, interactionId: 'i0' },
    bell: { type: 'SetBellStatus', ...at, status: 1 },
    delete: { type: 'DeleteTask', ...at },
    interact: { ...interaction(), ...at },
    add_participants: { type: 'AddParticipants', ...at, userIds: ['javi'] },
    change_responsible: { type: 'ChangeResponsible', ...at, userId: 'javi' },
    change_priority: { type: 'ModifyTask', ...at, priority: 3 },
    change_critical_date: { type: 'ModifyTask', ...at, criticalDate: '2027-01-04' },
    change_private: { type: 'ModifyTask', ...at, private: !state.private },
  });
  const allows = (state: TaskState, command: TaskCommand, reader: Actor) =>
    decision(taskDecider, state, command, reader) !== null;
  const cases = Object.entries(histories).flatMap(([what, history]) =>
    [false, true].flatMap((projectClosed) =>
      readers.map(
        (reader) =>
          [
            `${what}${projectClosed ? ', project closed' : ''}, read by ${reader.id}`,
            history,
            projectClosed,
            reader,
          ] as const,
      ),
    ),
  );

  const factsOf = (history: TaskEvent[], projectClosed = false) => ({
    ...history.reduce(taskDecider.evolve, taskDecider.initialState),
    projectClosed,
  });

  it.each(cases)('%s', (_what, history, projectClosed, reader) => {
    const task = factsOf(history, projectClosed);
    const at = { taskId: 't1', project: project({ closed: projectClosed }) };
    if (!allows(task, { type: 'SetSeenStatus', ...at, status: 1 }, reader)) return; // no detail to answer
    const { can } = taskActions(reader, task);
    for (const [action, command] of Object.entries(commands(task, at)) as Array<[Judged, TaskCommand]>) {
      expect({ action, allowed: allows(task, command, reader) }).toEqual({ action, allowed: can[action] });
    }
    for (const userId of task.participantIds) {
      const removal: TaskCommand = { type: 'RemoveParticipant', ...at, userId };
      expect(allows(task, removal, reader)).toBe(can.remove_participants.includes(userId));
    }
  });

  it('lets the creator of a private task end it, and an administrator outside the project ring the bell', () => {
    expect(taskActions(outsider, factsOf([created({ private: true, createdBy: 'omar' })])).can.end).toBe(true);
    expect(taskActions(actor('adam', { administrator: true }), factsOf([created()])).can.bell).toBe(true);
  });

  it('offers sending by e-mail for a public task only', () => {
    expect(taskActions(creator, factsOf([created()])).can.send_by_email).toBe(true);
    expect(taskActions(creator, factsOf([privateTask])).can.send_by_email).toBe(false);
  });
});

describe('task edits: two people on one task', () => {
  const edit = (fields: Partial<Extract<TaskCommand, { type: 'ModifyTask' }>>): TaskCommand => ({
    type: 'ModifyTask',
    taskId: 't1',
    project: project(),
    ...fields,
  });
  const modified = (changes: Extract<TaskEvent, { type: 'TaskModified' }>['data']['changes']): TaskEvent => ({
    type: 'TaskModified',
    data: { ...of, changes },
  });
  const givenEdits = editSpec(taskAggregate);

  it('refuses a field someone else changed after the form was opened, with its value now', () =>
    givenEdits([
      [created(), 'ana'],
      [modified({ priority: 3 }), 'javi'],
    ])
      .openedAt(0)
      .when(edit({ priority: 2, criticalDate: '2027-01-01' }), 'rita')
      .thenConflicts({ priority: 3 }));

  it('lets through an edit of fields nobody else touched', () =>
    givenEdits([
      [created(), 'ana'],
      [modified({ priority: 3 }), 'javi'],
    ])
      .openedAt(0)
      .when(edit({ criticalDate: '2027-01-01' }), 'rita')
      .thenNoConflict());

  it("is no conflict with the editor's own change (another tab)", () =>
    givenEdits([
      [created(), 'ana'],
      [modified({ private: true }), 'rita'],
    ])
      .openedAt(0)
      .when(edit({ private: false }), 'rita')
      .thenNoConflict());

  it('is no conflict when the form was opened after the change', () =>
    givenEdits([
      [created(), 'ana'],
      [modified({ priority: 3 }), 'javi'],
    ])
      .openedAt(1)
      .when(edit({ priority: 1 }), 'rita')
      .thenNoConflict());

  it('counts a value someone else changed and changed back: the editor saw neither change', () =>
    givenEdits([
      [created(), 'ana'],
      [modified({ criticalDate: '2027-02-01' }), 'javi'],
      [modified({ criticalDate: '2026-12-01' }), 'javi'],
    ])
      .openedAt(0)
      .when(edit({ criticalDate: null }), 'rita')
      .thenConflicts({ critical_date: '2026-12-01' }));
});

describe('task decider: sending by e-mail', () => {
  const recipients = [
    { email: 'arquitecta@estudio.cl', name: '' },
    { email: 'rita@faena.cl', name: 'Rita' },
  ];
  const send: TaskCommand = { type: 'SendByEmail', ...about, recipients };

  it('records who a reader sent the task to, finished or not', () => {
    given([created()])
      .when(send, outsider)
      .thenEvents([{ type: 'TaskSentByEmail', data: { ...of, recipients } }]);
    given(closed)
      .when(send, participant)
      .thenEvents([{ type: 'TaskSentByEmail', data: { ...of, recipients } }]);
  });

  it('refuses a private task, and answers it as missing to whoever may not read it', () => {
    given([privateTask])
      .when(send, creator)
      .thenThrows('Una tarea privada no se envía por correo a otras personas.', 400);
    given([privateTask]).when(send, outsider).thenThrows('La tarea no existe.', 404);
  });
});
