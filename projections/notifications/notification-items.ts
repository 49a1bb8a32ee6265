import type { ItemPeople, NoticeFact } from '../../services/items/item-notices';

/** What the notifications projection keeps of each item: its people and how it is named. Not pushed. */
export const NOTIFICATION_ITEMS = 'notification_items';

/**
 * An item's kind here, its type's own key (`task`, `rdi`, `additional`, `payment`): an Estado de
 * Pago is an item of its own, its people its additionals' and its own.
 */
export type ItemKind = string;

export interface NotificationItemDocument {
  /** `<kind>:<id>` (`itemKey`). */
  _id: string;
  kind: ItemKind;
  item_id: string;
  project_id: string;
  /** The item's number in its project (0 for an Estado de Pago, named by its additionals'). */
  number: number;
  title: string;
  /** A task raised as a possible additional is named as one. */
  possible_additional: boolean;
  people: ItemPeople;
  /** Subscribers who asked not to be e-mailed ('Suscribirse' without e-mail): the bell only. */
  mail_muted_ids: string[];
  /** An Estado de Pago's additionals, and their numbers (the first one is where it opens). */
  additional_ids: string[];
  additional_numbers: number[];
  [key: string]: unknown;
}

export const itemKey = (kind: ItemKind, id: string) => `${kind}:${id}`;

const newItem = (
  kind: ItemKind,
  id: string,
  fields: Pick<NotificationItemDocument, 'project_id' | 'number' | 'title'> & Partial<NotificationItemDocument>,
  people: Partial<ItemPeople> & { creatorId: string },
): NotificationItemDocument => ({
  _id: itemKey(kind, id),
  kind,
  item_id: id,
  possible_additional: false,
  mail_muted_ids: [],
  additional_ids: [],
  additional_numbers: [],
  ...fields,
  people: {
    responsibleId: null,
    participantIds: [],
    subscriberIds: [],
    involvedIds: [],
    private: false,
    ...people,
  },
});

const withPeople = (item: NotificationItemDocument, people: Partial<ItemPeople>): NotificationItemDocument => ({
  ...item,
  people: { ...item.people, ...people },
});

const adding = (list: readonly string[], ids: readonly string[]) => [...new Set([...list, ...ids])];

const involving = (item: NotificationItemDocument, userId: string) =>
  withPeople(item, { involvedIds: adding(item.people.involvedIds, [userId]) });

const subscribing = (
  item: NotificationItemDocument,
  { userId, subscribed, byEmail }: { userId: string; subscribed: boolean; byEmail: boolean },
) => ({
  ...withPeople(item, {
    subscriberIds: subscribed
      ? adding(item.people.subscriberIds, [userId])
      : item.people.subscriberIds.filter((id) => id !== userId),
  }),
  mail_muted_ids:
    subscribed && !byEmail ? adding(item.mail_muted_ids, [userId]) : item.mail_muted_ids.filter((id) => id !== userId),
});

/**
 * The item after an event's fact: created by its creation, changed by what changes its people,
 * gone (null) when deleted. `item` is null before the creation; an event of an unknown item
 * leaves it unknown.
 */
export function evolveItem(
  item: NotificationItemDocument | null,
  kind: ItemKind,
  { itemId, change }: NoticeFact,
): NotificationItemDocument | null {
  if (change?.kind === 'opened') {
    const { projectId, number, title, possibleAdditional, coveredIds, people } = change;
    const fields = {
      project_id: projectId,
      number,
      title,
      possible_additional: possibleAdditional ?? false,
      additional_ids: coveredIds ?? [],
    };
    return newItem(kind, itemId, fields, people);
  }
  if (!item || !change) return item;
  switch (change.kind) {
    case 'people':
      return withPeople(item, change.people);
    case 'subscribed':
      return subscribing(item, change);
    case 'participants-added':
      return withPeople(item, { participantIds: adding(item.people.participantIds, change.userIds) });
    case 'participant-removed':
      return withPeople(item, { participantIds: item.people.participantIds.filter((id) => id !== change.userId) });
    case 'involved':
      return involving(item, change.userId);
    case 'deleted':
      return null;
  }
}
