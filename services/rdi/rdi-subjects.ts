import type { ProjectDocument } from '../../projections/organisation/projects.projection';
import { RDI_SUBJECTS, type RdiSubjectDocument } from '../../projections/rdi/rdi.projection';
import type { ReadStore } from '../platform/read-store/read-store.port';
import type { NamedEntry } from './rdi.events';

/** A project's specialties, numbered from 1 in the project's order (the New RDI form sends these ids). */
export const projectSpecialties = (project: Pick<ProjectDocument, 'specialties'>): NamedEntry[] =>
  project.specialties.map((specialty, index) => ({ id: index + 1, name: specialty.name }));

/**
 * The subjects items of a project can be filed under (docs/decisions.md): its specialties, then
 * the subjects typed on its RDI (numbered from 1001), in the order they were typed.
 */
export async function projectSubjects(reads: ReadStore, project: ProjectDocument): Promise<NamedEntry[]> {
  const typed = await reads
    .collection<RdiSubjectDocument>(RDI_SUBJECTS)
    .find({ project_id: project._id }, { sort: { id: 1 } });
  return [...projectSpecialties(project), ...typed.map(({ id, name }) => ({ id, name }))];
}
