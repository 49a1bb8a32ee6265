import { post } from '../../../lib/http';
import type { BookOpening } from '../book-opening';
import type { Entry, SiteBook } from '../site-book-types';
import { reloadSiteBook } from './site-book-queries';

/** 'Abrir Libro de Obra': answers the book as opened. */
export async function openBook(projectId: string, { writers, noticeBy }: BookOpening, commandId: string) {
  const { book } = await post<{ book: SiteBook }>(
    '/siteBook/open',
    { project_id: projectId, writers, notice_by: noticeBy },
    { commandId },
  );
  void reloadSiteBook();
  return book;
}

/** A command on an entry that answers the entry as it now is. */
async function entryCommand(path: string, body: object, commandId: string, sessionless = false): Promise<Entry> {
  const { entry } = await post<{ entry: Entry }>(path, body, { commandId, sessionless });
  void reloadSiteBook();
  return entry;
}

export const createEntry = (body: object, commandId: string) => entryCommand('/siteBook/createEntry', body, commandId);

export const updateEntry = (body: object, commandId: string) => entryCommand('/siteBook/updateEntry', body, commandId);

/**
 * 'Firmar': the author's password again. A wrong one answers 401 with the server's words, which is
 * a refusal to show, not an ended session (as at sign-in).
 */
export const signEntry = (entryId: string, password: string, commandId: string) =>
  entryCommand('/siteBook/signEntry', { entry_id: entryId, password }, commandId, true);

export const takeNotice = (entryId: string, commandId: string) =>
  entryCommand('/siteBook/takeNotice', { entry_id: entryId }, commandId);
