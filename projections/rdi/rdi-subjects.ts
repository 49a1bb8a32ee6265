import { projectSpecialties } from '../../services/items/project-specialties';
import type { ReadStore } from '../../services/platform/read-store/read-store.port';
import type { NamedEntry } from '../../services/rdi/rdi.events';
import type { ProjectDocument } from '../organisation/projects.projection';
import { RDI_SUBJECTS, type RdiSubjectDocument } from './rdi.projection';

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
