/**
 * What happens to an RDI (spec document 2: information requests), one stream per RDI (`rdi-<id>`).
 * The contract between the RDI decider, which writes these, and the projections, the history and
 * the feed, which read them. Every event names its RDI and project; who did it and when are in the
 * event's metadata (actorId, occurredAt).
 */
import type { CopyRecipient, ItemPriority, NumberTaken, SeenStatus, WeeklyReminder } from '../items/item.events';

/** The item's priority (spec 9), named here so that this feature may one day differ. */
export type RdiPriority = ItemPriority;

type OfRdi = { rdiId: string; projectId: string };

/** Spec 4: 1 the ITO must answer, 2 the Jefe OT (docs/decisions.md, "RDI: quién debe responder"). */
export type ResponseStatus = 1 | 2;

/** The approval slots of the new close system (spec 4): 1 creator, 2 Jefe OT, 3 ITO. */
export type ApprovalSlot = 1 | 2 | 3;

/** A project specialty or subject as an RDI names it: its number in the project and its name then. */
export interface NamedEntry {
  id: number;
  name: string;
}

/** The New RDI form (spec 3) as a new RDI holds it. */
export interface RdiFields {
  title: string;
  /** Rich text (HTML) as the editor wrote it. */
  description: string;
  priority: RdiPriority;
  specialties: NamedEntry[];
  subject: NamedEntry;
  /** YYYY-MM-DD (Chile), or null. */
  criticalDate: string | null;
  copyTo: CopyRecipient[];
  /** The creator's own weekly reminder. */
  reminder: WeeklyReminder;
  /** The task it was raised from, or null. */
  taskId: string | null;
}

export type RdiEvent =
  | {
      type: 'RdiCreated';
      data: OfRdi &
        RdiFields & {
          /** Consecutive per project, never reused. */
          number: number;
          createdBy: string;
          /** Files sent inline with the creation, already recorded as files. */
          fileIds: string[];
        };
    }
  | { type: 'RdiModified'; data: OfRdi & { changes: { priority?: RdiPriority; criticalDate?: string | null } } }
  | { type: 'RdiSubscriptionSet'; data: OfRdi & { userId: string; subscribed: boolean; byEmail: boolean } }
  | { type: 'RdiReminderSet'; data: OfRdi & { userId: string } & WeeklyReminder }
  | {
      type: 'RdiInteractionAdded';
      data: OfRdi & {
        interactionId: string;
        authorId: string;
        /** The author's job in the project when they wrote it: who must answer next follows from it. */
        authorJobTypeId: number | null;
        message: string;
        /** 'Respuesta Oficial'. */
        isResponse: boolean;
        fileIds: string[];
      };
    }
  /** New close system: one of the three approvals (the slot's holder, never withdrawn). */
  | { type: 'RdiApproved'; data: OfRdi & { approval: ApprovalSlot; userId: string; jobTypeId: number | null } }
  /** A new official response returns the RDI to its initial state: every approval is cleared. */
  | { type: 'RdiApprovalsCleared'; data: OfRdi }
  /** Finished: closed by a holder of end_rdi (old system) or by the third approval (new system). */
  | { type: 'RdiFinished'; data: OfRdi & { by: 'closing' | 'approvals' } }
  | { type: 'RdiSeenStatusSet'; data: OfRdi & { userId: string; status: SeenStatus } }
  | { type: 'RdiDeleted'; data: OfRdi }
  /** A reader sent the RDI with 'Enviar por correo' (its Historial lists it). */
  | { type: 'RdiSentByEmail'; data: OfRdi & { recipients: CopyRecipient[] } };

export type RdiEventType = RdiEvent['type'];

/**
 * The project's RDI register (`rdi-register-<project>`, rdi-register.ts): a subject typed on the
 * New RDI form joins the project's subjects, then the RDI takes its number.
 */
export type RdiRegisterEvent =
  /** `typedSubjects`: how many subjects were typed on the project's RDI, this one's included. */
  | NumberTaken<'RdiNumberTaken', 'rdiId', { typedSubjects: number }>
  | { type: 'RdiSubjectAdded'; data: { projectId: string; subjectId: number; name: string } };

/** Every RDI event type, for the read models that follow RDI. */
export const RDI_EVENT_TYPES: readonly RdiEventType[] = [
  'RdiCreated',
  'RdiModified',
  'RdiSubscriptionSet',
  'RdiReminderSet',
  'RdiInteractionAdded',
  'RdiApproved',
  'RdiApprovalsCleared',
  'RdiFinished',
  'RdiSeenStatusSet',
  'RdiDeleted',
  'RdiSentByEmail',
];

/** The interaction closing an RDI adds after the typed message (spec 4). */
export const RDI_CLOSING_MESSAGE = 'RDI cerrada por usuario';
