import { newEvent, useTemporaryEventLog } from '../../test/support/event-log';
import { FixedClock } from '../platform/clock/clock.port';
import { fold } from '../platform/commands/decider';
import { membershipDecider } from './membership.decider';
import { type MembershipEvent } from './membership.events';
import { importLegacyMemberships } from './membership-streams.migration';

/** An event of the project stream as the administrator appended it before the migration. */
const old = (type: string, data: object) => newEvent(type, data, { actorId: 'admin' });

describe('carrying memberships over from project streams', () => {
  const { log } = useTemporaryEventLog();
  const clock = new FixedClock(new Date('2026-11-24T12:00:00Z'));

  const membership = async (projectId: string, userId: string) =>
    fold(
      membershipDecider,
      (await log().readStream(`membership-${projectId}:${userId}`)) as unknown as MembershipEvent[],
    );

  it('imports each current member once, as the project stream left them', async () => {
    await log().append(
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
    expect(await importLegacyMemberships(log(), clock)).toBe(1);
    expect(await membership('p1', 'ana')).toEqual({ member: true, jobTypeId: 3, capabilities: ['end_rdi'] });
    expect(await membership('p1', 'ito')).toEqual({ member: false });
    const before = await log().lastPosition();
    expect(await importLegacyMemberships(log(), clock)).toBe(0);
    expect(await log().lastPosition()).toBe(before);
  });
});
