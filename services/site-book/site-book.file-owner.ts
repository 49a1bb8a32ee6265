import { SITE_BOOK_ENTRIES, type SiteBookEntryDocument } from '../../projections/site-book/site-book.projection';
import type { FileTakingItems } from '../files/file-taking-items';
import { getBook, mayReadEntry } from './site-book-view';

/**
 * A draft of the Libro de Obra (upload type 9, 'site_book_entry') takes files from its author
 * until it is signed; its files are read by whoever reads the entry (a draft: its author only).
 */
export const siteBookFileOwner: FileTakingItems = {
  owners: ['site_book_entry'],
  async takesFile(reads, { owner, projectId, actor }) {
    const entry = await reads.collection<SiteBookEntryDocument>(SITE_BOOK_ENTRIES).get(owner.ids.entry_id ?? '');
    if (!entry || entry.project_id !== projectId || entry.status !== 'draft') return false;
    return entry.author_id === (await actor()).id;
  },
  async readable(reads, actor, files) {
    const entryIds = [...new Set(files.map((file) => file.owner_ids.entry_id ?? ''))];
    const entries = await reads.collection<SiteBookEntryDocument>(SITE_BOOK_ENTRIES).find({ _id: { $in: entryIds } });
    const readable = new Set<string>();
    for (const entry of entries) {
      const book = await getBook(reads, entry.project_id);
      if (book && mayReadEntry(actor, book, entry)) readable.add(entry.id);
    }
    return files.filter((file) => readable.has(file.owner_ids.entry_id ?? ''));
  },
};
