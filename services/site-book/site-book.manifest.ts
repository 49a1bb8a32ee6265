import { readableProject } from '../../projections/organisation/projects.policy';
import { siteBookProjection } from '../../projections/site-book/site-book.projection';
import type { ItemManifest } from '../items/item-manifest';
import { siteBookAsOf } from './site-book.as-of';
import { siteBookAggregate } from './site-book.decider';
import { siteBookFeed } from './site-book.feed';
import { siteBookHistory } from './site-book.history';
import { siteBookNotices } from './site-book.notices';
import { readableBook } from './site-book-view';

/**
 * A project's Libro de Obra (issue 33), by its project's id: its story is its opening, each folio
 * signed and its closing; its read models hold its folios too. Only the book's readers read it.
 */
export const siteBookManifest: ItemManifest = {
  type: 'site_book',
  aggregate: siteBookAggregate,
  readable: async (reads, actor, projectId) => {
    await readableProject(reads, actor, projectId);
    return (await readableBook(reads, actor, projectId)).project_id;
  },
  history: siteBookHistory,
  asOf: siteBookAsOf,
  projections: [siteBookProjection],
  feed: siteBookFeed,
  facts: { notices: siteBookNotices },
};
