import { readableProject } from '../../projections/organisation/projects.policy';
import { siteBookProjection } from '../../projections/site-book/site-book.projection';
import type { PastDetailReader } from '../items/item-manifest';
import { projectFactsOf } from '../organisation/project-facts';
import type { AsOfDeclaration } from '../platform/read-store/as-of-declaration';
import { bookAnswer, readableBook } from './site-book-view';

/** A Libro de Obra as it stood (open or closed, who wrote and who took notice): `/siteBook/get` answers it. */
export const siteBookAsOf: AsOfDeclaration<PastDetailReader> = {
  projections: [siteBookProjection],
  detail: async (reads, { actor }, projectId) => {
    const project = await readableProject(reads, actor, projectId);
    const book = await readableBook(reads, actor, projectId);
    return bookAnswer(reads, actor, book, projectFactsOf(project).closed);
  },
};
