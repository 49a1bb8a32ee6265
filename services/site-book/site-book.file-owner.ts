import { SITE_BOOK_ENTRIES, type SiteBookEntryDocument } from '../../projections/site-book/site-book.projection';
import type { FileOwner } from '../contracts/uploads';
import type { FileTakingItems } from '../files/file-taking-items';
import type { ReadStore } from '../platform/read-store/read-store.port';
import { getBook, mayReadEntry } from './site-book-view';

const entryOf = (reads: ReadStore, owner: FileOwner) =>
  reads.collection<SiteBookEntryDocument>(SITE_BOOK_ENTRIES).get(owner.ids.entry_id ?? '');

/**
 * An entry of the Libro de Obra (upload type 9, 'site_book_entry') takes files from its author while
 * it is a draft; once signed its files are sealed (their SHA-256 are in the folio's seal), so they are
 * neither deleted nor replaced and no file is added. Its files are read by whoever reads the entry (a
 * draft: its author only).
 */
export const siteBookFileOwner: FileTakingItems = {
  owners: ['site_book_entry'],
  heardByUploaderOnly: true,
  async takesFile(reads, { owner, projectId, actor }) {
    const entry = await entryOf(reads, owner);
    if (!entry || entry.project_id !== projectId) return false;
    return entry.author_id === (await actor()).id;
  },
  async sealedBy(reads, owner) {
    return (await entryOf(reads, owner))?.status === 'signed' ? 'un folio firmado' : null;
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
