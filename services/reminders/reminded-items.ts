import { PROJECTS, type ProjectDocument } from '../../projections/organisation/projects.projection';
import type { ItemDocument } from '../../projections/reminders/reminders.policy';
import { USERS, type UserDocument } from '../../projections/users/user-directory.projection';
import type { ReminderItemType } from '../contracts/reminders';
import type { ReadStore } from '../platform/read-store/read-store.port';
import type { RemindedKind } from './reminded-kind';

/** An item named by its kind and id, as reminders and activity entries name theirs. */
export interface ItemRef {
  item_type: ReminderItemType;
  item_id: string;
}

export const itemKey = (ref: ItemRef) => `${ref.item_type}:${ref.item_id}`;

/** A reminded item as its read model holds it, with what the menu and the e-mails say of it. */
export type RemindedItem = ItemDocument & { summary: ItemSummary };

/** The items named, by `itemKey`, as their kinds' read models hold them; a deleted item is missing. */
export async function loadItems(
  reads: ReadStore,
  kinds: readonly RemindedKind[],
  refs: readonly ItemRef[],
): Promise<Map<string, RemindedItem>> {
  const ids = (type: ReminderItemType) => [
    ...new Set(refs.filter((ref) => ref.item_type === type).map((ref) => ref.item_id)),
  ];
  const loaded = await Promise.all(
    kinds.map(async (kind) =>
      (await kind.load(reads, ids(kind.itemType))).map(
        (item): RemindedItem => ({ ...item, summary: itemSummary(kind, item) }),
      ),
    ),
  );
  const items = loaded.flat();
  return new Map(items.map((item) => [itemKey({ item_type: item.item_type, item_id: item.doc.id }), item]));
}

/** The projects named that are open, by id: a closed project's items remind and report nothing. */
export async function openProjects(reads: ReadStore, ids: Iterable<string>): Promise<Map<string, ProjectDocument>> {
  const projects = await reads.collection<ProjectDocument>(PROJECTS).find({ _id: { $in: [...new Set(ids)] } });
  return new Map(projects.filter((project) => project.deleted_at === null).map((project) => [project._id, project]));
}

/** The users named, by id. */
export async function usersById(reads: ReadStore, ids: Iterable<string>): Promise<Map<string, UserDocument>> {
  const users = await reads.collection<UserDocument>(USERS).find({ _id: { $in: [...new Set(ids)] } });
  return new Map(users.map((user) => [user._id, user]));
}

/** What the reminders menu and the e-mails say of an item: its kind's name, number, title, creator and address. */
export interface ItemSummary {
  item_type: ReminderItemType;
  id: string;
  number: number;
  title: string;
  project_id: string;
  created_by: string;
  /** 'Tarea', 'Posible adicional', 'RDI' or 'Adicional'. */
  label: string;
  /** Where the app opens it, from the site's root. */
  path: string;
}

function itemSummary(kind: RemindedKind, item: ItemDocument): ItemSummary {
  const { id, number, title, project_id, created_by } = item.doc;
  return { item_type: item.item_type, id, number, title, project_id, created_by, ...kind.named(item) };
}
