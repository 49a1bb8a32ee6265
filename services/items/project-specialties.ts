import type { ProjectDocument } from '../../projections/organisation/projects.projection';
import type { NamedEntry } from '../contracts/rdi-answers';

/**
 * A project's specialties, numbered from 1 in the project's order: the New RDI and New Additional
 * forms send these ids, and both items keep the specialty's number and its name then.
 */
export const projectSpecialties = (project: Pick<ProjectDocument, 'specialties'>): NamedEntry[] =>
  project.specialties.map((specialty, index) => ({ id: index + 1, name: specialty.name }));
