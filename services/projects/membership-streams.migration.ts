import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { ProjectCapability } from '../contracts/capabilities';
import { CLOCK, type Clock } from '../platform/clock/clock.port';
import { SYSTEM_ACTOR } from '../platform/commands/command-context';
import { streamName } from '../platform/commands/decider';
import {
  EVENT_STORE,
  type EventMetadata,
  type EventStore,
  NO_STREAM,
  type StoredEvent,
  WrongExpectedRevisionError,
} from '../platform/event-store/event-store.port';
import { membershipAggregate, membershipId } from './membership.decider';

/** Written once the import ran, so a start reads one stream instead of the whole log. */
const DONE_STREAM = 'migration-membership-streams';

type Member = { projectId: string; userId: string; jobTypeId: number; capabilities: ProjectCapability[] };

/** Folds the membership events a project stream held into who belongs there now. */
function membersFromProjectStreams(events: Iterable<StoredEvent>, members: Map<string, Member>): void {
  for (const event of events) {
    if (!event.stream.startsWith('project-')) continue;
    const data = event.data as Partial<Member>;
    const key = `${data.projectId}:${data.userId}`;
    const member = members.get(key);
    switch (event.type) {
      case 'ProjectMemberAdded':
        members.set(key, data as Member);
        break;
      case 'ProjectMemberJobChanged':
        if (member) member.jobTypeId = data.jobTypeId!;
        break;
      case 'ProjectMemberCapabilitiesSet':
        if (member) member.capabilities = data.capabilities!;
        break;
      case 'ProjectMemberRemoved':
        members.delete(key);
        break;
    }
  }
}

const metadata = (commandId: string, at: string): EventMetadata => ({
  actorId: SYSTEM_ACTOR,
  commandId,
  correlationId: commandId,
  causationId: commandId,
  occurredAt: at,
  schemaVersion: 1,
});

/**
 * Before memberships had their own streams, a project's stream held them. Once per log, each
 * current member gets a `ProjectMemberImported` in their membership stream, so the membership
 * decider knows them; read models already hold them from the old events, which stay as written.
 */
export async function importLegacyMemberships(log: EventStore, clock: Clock): Promise<number> {
  // An empty log has nothing to carry over, and must stay empty for the demo data to be seeded.
  if ((await log.lastPosition()) === 0 || (await log.readStream(DONE_STREAM)).length > 0) return 0;
  const members = new Map<string, Member>();
  for await (const batch of log.readAll(0)) membersFromProjectStreams(batch, members);
  const at = clock.now().toISOString();
  let imported = 0;
  for (const member of members.values()) {
    const id = membershipId(member.projectId, member.userId);
    const event = { type: 'ProjectMemberImported', data: member, metadata: metadata(`import-${id}`, at) };
    try {
      await log.append(streamName(membershipAggregate, id), [event], NO_STREAM);
      imported += 1;
    } catch (error) {
      // The membership already has its stream: written by the new code, nothing to carry over.
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
    }
  }
  const done = { type: 'MigrationCompleted', data: { imported }, metadata: metadata(DONE_STREAM, at) };
  await log.append(DONE_STREAM, [done], NO_STREAM);
  return imported;
}

/** Runs the import while the app starts, before it serves a command. */
@Injectable()
export class MembershipStreamsMigration implements OnModuleInit {
  constructor(
    @Inject(EVENT_STORE) private readonly log: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async onModuleInit(): Promise<void> {
    await importLegacyMemberships(this.log, this.clock);
  }
}
