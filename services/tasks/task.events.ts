import type { CopyRecipient, ItemPriority, NumberTaken, SeenStatus, WeeklyReminder } from '../items/item.events';

/**
 * What happens to a task (spec document 2: Tareas, consultas/restricciones), one stream per task
 * (`task-<id>`). The contract between the task decider, which writes these, and the projections,
 * the history and the feed, which read them. Every event names its task and project; who did it
 * and when are in the event's metadata (actorId, occurredAt).
 */

/** A task's priority: the items' (spec 9), named here so that tasks may one day differ. */
export type TaskPriority = ItemPriority;

type OfTask = { taskId: string; projectId: string };

/** The task form (spec 3) as a new task holds it. */
export interface TaskFields {
  title: string;
  /** Rich text (HTML) as the editor wrote it. */
  description: string;
  priority: TaskPriority;
  /** The task code; null for a possible additional, whose form has none (spec additionals 3). */
  codeId: number | null;
  responsibleId: string;
  participantIds: string[];
  /** YYYY-MM-DD (Chile), or null. */
  criticalDate: string | null;
  private: boolean;
  /** Sub-tasks (spec: subtareas), each with an id of its own for setChecklistItem. */
  checklist: Array<{ id: string; description: string }>;
  /** Who gets the task by e-mail on creation. */
  copyTo: CopyRecipient[];
  /** The creator's own weekly reminder. */
  reminder: WeeklyReminder;
  /** A task flagged as a possible additional (Adicionales issue); false otherwise. */
  possibleAdditional: boolean;
}

export type TaskEvent =
  | {
      type: 'TaskCreated';
      data: OfTask &
        TaskFields & {
          /** Consecutive per project, never reused. */
          number: number;
          /** Who created it: the rules (delete, private visibility) and the read models need them. */
          createdBy: string;
          /** Files sent inline with the creation (under 1000 bytes), already recorded as files. */
          fileIds: string[];
        };
    }
  | {
      type: 'TaskModified';
      /** Only the fields that changed. */
      data: OfTask & { changes: { priority?: TaskPriority; criticalDate?: string | null; private?: boolean } };
    }
  | { type: 'TaskSubscriptionSet'; data: OfTask & { userId: string; subscribed: boolean; byEmail: boolean } }
  | { type: 'TaskReminderSet'; data: OfTask & { userId: string } & WeeklyReminder }
  | { type: 'TaskResponsibleChanged'; data: OfTask & { responsibleId: string; previousResponsibleId: string } }
  | { type: 'TaskParticipantsAdded'; data: OfTask & { userIds: string[] } }
  | { type: 'TaskParticipantRemoved'; data: OfTask & { userId: string } }
  | {
      type: 'TaskInteractionAdded';
      data: OfTask & {
        interactionId: string;
        authorId: string;
        message: string;
        /** 'Respuesta Oficial'. */
        isResponse: boolean;
        /** Files sent inline with the interaction; larger ones arrive later as uploads of type 2. */
        fileIds: string[];
      };
    }
  | { type: 'TaskChecklistItemSet'; data: OfTask & { checklistId: string; completed: boolean } }
  /** The user opened the task at this seen status (spec: seen_by_me; the detail answers the previous one). */
  | { type: 'TaskSeenStatusSet'; data: OfTask & { userId: string; status: SeenStatus } }
  | { type: 'TaskBellStatusSet'; data: OfTask & { userId: string; status: SeenStatus } }
  /**
   * Closing also adds the interaction 'Consulta cerrada por usuario' ('Posible adicional cerrado
   * por usuario' for a possible additional), a TaskInteractionAdded before it.
   */
  | { type: 'TaskClosed'; data: OfTask }
  | { type: 'TaskDeleted'; data: OfTask }
  /** An RDI was raised from the task ('Enviar a RDI'): both details show the link (issue 18). */
  | { type: 'TaskLinkedToRdi'; data: OfTask & { rdiId: string; rdiNumber: number } }
  /** A reader sent the task with 'Enviar por correo' (its Historial lists it). */
  | { type: 'TaskSentByEmail'; data: OfTask & { recipients: CopyRecipient[] } };

export type TaskEventType = TaskEvent['type'];

/** The project's task numbers (`task-numbers-<project>`, task-numbers.ts): one per created task. */
export type TaskNumberEvent = NumberTaken<'TaskNumberTaken', 'taskId'>;

/** Every task event type, for the read models that follow tasks. */
export const TASK_EVENT_TYPES: readonly TaskEventType[] = [
  'TaskCreated',
  'TaskModified',
  'TaskSubscriptionSet',
  'TaskReminderSet',
  'TaskResponsibleChanged',
  'TaskParticipantsAdded',
  'TaskParticipantRemoved',
  'TaskInteractionAdded',
  'TaskChecklistItemSet',
  'TaskSeenStatusSet',
  'TaskBellStatusSet',
  'TaskClosed',
  'TaskDeleted',
  'TaskLinkedToRdi',
  'TaskSentByEmail',
];

/** The interaction closing a task adds (spec 4). */
export const CLOSING_MESSAGE = 'Consulta cerrada por usuario';
/** The interaction closing a possible additional adds (additionals spec 4). */
export const POSSIBLE_ADDITIONAL_CLOSING_MESSAGE = 'Posible adicional cerrado por usuario';
