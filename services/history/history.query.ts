import type { ProjectMemberDocument } from '../../projections/organisation/projects.projection';
import type { UserDocument } from '../../projections/users/user-directory.projection';
import { PROJECT_MEMBERS, USERS } from '../contracts/collections';
import type { HistoryActor, HistoryEvent } from '../contracts/history';
import type { HistoryItemType } from '../contracts/history-items';
import { jobType } from '../organisation/job-types';
import type { Actor } from '../platform/commands/actor';
import { SYSTEM_ACTOR } from '../platform/commands/command-context';
import type { EventStore } from '../platform/event-store/event-store.port';
import { peopleIn, type ReadEvent, withNames } from '../platform/history/history-table';
import type { ReadStore } from '../platform/read-store/read-store.port';
import { readableHistoryItem } from './history-item';
import { HISTORIES } from './history-registry';

const SYSTEM: HistoryActor = { id: SYSTEM_ACTOR, name: 'Sistema', job: null };

/** The item's events the reader may see: another person's own marks stay theirs. */
async function readEvents(events: EventStore, reads: ReadStore, stream: string, type: HistoryItemType, id: string) {
  const source = HISTORIES[type];
  const read = source.reader.read(await events.readStream(stream));
  if (source.related) {
    for (const related of await source.related.streams(reads, id)) {
      read.push(...source.related.reader.read(await events.readStream(related)));
    }
    read.sort((a, b) => a.event.position - b.event.position);
  }
  return read;
}

/**
 * Everyone the history names, with one read of the users and one of their jobs in the project
 * (their default job where the item has no project or they left it).
 */
async function peopleNamed(reads: ReadStore, read: readonly ReadEvent[], projectId: string | null) {
  const ids = new Set<string>();
  for (const { event, line } of read) {
    ids.add(event.metadata.actorId);
    for (const text of [line.says, ...(line.changes ?? []).flatMap((c) => [c.before ?? '', c.after ?? ''])]) {
      for (const id of peopleIn(text)) ids.add(id);
    }
  }
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
  events: EventStore,
  reads: ReadStore,
  actor: Actor,
  type: HistoryItemType,
  id: string,
): Promise<HistoryEvent[]> {
  const item = await readableHistoryItem(reads, actor, type, id);
  const read = (await readEvents(events, reads, item.stream, type, id)).filter(
    ({ ownMark }) => ownMark === undefined || ownMark === actor.id,
  );
  const who = await peopleNamed(reads, read, item.projectId);
  const name = (userId: string) => who(userId).name;
  return read.map(({ event, line }) => {
    const by = who(event.metadata.actorId);
    return {
      position: event.position,
      type: event.type,
      at: event.metadata.occurredAt,
      actor: by,
      summary: withNames(`${by.name}${by.job ? ` (${by.job})` : ''} ${line.says}`, name),
      changes: (line.changes ?? []).map((c) => ({
        field: c.field,
        before: c.before === null ? null : withNames(c.before, name),
        after: c.after === null ? null : withNames(c.after, name),
      })),
    };
  });
}
