/**
 * What happens to an additional (spec document: Adicionales), one stream per additional
 * (`additional-<id>`). The contract between the additional decider, which writes these, and the
 * projections (list, informative table, detail, lineage), which read them. Every event names its
 * additional and project; who did it and when are in the event's metadata (actorId, occurredAt).
 * Amounts are integer cents (money.ts).
 */

import type { Cents, CurrencyId } from '../contracts/money';
import type { CopyRecipient, ItemPriority, NumberTaken, SeenStatus, WeeklyReminder } from '../items/item.events';

/** The item's priority (spec 9), named here so that this feature may one day differ. */
export type AdditionalPriority = ItemPriority;

type OfAdditional = { additionalId: string; projectId: string };

/** Spec 3: 1 Obra Extraordinaria, 2 Aumento de Obra, 3 Disminución de Obra. */
export type AdditionalType = 1 | 2 | 3;

export const ADDITIONAL_TYPE_NAMES: Readonly<Record<AdditionalType, string>> = {
  1: 'Obra Extraordinaria',
  2: 'Aumento de Obra',
  3: 'Disminución de Obra',
};

/** Spec 4: 1 Vigente (awaiting a response), 2 Aceptado, 3 Solicita Anular, 4 Cancelado. */
export type AdditionalStatus = 1 | 2 | 3 | 4;

/** Statuses 2 and 4 end an additional: they take no response and refuse changes (spec 4). */
export const FINISHED_STATUSES: readonly AdditionalStatus[] = [2, 4];

/**
 * Spec 3: who must respond, 1 the ITO, 2 the Jefe OT (docs/decisions.md, "Adicionales: quién debe
 * responder"); null once the additional is finished.
 */
export type ResponseStatus = 1 | 2;

/** A project specialty as an additional names it: its number in the project and its name then. */
export interface NamedEntry {
  id: number;
  name: string;
}

/** The costs of a revision (spec 3, revision form), in cents of its currency. */
export interface RevisionCosts {
  currencyId: CurrencyId;
  directCost: Cents;
  generalExpenses: Cents;
  utility: Cents;
}

/** One revision as stored: its costs, their total and its rich-text observation. */
export interface RevisionData extends RevisionCosts {
  revisionId: string;
  /** 1 for the one created with the additional ('Initial Description'), then consecutive. */
  revision: number;
  /** direct cost + general expenses + utility, as decided (spec 5). */
  totalRequested: Cents;
  /** Rich text (HTML) as the editor wrote it. */
  description: string;
  /** Files sent inline (under 1000 bytes); larger ones arrive later as uploads of type 6. */
  fileIds: string[];
}

/** The creation form (spec 3) as a new additional holds it, but for its costs (its first revision). */
export interface AdditionalFields {
  title: string;
  /** The form's `type` (a name a command's own `type` would clash with). */
  additionalType: AdditionalType;
  code: string;
  specialties: NamedEntry[];
  copyTo: CopyRecipient[];
  /** The creator's own weekly reminder. */
  reminder: WeeklyReminder;
  /** The possible additional (a task) it was raised from, the start of its amount lineage. */
  fromTaskId: string | null;
}

/** Who acted, as the rule of who responds next reads them: their job in the project then. */
type ActedBy = { userId: string; jobTypeId: number | null };

export type AdditionalEvent =
  | {
      type: 'AdditionalCreated';
      data: OfAdditional &
        AdditionalFields & {
          /** Consecutive per project, never reused (additional-register-<project>). */
          number: number;
          createdBy: ActedBy;
          /** Revision 1, 'Initial Description'. */
          firstRevision: RevisionData;
          /** Status 1; who must respond first follows from the creator's job. */
          responseStatus: ResponseStatus;
        };
    }
  | {
      type: 'AdditionalRevisionAdded';
      data: OfAdditional &
        RevisionData & {
          author: ActedBy;
          /** The status the revision sets (spec 4: the revision form's 2 Aceptado / 3 Solicita Cancelar, else 1). */
          status: 1 | 2 | 3;
          responseStatus: ResponseStatus | null;
        };
    }
  | {
      type: 'AdditionalStatusChanged';
      data: OfAdditional & {
        by: ActedBy;
        status: 2 | 3 | 4;
        /** What was asked: an ITO asking for 4 (cancel) gets 3 (spec 4). */
        requested: 2 | 3 | 4;
        responseStatus: ResponseStatus | null;
        /** Why, when asking to annul (events before it have none). */
        reason?: string;
      };
    }
  | {
      type: 'AdditionalModified';
      /** Only the fields that changed. */
      data: OfAdditional & { changes: { priority?: AdditionalPriority; criticalDate?: string | null } };
    }
  | {
      type: 'AdditionalSubscriptionSet';
      data: OfAdditional & { userId: string; subscribed: boolean; byEmail: boolean };
    }
  | { type: 'AdditionalReminderSet'; data: OfAdditional & { userId: string } & WeeklyReminder }
  | { type: 'AdditionalSeenStatusSet'; data: OfAdditional & { userId: string; status: SeenStatus } }
  | { type: 'AdditionalDeleted'; data: OfAdditional }
  /** A reader sent the additional with 'Enviar por correo' (its Historial lists it). */
  | { type: 'AdditionalSentByEmail'; data: OfAdditional & { recipients: CopyRecipient[] } };

export type AdditionalEventType = AdditionalEvent['type'];

/** Every additional event type, for the read models that follow additionals. */
export const ADDITIONAL_EVENT_TYPES: readonly AdditionalEventType[] = [
  'AdditionalCreated',
  'AdditionalRevisionAdded',
  'AdditionalStatusChanged',
  'AdditionalModified',
  'AdditionalSubscriptionSet',
  'AdditionalReminderSet',
  'AdditionalSeenStatusSet',
  'AdditionalDeleted',
  'AdditionalSentByEmail',
];

/**
 * The project's additional register (`additional-register-<project>`, additional-register.ts): the
 * newest event holds the last number and code, which `/additionals/getLastAdditionalData` answers.
 */
export type AdditionalRegisterEvent = NumberTaken<'AdditionalNumberTaken', 'additionalId', { code: string }>;

/** Spec 3 (Revision card): the chip on revision 1. */
export const INITIAL_REVISION_LABEL = 'Initial Description';

/** Spec 4 (list filter): the status texts. */
export const ADDITIONAL_STATUS_TEXTS: Readonly<Record<AdditionalStatus, string>> = {
  1: 'Vigente',
  2: 'Aceptado',
  3: 'Solicita Anular',
  4: 'Cancelado',
};

/** Spec 5: rich text with no words ('', '<p></p>', '<p>&nbsp;</p>') is an empty description. */
export const isBlankHtml = (html: string): boolean =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|\s/g, '')
    .trim() === '';
