import {
  MEMBERSHIP_STREAMS,
  type MembershipStreamDocument,
} from '../../projections/history/membership-streams.projection';
import { readableProject } from '../../projections/organisation/projects.policy';
import { projectsProjection } from '../../projections/organisation/projects.projection';
import type { FeatureManifest } from '../platform/feature-manifest';
import { membershipHistory } from './membership.history';
import { projectAsOf } from './project.as-of';
import { projectAggregate } from './project.decider';
import { projectFeed } from './project.feed';
import { projectHistory } from './project.history';
import { projectValueRepairs } from './project.upcasters';

export const projectManifest: FeatureManifest = {
  type: 'project',
  aggregate: projectAggregate,
  readable: async (reads, actor, id) => (await readableProject(reads, actor, id))._id,
  history: projectHistory,
  // Its members: who was added, changed or removed is part of the project's story.
  relatedHistory: {
    reader: membershipHistory,
    streams: async (reads, projectId) =>
      (await reads.collection<MembershipStreamDocument>(MEMBERSHIP_STREAMS).find({ project_id: projectId })).map(
        (doc) => doc._id,
      ),
  },
  asOf: projectAsOf,
  projections: [projectsProjection],
  feed: projectFeed,
  valueRepairs: projectValueRepairs,
};
