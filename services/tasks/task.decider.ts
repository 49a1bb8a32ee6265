import type { ProjectCapability } from '../contracts/capabilities';
import type { TaskCan, TaskWhyNot } from '../contracts/item-actions';
import type { CopyRecipient, SeenStatus } from '../items/item.events';
import { changeRefusal, creationProject, itemGuards, mayDeleteItem } from '../items/item-refusals';
import { createdItem, type ItemState, uncreatedItem } from '../items/item-state';
import { changedOwnMarks, changedPlanning, normalReminder, planningCan, touchedPlanning } from '../items/own-marks';
import { type ItemEdit, ownMarkEvent, sharedItemEvents } from '../items/shared-item-events';
import { JEFE_OT_JOB } from '../organisation/job-types';
import { type ProjectFacts, projectClosed, projectNotFound, refusal } from '../organisation/refusal';
import type { Actor } from '../platform/commands/actor';
import type { AggregateType, Decider } from '../platform/commands/decider';
import { DomainError, forbidden, invalidValue } from '../platform/domain-error';
import {
  CLOSING_MESSAGE,
  POSSIBLE_ADDITIONAL_CLOSING_MESSAGE,
  type TaskEvent,
  type TaskFields,
  type TaskPriority,
} from './task.events';
import { maySeeTask } from './task-visibility';

/** Spec 4: the bell shows to the creator and the responsible, and to anyone whose job is not 3, 4 or 6. */
const JOBS_WITHOUT_BELL: readonly number[] = [3, 4, 6];

/**
 * What a task command knows of its project, read by the handler from the read models: whether it
 * is open, and the project job of each user the command names (responsible, participants) who
 * belongs to it. A user missing from `members` is not in the project.
 */
export interface TaskProjectFacts extends ProjectFacts {
  members: Readonly<Record<string, number>>;
}

type About = { taskId: string; project: TaskProjectFacts | null };

export type TaskCommand =
  /** `number` is taken from the project's counter once a dry run (number 0) passed. */
  | ({ type: 'CreateTask'; number: number; fileIds: string[] } & TaskFields & About)
  /**
   * The edit form: a field left undefined stays as it is; the form may send unchanged values,
   * which need no capability.
   */
  | ({ type: 'ModifyTask'; private?: boolean } & ItemEdit<TaskPriority> & About)
  | ({ type: 'ChangeResponsible'; userId: string } & About)
  | ({ type: 'AddParticipants'; userIds: string[] } & About)
  | ({ type: 'RemoveParticipant'; userId: string } & About)
  | ({ type: 'AddInteraction'; interactionId: string; message: string; isResponse: boolean; fileIds: string[] } & About)
  | ({ type: 'CloseTask'; interactionId: string } & About)
  | ({ type: 'DeleteTask' } & About)
  | ({ type: 'SetChecklistItem'; checklistId: string; completed: boolean } & About)
  | ({ type: 'SetSeenStatus'; status: SeenStatus } & About)
  | ({ type: 'SetBellStatus'; status: SeenStatus } & About)
  /** Sent with the creation of an RDI from this task (its dry run passes number 0). */
  | ({ type: 'LinkRdi'; rdiId: string; rdiNumber: number } & About)
  /** 'Enviar por correo': recorded before the mail goes, so a refused sending sends nothing. */
  | ({ type: 'SendByEmail'; recipients: CopyRecipient[] } & About);

export interface TaskState extends ItemState<TaskPriority> {
  responsibleId: string;
  participantIds: readonly string[];
  private: boolean;
  finished: boolean;
  checklist: ReadonlyArray<{ id: string; completed: boolean }>;
  bell: Readonly<Record<string, SeenStatus>>;
  rdiId: string | null;
  possibleAdditional: boolean;
}

const initialState: TaskState = {
  ...uncreatedItem,
  responsibleId: '',
  participantIds: [],
  private: false,
  finished: false,
  checklist: [],
  bell: {},
  rdiId: null,
  possibleAdditional: false,
};

export const TASK_NOT_FOUND = 'La tarea no existe.';
const taskNotFound = () => new DomainError('task.not_found', TASK_NOT_FOUND, 404);
export const PRIVATE_TASK_SENDING = 'Una tarea privada no se envía por correo a otras personas.';
export const PRIVATE_TASK_COPY = 'Copia a: una tarea privada no se envía por correo a otras personas.';
const privateCopy = () => invalidValue('task.private_copy', PRIVATE_TASK_COPY, 'copy_to');
const taskFinished = () => new DomainError('task.finished', 'La tarea está finalizada.', 409);
/** A finished task is a record (docs/decisions.md, "Ítems finalizados: registros"). */
export const FINISHED_TASK_DELETION = 'La tarea está finalizada: no se puede eliminar.';
export const FINISHED_POSSIBLE_ADDITIONAL_DELETION = 'El posible adicional está finalizado: no se puede eliminar.';
/** 'Enviar a RDI' publishes the task's title and description to every RDI reader. */
export const PRIVATE_TASK_TO_RDI = 'La tarea es privada: hazla pública antes de enviarla a RDI.';
const PRIVATE_TASK_TO_RDI_CODE = 'task.private_rdi';
/** Nobody but its creator and its responsible sees a private task (docs/decisions.md, "Tareas privadas: sin participantes"). */
export const PRIVATE_TASK_PARTICIPANTS =
  'Una tarea privada no tiene participantes: sólo la ven su creador y su responsable.';
const privateParticipants = () => invalidValue('task.private_participants', PRIVATE_TASK_PARTICIPANTS, 'participants');
const participantsRequired = () => invalidValue('task.participants_required', 'Campo requerido', 'participants');
const notInProject = (who: string, field: string) =>
  invalidValue('task.not_member', `El ${who} no pertenece al proyecto de la tarea.`, field);

/** Who a task concerns, by the spec's names, as the decider and the read models both hold it. */
export interface TaskPeople {
  created_by: string;
  responsable: string;
  participants: readonly string[];
}

const isOwnTask = (actorId: string, task: TaskPeople) =>
  actorId === task.created_by || actorId === task.responsable || task.participants.includes(actorId);

/**
 * Spec 6: interact_tasks, and either interact_tasks_others or being the creator, responsible or a
 * participant. The refusal names the capability missing; null when the actor may interact. Shared
 * with the upload center, which takes a task's files from whoever may interact with it.
 */
export function interactionRefusal(actor: Actor, projectId: string, task: TaskPeople): ProjectCapability | null {
  if (!actor.can('interact_tasks', projectId)) return 'interact_tasks';
  if (!isOwnTask(actor.id, task) && !actor.can('interact_tasks_others', projectId)) return 'interact_tasks_others';
  return null;
}

const peopleOf = (state: TaskFacts): TaskPeople => ({
  created_by: state.creatorId,
  responsable: state.responsibleId,
  participants: state.participantIds,
});

const { existing, changeable, deletable } = itemGuards<TaskState>({
  notFound: taskNotFound,
  // A task the actor may not see does not exist for them.
  readRefusal: (actor, state) =>
    maySeeTask(actor.id, { ...peopleOf(state), private: state.private }) ? null : taskNotFound(),
  finished: (state) => state.finished,
  finishedRefusal: taskFinished,
});

/** What a task's rules read, as the decider's state and the task's detail both hold it. */
export interface TaskFacts {
  projectId: string;
  creatorId: string;
  responsibleId: string;
  participantIds: readonly string[];
  private: boolean;
}

function requireInteraction(actor: Actor, state: TaskState): void {
  const refused = interactionRefusal(actor, state.projectId, peopleOf(state));
  if (refused) throw refusal(refused);
}

/** A responsible must belong to the project; without assign_responsable_task only oneself or a Jefe OT. */
function checkResponsible(actor: Actor, project: TaskProjectFacts, userId: string, field: string): void {
  const job = project.members[userId];
  if (job === undefined) throw notInProject('responsable', field);
  if (!actor.can('assign_responsable_task', project.projectId) && userId !== actor.id && job !== JEFE_OT_JOB) {
    throw refusal('assign_responsable_task');
  }
}

function checkParticipants(project: TaskProjectFacts, userIds: readonly string[]): void {
  if (userIds.some((id) => project.members[id] === undefined)) throw notInProject('participante', 'participants');
}

/** The task's names for the events every item decides and folds alike. */
const shared = sharedItemEvents({
  modified: 'TaskModified',
  subscriptionSet: 'TaskSubscriptionSet',
  reminderSet: 'TaskReminderSet',
  seenStatusSet: 'TaskSeenStatusSet',
  deleted: 'TaskDeleted',
});

function create(command: Extract<TaskCommand, { type: 'CreateTask' }>, state: TaskState, actor: Actor): TaskEvent[] {
  const project = creationProject(actor, command.project, state, 'create_tasks');
  if (!project) return [];
  checkResponsible(actor, project, command.responsibleId, 'responsable');
  // Nobody but its creator and its responsible sees a private task: it records no participants.
  const participantIds = command.private ? [] : [...new Set(command.participantIds)];
  if (!command.private && participantIds.length === 0) throw participantsRequired();
  checkParticipants(project, participantIds);
  // A copy by e-mail would show a private task to people who may not read it.
  if (command.private && command.copyTo.length > 0) throw privateCopy();
  return [
    {
      type: 'TaskCreated',
      data: {
        taskId: command.taskId,
        projectId: project.projectId,
        number: command.number,
        createdBy: actor.id,
        title: command.title,
        description: command.description,
        priority: command.priority,
        codeId: command.codeId,
        responsibleId: command.responsibleId,
        participantIds,
        criticalDate: command.criticalDate,
        private: command.private,
        checklist: command.checklist,
        copyTo: command.copyTo,
        reminder: normalReminder(command.reminder),
        possibleAdditional: command.possibleAdditional,
        fileIds: command.fileIds,
      },
    },
  ];
}

function modify(command: Extract<TaskCommand, { type: 'ModifyTask' }>, state: TaskState, actor: Actor): TaskEvent[] {
  const of = { taskId: command.taskId, projectId: state.projectId };
  const changes: Extract<TaskEvent, { type: 'TaskModified' }>['data']['changes'] = changedPlanning(
    actor,
    state,
    command,
  );
  if (command.private !== undefined && command.private !== state.private) {
    if (!mayChangePrivacy(actor, state)) {
      throw forbidden('Solo el creador o el responsable pueden cambiar la privacidad de la tarea.');
    }
    changes.private = command.private;
  }
  return shared.edited({
    of,
    userId: actor.id,
    changes,
    changeable: () => changeable(state, command.project),
    marks: changedOwnMarks(state, actor.id, command),
  });
}

/** What 'Enviar a RDI' asks of a task, as the decider's state and the task's detail both hold it. */
export interface RdiSending {
  projectId: string;
  projectClosed: boolean;
  finished: boolean;
  private: boolean;
  rdiId: string | null;
}

/**
 * May the actor raise an RDI from the task ('Enviar a RDI')? Spec 6: create_rdi; a task has one
 * associated RDI; an open task of an open project. The RDI carries the task's title and
 * description to every holder of view_rdi, so a private task is made public first
 * (docs/decisions.md, "Enviar a RDI: una tarea privada"). Null when it may.
 */
export function rdiSendingRefusal(actor: Actor, task: RdiSending): DomainError | null {
  if (!actor.can('create_rdi', task.projectId)) return refusal('create_rdi');
  if (task.rdiId !== null) return new DomainError('task.rdi_linked', 'La tarea ya tiene una RDI asociada.', 409);
  if (task.projectClosed) return projectClosed();
  if (task.finished) return taskFinished();
  if (task.private) return new DomainError(PRIVATE_TASK_TO_RDI_CODE, PRIVATE_TASK_TO_RDI, 409);
  return null;
}

/** 'Enviar a RDI' as the task's detail offers it: allowed, or refused with the words of a refusal the reader can lift. */
export function rdiSendingOffer(
  actor: Actor,
  task: RdiSending,
): { can: Pick<TaskCan, 'send_to_rdi'>; why_not: TaskWhyNot } {
  const refused = rdiSendingRefusal(actor, task);
  return {
    can: { send_to_rdi: refused === null },
    // Whoever reads a private task (its creator or responsible) may make it public.
    why_not: { send_to_rdi: refused?.code === PRIVATE_TASK_TO_RDI_CODE ? refused.message : null },
  };
}

type Rule = (actor: Actor, task: TaskFacts) => boolean;

export const mayEnd: Rule = (actor, task) => {
  if (actor.can('end_tasks', task.projectId)) return true;
  // Spec 6: the responsible of a private task; the additionals spec adds its creator.
  return task.private && (actor.id === task.responsibleId || actor.id === task.creatorId);
};

export const mayUseBell: Rule = (actor, task) => {
  if (actor.id === task.creatorId || actor.id === task.responsibleId) return true;
  const job = actor.projects.get(task.projectId)?.jobTypeId;
  return job === undefined ? actor.administrator : !JOBS_WITHOUT_BELL.includes(job);
};

export const mayChangeResponsible: Rule = (actor, task) => actor.can('change_responsable_task', task.projectId);

export const mayChangePrivacy: Rule = (actor, task) => actor.id === task.creatorId || actor.id === task.responsibleId;

/** 'Enviar por correo': a private task is never sent to others. */
export const maySendByEmail = (task: { private: boolean }) => !task.private;

/** The creator and the responsible manage who takes part; anyone may step out by themself. */
export const mayRemoveParticipant = (actor: Actor, task: TaskFacts, userId: string) =>
  [task.creatorId, task.responsibleId, userId].includes(actor.id);

/**
 * What the reader may do on a task, as its detail answers it: each action as its command would be
 * decided, openness included, by the rules decide uses.
 */
export function taskActions(actor: Actor, task: TaskFacts & RdiSending): { can: TaskCan; why_not: TaskWhyNot } {
  const sending = rdiSendingOffer(actor, task);
  const open = changeRefusal(task, taskFinished) === null;
  return {
    can: {
      ...sending.can,
      end: open && mayEnd(actor, task),
      bell: mayUseBell(actor, task),
      send_by_email: maySendByEmail(task),
      delete: open && mayDeleteItem(actor, task),
      interact: open && interactionRefusal(actor, task.projectId, peopleOf(task)) === null,
      add_participants: open && !task.private && interactionRefusal(actor, task.projectId, peopleOf(task)) === null,
      change_responsible: open && mayChangeResponsible(actor, task),
      ...planningCan(actor, task.projectId, open),
      change_private: open && mayChangePrivacy(actor, task),
      remove_participants: open ? task.participantIds.filter((id) => mayRemoveParticipant(actor, task, id)) : [],
    },
    why_not: sending.why_not,
  };
}

export const taskDecider: Decider<TaskCommand, TaskEvent, TaskState> = {
  initialState,

  decide(command, state, actor) {
    if (command.type === 'CreateTask') return create(command, state, actor);
    const task = existing(state, actor);
    const of = { taskId: command.taskId, projectId: task.projectId };
    switch (command.type) {
      case 'ModifyTask':
        return modify(command, task, actor);
      case 'ChangeResponsible': {
        if (!mayChangeResponsible(actor, task)) throw refusal('change_responsable_task');
        changeable(task, command.project);
        if (command.userId === task.responsibleId) return [];
        if (!command.project) throw projectNotFound();
        checkResponsible(actor, command.project, command.userId, 'user_id');
        return [
          {
            type: 'TaskResponsibleChanged',
            data: { ...of, responsibleId: command.userId, previousResponsibleId: task.responsibleId },
          },
        ];
      }
      case 'AddParticipants': {
        requireInteraction(actor, task);
        changeable(task, command.project);
        if (!command.project) throw projectNotFound();
        if (task.private) throw privateParticipants();
        const userIds = [...new Set(command.userIds)].filter((id) => !task.participantIds.includes(id));
        checkParticipants(command.project, userIds);
        return userIds.length > 0 ? [{ type: 'TaskParticipantsAdded', data: { ...of, userIds } }] : [];
      }
      case 'RemoveParticipant': {
        if (!mayRemoveParticipant(actor, task, command.userId)) {
          throw forbidden('Solo el creador o el responsable pueden quitar participantes de la tarea.');
        }
        changeable(task, command.project);
        if (!task.participantIds.includes(command.userId)) return [];
        return [{ type: 'TaskParticipantRemoved', data: { ...of, userId: command.userId } }];
      }
      case 'AddInteraction': {
        requireInteraction(actor, task);
        changeable(task, command.project);
        const { interactionId, message, isResponse, fileIds } = command;
        return [
          {
            type: 'TaskInteractionAdded',
            data: { ...of, interactionId, authorId: actor.id, message, isResponse, fileIds },
          },
        ];
      }
      case 'CloseTask': {
        if (!mayEnd(actor, task)) throw refusal('end_tasks');
        if (task.finished) throw new DomainError('task.finished', 'La tarea ya está finalizada.', 409);
        changeable(task, command.project);
        return [
          {
            type: 'TaskInteractionAdded',
            data: {
              ...of,
              interactionId: command.interactionId,
              authorId: actor.id,
              message: task.possibleAdditional ? POSSIBLE_ADDITIONAL_CLOSING_MESSAGE : CLOSING_MESSAGE,
              isResponse: false,
              fileIds: [],
            },
          },
          { type: 'TaskClosed', data: of },
        ];
      }
      case 'DeleteTask': {
        const finished = task.possibleAdditional ? FINISHED_POSSIBLE_ADDITIONAL_DELETION : FINISHED_TASK_DELETION;
        deletable(task, actor, command.project, {
          notCreator: 'Solo el creador puede eliminar la tarea.',
          finished: () => new DomainError('task.finished', finished, 409),
        });
        return [{ type: 'TaskDeleted', data: of }];
      }
      case 'SetChecklistItem': {
        requireInteraction(actor, task);
        changeable(task, command.project);
        const item = task.checklist.find((entry) => entry.id === command.checklistId);
        if (!item) throw new DomainError('task.checklist_not_found', 'La subtarea no existe.', 404);
        if (item.completed === command.completed) return [];
        return [
          {
            type: 'TaskChecklistItemSet',
            data: { ...of, checklistId: command.checklistId, completed: command.completed },
          },
        ];
      }
      case 'SetSeenStatus':
        // Every opening is recorded: 'Visto por' and prev_seen_by_me come from it.
        return [ownMarkEvent('TaskSeenStatusSet', of, actor.id, { status: command.status })];
      case 'SetBellStatus':
        if (!mayUseBell(actor, task)) throw forbidden('No puedes marcar esta tarea.');
        if (task.bell[actor.id] === command.status) return [];
        return [ownMarkEvent('TaskBellStatusSet', of, actor.id, { status: command.status })];
      case 'LinkRdi': {
        if (!actor.can('create_rdi', task.projectId)) throw refusal('create_rdi');
        if (task.rdiId === command.rdiId) return [];
        const refused = rdiSendingRefusal(actor, { ...task, projectClosed: command.project?.closed ?? false });
        if (refused) throw refused;
        return [{ type: 'TaskLinkedToRdi', data: { ...of, rdiId: command.rdiId, rdiNumber: command.rdiNumber } }];
      }
      case 'SendByEmail':
        if (!maySendByEmail(task)) throw invalidValue('task.private_sending', PRIVATE_TASK_SENDING, 'task_id');
        return [{ type: 'TaskSentByEmail', data: { ...of, recipients: command.recipients } }];
    }
  },

  evolve(state, event) {
    if (shared.is(event)) return shared.evolve(state, event);
    switch (event.type) {
      case 'TaskCreated': {
        const { data } = event;
        return {
          ...createdItem(state, { ...data, creatorId: data.createdBy }),
          responsibleId: data.responsibleId,
          participantIds: data.participantIds,
          private: data.private,
          priority: data.priority,
          criticalDate: data.criticalDate,
          checklist: data.checklist.map(({ id }) => ({ id, completed: false })),
          possibleAdditional: data.possibleAdditional,
        };
      }
      case 'TaskResponsibleChanged':
        return { ...state, responsibleId: event.data.responsibleId };
      case 'TaskParticipantsAdded':
        return { ...state, participantIds: [...state.participantIds, ...event.data.userIds] };
      case 'TaskParticipantRemoved':
        return { ...state, participantIds: state.participantIds.filter((id) => id !== event.data.userId) };
      case 'TaskChecklistItemSet': {
        const { checklistId, completed } = event.data;
        return {
          ...state,
          checklist: state.checklist.map((item) => (item.id === checklistId ? { ...item, completed } : item)),
        };
      }
      case 'TaskBellStatusSet':
        return { ...state, bell: { ...state.bell, [event.data.userId]: event.data.status } };
      case 'TaskClosed':
        return { ...state, finished: true };
      case 'TaskLinkedToRdi':
        return { ...state, rdiId: event.data.rdiId };
      case 'TaskInteractionAdded':
      case 'TaskSentByEmail':
        return state;
    }
  },
};

export const taskAggregate: AggregateType<TaskCommand, TaskEvent, TaskState> = {
  name: 'task',
  schemaVersions: {
    TaskCreated: 1,
    TaskModified: 1,
    TaskSubscriptionSet: 1,
    TaskReminderSet: 1,
    TaskResponsibleChanged: 1,
    TaskParticipantsAdded: 1,
    TaskParticipantRemoved: 1,
    TaskInteractionAdded: 1,
    TaskChecklistItemSet: 1,
    TaskSeenStatusSet: 1,
    TaskBellStatusSet: 1,
    TaskClosed: 1,
    TaskDeleted: 1,
    TaskLinkedToRdi: 1,
    TaskSentByEmail: 1,
  },
  decider: taskDecider,
  edits: {
    message: 'Otra persona modificó esta tarea mientras la editabas.',
    touched: (command, state) =>
      command.type !== 'ModifyTask'
        ? null
        : { ...touchedPlanning(command, state), ...(command.private !== undefined ? { private: state.private } : {}) },
  },
};
