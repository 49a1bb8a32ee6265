import { readableProject } from '../../projections/organisation/projects.policy';
import {
  PROJECT_MEMBERS,
  PROJECTS,
  type ProjectDocument,
  type ProjectMemberDocument,
  projectsProjection,
} from '../../projections/organisation/projects.projection';
import { streamName } from '../platform/commands/decider';
import type { AsOfDeclaration } from '../platform/read-store/as-of-declaration';
import { memberPreferencesAggregate } from './member-preferences.decider';
import { membershipAggregate, membershipId } from './membership.decider';
import { projectForUser } from './project-view';

/**
 * A project as it stood, as `/project/getProjectByID` answers it to the reader: its own stream,
 * and the memberships of today's members (its head count, the reader's job and capabilities then)
 * with the reader's own options. A member removed since is not counted on any date. The projection
 * keeps the names it shows from their events: its company's stream and the streams of today's
 * members and of whoever closed it give them as they stood.
 */
export const projectAsOf: AsOfDeclaration = {
  projections: [projectsProjection],
  relatedStreams: async (live, id, reader, streamOf) => {
    const [members, project] = await Promise.all([
      live.collection<ProjectMemberDocument>(PROJECT_MEMBERS).find({ project_id: id }, { projection: { user_id: 1 } }),
      live.collection<ProjectDocument>(PROJECTS).get(id),
    ]);
    const people = new Set(members.map((member) => member.user_id));
    if (project?.status) people.add(project.status.user.id);
    return [
      ...members.map((member) => streamName(membershipAggregate, membershipId(id, member.user_id))),
      streamName(memberPreferencesAggregate, membershipId(id, reader.id)),
      ...(project ? [streamOf('company', project.company_id)] : []),
      ...[...people].map((userId) => streamOf('user', userId)),
    ];
  },
  detail: async (reads, { actor }, id) => projectForUser(reads, await readableProject(reads, actor, id), actor.id),
};
