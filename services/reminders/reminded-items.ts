import { ADDITIONALS, type AdditionalDocument } from '../../projections/additionals/additionals.projection';
import { PROJECTS, type ProjectDocument } from '../../projections/organisation/projects.projection';
import { RDIS, type RdiDocument } from '../../projections/rdi/rdi.projection';
import type { ItemDocument } from '../../projections/reminders/reminders.policy';
import { TASK_DETAILS, type TaskDetailDocument } from '../../projections/tasks/task-details.projection';
import { USERS, type UserDocument } from '../../projections/users/user-directory.projection';
import type { ReminderItemType } from '../contracts/reminders';
import { KINDS } from '../mail/item-mails';
import type { ReadStore } from '../platform/read-store/read-store.port';

/** An item named by its kind and id, as reminders and activity entries name theirs. */
export interface ItemRef {
  item_type: ReminderItemType;
  item_id: string;
}

export const itemKey = (ref: ItemRef) => `${ref.item_type}:${ref.item_id}`;

/** The items named, by `itemKey`, as their read models hold them; a deleted item is missing. */
export async function loadItems(reads: ReadStore, refs: readonly ItemRef[]): Promise<Map<string, ItemDocument>> {
  const ids = (type: ReminderItemType) => ({
    _id: { $in: [...new Set(refs.filter((ref) => ref.item_type === type).map((ref) => ref.item_id))] },
  });
  const [tasks, rdis, additionals] = await Promise.all([
    reads.collection<TaskDetailDocument>(TASK_DETAILS).find(ids(1)),
    reads.collection<RdiDocument>(RDIS).find(ids(2)),
    reads.collection<AdditionalDocument>(ADDITIONALS).find(ids(3)),
  ]);
  const items: ItemDocument[] = [
    ...tasks.map((doc) => ({ item_type: 1 as const, doc })),
    ...rdis.map((doc) => ({ item_type: 2 as const, doc })),
    ...additionals.map((doc) => ({ item_type: 3 as const, doc })),
  ];
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

export function itemSummary(item: ItemDocument): ItemSummary {
  const { id, number, title, project_id, created_by } = item.doc;
  const common = { item_type: item.item_type, id, number, title, project_id, created_by };
  const at = encodeURIComponent(id);
  switch (item.item_type) {
    case 1:
      // A possible additional is a task: it opens as one.
      return {
        ...common,
        label: item.doc.is_posible_additional ? 'Posible adicional' : 'Tarea',
        path: KINDS.task.path(at),
      };
    case 2:
      return { ...common, label: KINDS.rdi.label, path: KINDS.rdi.path(at) };
    case 3:
      return { ...common, label: KINDS.additional.label, path: KINDS.additional.path(at) };
  }
}
