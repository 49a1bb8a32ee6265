import type { ProjectMemberDocument } from '../../projections/organisation/projects.projection';
import type { UserDocument } from '../../projections/users/user-directory.projection';
import { PROJECT_MEMBERS, USERS } from '../contracts/collections';
import type { HistoryActor, HistoryEvent } from '../contracts/history';
import type { HistoryItemType } from '../contracts/history-items';
import type { ItemManifest } from '../items/item-manifest';
import type { ItemRegistry } from '../items/item-registry';
import { jobType } from '../organisation/job-types';
import type { Actor } from '../platform/commands/actor';
import { SYSTEM_ACTOR } from '../platform/commands/command-context';
import type { EventStore } from '../platform/event-store/event-store.port';
import { withNames } from '../platform/history/history-table';
import type { ReadStore } from '../platform/read-store/read-store.port';
import { deviceTime } from './device-time';
import { readableHistoryItem } from './history-item';
import { streamCache } from './stream-cache';
import { streamLines } from './stream-lines';

const SYSTEM: HistoryActor = { id: SYSTEM_ACTOR, name: 'Sistema', job: null };

/** The item's events, with its related streams' (a project's members), in log order, and everyone they name. */
async function readEvents(events: EventStore, reads: ReadStore, stream: string, manifest: ItemManifest, id: string) {
  const cache = streamCache(events);
  const own = await streamLines(cache, stream, manifest.history);
  const related = manifest.relatedHistory;
  if (!related) return own;
  const read = [...own.read];
  const people = new Set(own.people);
  for (const relatedStream of await related.streams(reads, id)) {
    const lines = await streamLines(cache, relatedStream, related.reader);
    read.push(...lines.read);
    for (const person of lines.people) people.add(person);
  }
  read.sort((a, b) => a.event.position - b.event.position);
  return { read, people };
}

/**
 * Everyone the history names, with one read of the users and one of their jobs in the project
 * (their default job where the item has no project or they left it).
 */
async function peopleNamed(reads: ReadStore, ids: ReadonlySet<string>, projectId: string | null) {
  const userIds = [...ids];
  const users = await reads.collection<UserDocument>(USERS).find({ _id: { $in: userIds } });
  const members = projectId
    ? await reads
        .collection<ProjectMemberDocument>(PROJECT_MEMBERS)
        .find({ project_id: projectId, user_id: { $in: userIds } })
    : [];
  const jobs = new Map(members.map((member) => [member.user_id, member.job.name]));
  const people = new Map<string, HistoryActor>(
    users.map((user) => [
      user._id,
      { id: user._id, name: user.name, job: jobs.get(user._id) ?? jobType(user.info.default_job)?.name ?? null },
    ]),
  );
  return (id: string): HistoryActor => (id === SYSTEM_ACTOR ? SYSTEM : (people.get(id) ?? { id, name: id, job: null }));
}

/** `/history/get`: the item's events, oldest first, as people read them (404 for whoever may not read the item). */
export async function itemHistoryEvents(
  items: ItemRegistry,
  events: EventStore,
  reads: ReadStore,
  actor: Actor,
  type: HistoryItemType,
  id: string,
): Promise<HistoryEvent[]> {
  const item = await readableHistoryItem(items, reads, actor, type, id);
  const { read: all, people } = await readEvents(events, reads, item.stream, items.of(type), id);
  const read = all.filter(({ ownMark }) => ownMark === undefined || ownMark === actor.id);
  const who = await peopleNamed(reads, people, item.projectId);
  const name = (userId: string) => who(userId).name;
  return read.map(({ event, line, ownMark }) => {
    const by = who(event.metadata.actorId);
    return {
      position: event.position,
      type: event.type,
      at: event.metadata.occurredAt,
      made_at: deviceTime(event.metadata),
      actor: by,
      summary: withNames(`${by.name}${by.job ? ` (${by.job})` : ''} ${line.says}`, name),
      changes: (line.changes ?? []).map((c) => ({
        field: c.field,
        before: c.before === null ? null : withNames(c.before, name),
        after: c.after === null ? null : withNames(c.after, name),
      })),
      own_mark: ownMark !== undefined,
      ...(line.item ? { item: { item_type: line.item.itemType, item_id: line.item.itemId } } : {}),
    };
  });
}
