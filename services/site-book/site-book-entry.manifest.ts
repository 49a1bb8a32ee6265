import type { ItemManifest } from '../items/item-manifest';
import { siteBookFileOwner } from './site-book.file-owner';
import { siteBookEntryAsOf } from './site-book-entry.as-of';
import { siteBookEntryAggregate } from './site-book-entry.decider';
import { siteBookEntryHistory } from './site-book-entry.history';
import { readableEntry } from './site-book-view';

/**
 * An entry of the Libro de Obra: a draft, its author's alone (to anyone else its history is the
 * history's usual 404), then a signed folio that whoever reads the book reads. Its read models are
 * the book's (`site-book.manifest.ts`).
 */
export const siteBookEntryManifest: ItemManifest = {
  type: 'site_book_entry',
  aggregate: siteBookEntryAggregate,
  readable: async (reads, actor, id) => (await readableEntry(reads, actor, id)).entry.project_id,
  history: siteBookEntryHistory,
  asOf: siteBookEntryAsOf,
  projections: [],
  files: siteBookFileOwner,
};
