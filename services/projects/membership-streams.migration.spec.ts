import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FixedClock } from '../platform/clock/clock.port';
import { fold } from '../platform/commands/decider';
import type { NewEvent } from '../platform/event-store/event-store.port';
import { SqliteEventStore } from '../platform/event-store/sqlite-event-store';
import { type MembershipEvent, membershipDecider } from './membership.decider';
import { importLegacyMemberships } from './membership-streams.migration';

const old = (type: string, data: object): NewEvent => ({
  type,
  data,
  metadata: {
    actorId: 'admin',
    commandId: `${type}-${JSON.stringify(data)}`,
    correlationId: 'x',
    causationId: 'x',
    occurredAt: '2026-11-01T12:00:00.000Z',
    schemaVersion: 1,
  },
});

describe('carrying memberships over from project streams', () => {
  let dir: string;
  let log: SqliteEventStore;
  const clock = new FixedClock(new Date('2026-11-24T12:00:00Z'));
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'faena-memberships-'));
    log = new SqliteEventStore(join(dir, 'events.sqlite'));
  });
  afterEach(async () => {
    await log.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const membership = async (projectId: string, userId: string) =>
    fold(
      membershipDecider,
      (await log.readStream(`membership-${projectId}:${userId}`)) as unknown as MembershipEvent[],
    );

  it('imports each current member once, as the project stream left them', async () => {
    await log.append(
      'project-p1',
      [
        old('ProjectCreated', { projectId: 'p1' }),
        old('ProjectMemberAdded', { projectId: 'p1', userId: 'ana', jobTypeId: 2, capabilities: ['view_rdi'] }),
        old('ProjectMemberAdded', { projectId: 'p1', userId: 'ito', jobTypeId: 4, capabilities: [] }),
        old('ProjectMemberCapabilitiesSet', { projectId: 'p1', userId: 'ana', capabilities: ['end_rdi'] }),
        old('ProjectMemberJobChanged', { projectId: 'p1', userId: 'ana', jobTypeId: 3 }),
        old('ProjectMemberRemoved', { projectId: 'p1', userId: 'ito' }),
      ],
      -1,
    );
    expect(await importLegacyMemberships(log, clock)).toBe(1);
    expect(await membership('p1', 'ana')).toEqual({ member: true, jobTypeId: 3, capabilities: ['end_rdi'] });
    expect(await membership('p1', 'ito')).toEqual({ member: false });
    const before = await log.lastPosition();
    expect(await importLegacyMemberships(log, clock)).toBe(0);
    expect(await log.lastPosition()).toBe(before);
  });
});
