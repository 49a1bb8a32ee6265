import { PROJECTS, type ProjectDocument } from '../../projections/organisation/projects.projection';
import {
  SITE_BOOK_ENTRIES,
  type SiteBookEntryDocument,
  siteBookProjection,
} from '../../projections/site-book/site-book.projection';
import type { PastDetailReader } from '../items/item-manifest';
import type { AsOfDeclaration } from '../platform/read-store/as-of-declaration';
import { entryFileList } from './entry-files';
import { entryAnswer, readableEntry, viewContextOf } from './site-book-view';

/**
 * An entry as it stood: a draft (its author's alone, to anyone else a 404 on that date too) or the
 * folio as signed, with the notices taken by then and the files uploaded by then; `/siteBook/getEntry`
 * answers it. The folio is sealed in its book's stream, which is folded with the entry's own.
 */
export const siteBookEntryAsOf: AsOfDeclaration<PastDetailReader> = {
  projections: [siteBookProjection],
  relatedStreams: async (live, id, _reader, streamOf) => {
    const entry = await live.collection<SiteBookEntryDocument>(SITE_BOOK_ENTRIES).get(id);
    return entry ? [streamOf('site_book', entry.project_id)] : [];
  },
  detail: async (reads, { actor, links, now }, id) => {
    const { entry, book } = await readableEntry(reads, actor, id);
    const project = await reads.collection<ProjectDocument>(PROJECTS).get(entry.project_id);
    const files = await entryFileList(reads, links, entry.id, actor.id);
    return entryAnswer(reads, actor, book, entry, viewContextOf(project, now), files);
  },
};
