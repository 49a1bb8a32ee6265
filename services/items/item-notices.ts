import type { Actor } from '../platform/commands/actor';
import type { Stored } from '../platform/event-store/event-store.port';
import { type FactTranslation, translate } from './fact-translation';

/**
 * The bell's item facts (spec 2.11): what an item event does to the item's people and whom it
 * tells, in words every item type shares. Each type translates its own events
 * (`services/tasks/task.item-facts.ts`); `projections/notifications` folds the facts, names no type.
 */

/** The people of an item, as its events leave them. */
export interface ItemPeople {
  creatorId: string;
  /** A task's responsible; RDI and additionals have none (a side answers them: ITO or Jefe OT). */
  responsibleId: string | null;
  participantIds: readonly string[];
  /** Those subscribed now. */
  subscriberIds: readonly string[];
  /** Who acted on it after its creation: authors of interactions and revisions, approvers, status changes. */
  involvedIds: readonly string[];
  private: boolean;
}

/** What an event does to its item: creates it (named so), changes its people, or deletes it. */
export type PeopleChange =
  | {
      kind: 'opened';
      projectId: string;
      /** Its number in the project (0 for an item named by those it covers). */
      number: number;
      title: string;
      /** A task raised as a possible additional is named as one. */
      possibleAdditional?: boolean;
      /** The items it covers (an Estado de Pago's additionals): heard by their people, named by them. */
      coveredIds?: string[];
      people: Partial<ItemPeople> & { creatorId: string };
    }
  | { kind: 'people'; people: Partial<Pick<ItemPeople, 'private' | 'responsibleId'>> }
  | { kind: 'participants-added'; userIds: readonly string[] }
  | { kind: 'participant-removed'; userId: string }
  | { kind: 'involved'; userId: string }
  | { kind: 'subscribed'; userId: string; subscribed: boolean; byEmail: boolean }
  | { kind: 'deleted' };

/** A verb some recipients read instead of the event's (whoever was given a task reads 'te asignó'). */
export interface PersonalVerb {
  userIds: readonly string[];
  verb: string;
}

/** One item event as the bell hears it. */
export interface NoticeFact {
  itemId: string;
  /** Null when the item's people and name stay as they were. */
  change: PeopleChange | null;
  /**
   * Whom it tells before the rules every event keeps: the item's people (`tellsPeople`), these
   * users too (`tellsAlso`), and the members answering a side (spec: response_status 1 the ITO, 2
   * the Jefe OT) when it says who must answer next. Nobody when none is set.
   */
  tellsPeople: boolean;
  tellsAlso?: readonly string[];
  tellsSide?: 1 | 2 | null;
  /** What was said, as written (an interaction's message): the e-mail of the change quotes it. */
  said?: string;
  /** What the actor did, before the item's label ('respondió' la tarea Nº 12). */
  verb: string;
  /** The first that names the recipient wins over `verb`. */
  personalVerbs?: readonly PersonalVerb[];
}

/** How a notification names an item, from what the bell keeps of it. */
export interface NamedItem {
  number: number;
  possible_additional: boolean;
  /** The numbers of the items it covers, for an item named by them. */
  additional_numbers: readonly number[];
}

/** One item type's events as the bell hears them. */
export interface NoticeTranslation extends FactTranslation<NoticeFact> {
  /** The item's key in the bell's documents (`task`, `rdi`, `additional`, `payment`). */
  readonly kind: string;
  /**
   * Spec 3's item_type of its notifications: what a click opens (an Estado de Pago opens its
   * additional); ours: 4 a Libro de Obra folio.
   */
  readonly itemType: 1 | 2 | 3 | 4;
  /** The kind of the items it covers, for a type heard by their people (`additional`). */
  readonly covers?: string;
  /** 'la tarea Nº 12'. */
  label(item: NamedItem): string;
  /** A private item's only readers; null (or absent) when every member of its project reads it. */
  privateReaders?(people: ItemPeople): string[] | null;
  /**
   * For a type some members may not read (RDI: view_rdi, or its creator): whether the actor may
   * read one of its items now. Absent: every member of its project reads them.
   */
  mayRead?(actor: Actor, item: { project_id: string; created_by: string }): boolean;
}

/** The item types' bell translations, in the manifests' order: the composition root provides them. */
export const NOTICE_TRANSLATIONS = Symbol('NoticeTranslations');

/** Only a priority or critical date change is news; privacy changes who hears, it tells nobody. */
export function planningNotice(
  itemId: string,
  changes: { priority?: unknown; criticalDate?: unknown },
  change: PeopleChange | null = null,
): NoticeFact {
  const priority = changes.priority !== undefined;
  const criticalDate = changes.criticalDate !== undefined;
  const verb =
    priority && criticalDate
      ? 'cambió la prioridad y la fecha crítica de'
      : priority
        ? 'cambió la prioridad de'
        : 'cambió la fecha crítica de';
  return { itemId, change, tellsPeople: priority || criticalDate, verb };
}

/** An event that changes nothing the bell keeps and tells nobody (one's own marks, checklists…). */
export const silentNotice = (itemId: string, change: PeopleChange | null = null): NoticeFact => ({
  itemId,
  change,
  tellsPeople: false,
  verb: 'actualizó',
});

/** One's subscription ('Suscribirse', with or without e-mail): it changes who hears, it tells nobody. */
export const subscriptionNotice = (
  itemId: string,
  { userId, subscribed, byEmail }: { userId: string; subscribed: boolean; byEmail: boolean },
): NoticeFact => silentNotice(itemId, { kind: 'subscribed', userId, subscribed, byEmail });

/** Per event type of one item type, what the bell hears of it, given the item it is about. */
export type NoticeReaders<E extends { type: string; data: object }> = {
  [Type in E['type']]?: (event: Stored<Extract<E, { type: Type }>>, itemId: string) => NoticeFact;
};

/** The names of one item type's events the bell hears alike of every item. */
interface SharedNoticeNames<Type extends string> {
  /** Its edit form: a planning change (`planningNotice`). */
  modified: Type;
  subscriptionSet: Type;
  deleted: Type;
}

/**
 * What the bell hears of one item type's events: its own events as `own` reads them (an edit with
 * more than planning too), the shared ones alike, and any other (one's own marks) as silent.
 */
export function noticeFacts<E extends { type: string; data: object }>(
  types: readonly E['type'][],
  itemIdOf: (event: E) => string,
  shared: SharedNoticeNames<E['type']>,
  own: NoticeReaders<E>,
): FactTranslation<NoticeFact> {
  return translate<E, NoticeFact>(types, (event) => {
    const itemId = itemIdOf(event);
    const reader = (own as Record<string, ((event: Stored<E>, itemId: string) => NoticeFact) | undefined>)[event.type];
    if (reader) return reader(event, itemId);
    const data = event.data as { changes: object } & { userId: string; subscribed: boolean; byEmail: boolean };
    if (event.type === shared.modified) return planningNotice(itemId, data.changes);
    if (event.type === shared.subscriptionSet) return subscriptionNotice(itemId, data);
    if (event.type === shared.deleted) return silentNotice(itemId, { kind: 'deleted' });
    return silentNotice(itemId);
  });
}
