import { projectionSpec, stored } from '../../test/support/projection-spec';
import { MEMBERSHIP_STREAMS, membershipStreamsProjection } from './membership-streams.projection';

const given = projectionSpec(membershipStreamsProjection);
const inStream = (stream: string, event: ReturnType<typeof stored>) => ({ ...event, stream });
const member = { projectId: 'p1', userId: 'rita', jobTypeId: 2, capabilities: [] };

describe('membership streams of a project', () => {
  it('keeps every member’s stream, also after the member left, and not the old entries of project streams', () =>
    given([
      inStream('membership-p1:rita', stored('ProjectMemberAdded', member)),
      inStream('membership-p1:omar', stored('ProjectMemberImported', { ...member, userId: 'omar' })),
      inStream('membership-p1:rita', stored('ProjectMemberRemoved', { projectId: 'p1', userId: 'rita' })),
      inStream('project-p1', stored('ProjectMemberAdded', { ...member, userId: 'eva' })),
    ]).thenDocuments(MEMBERSHIP_STREAMS, [
      { _id: 'membership-p1:omar', project_id: 'p1' },
      { _id: 'membership-p1:rita', project_id: 'p1' },
    ]));
});
