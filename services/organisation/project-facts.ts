import type { ProjectDocument } from '../../projections/organisation/projects.projection';
import type { ProjectFacts } from './refusal';

/** What every command's rules know of a project, from its read model. */
export const projectFactsOf = (project: Pick<ProjectDocument, '_id' | 'deleted_at'>): ProjectFacts => ({
  projectId: project._id,
  closed: project.deleted_at !== null,
});
