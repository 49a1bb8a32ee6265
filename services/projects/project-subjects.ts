import type { ProjectDocument } from '../../projections/organisation/projects.projection';
import type { ReadStore } from '../platform/read-store/read-store.port';

/**
 * The subjects a project's items can be filed under (docs/decisions.md), in the order the forms
 * offer them; one item type's manifest keeps them (the RDI's: the project's specialties and the subjects typed on its RDI).
 */
export type ProjectSubjects = (
  reads: ReadStore,
  project: ProjectDocument,
) => Promise<Array<{ id: number; name: string }>>;

/** The manifests' `ProjectSubjects`: the composition root provides it. */
export const PROJECT_SUBJECTS = Symbol('ProjectSubjects');
