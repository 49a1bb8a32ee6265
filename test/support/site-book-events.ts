import { sealOf } from '../../services/site-book/folio-seal';
import type { EntryContent, SiteBookEvent } from '../../services/site-book/site-book.events';

/** When the fixtures' folios are signed. */
export const SIGNED_AT = '2026-11-23T12:00:00.000Z';

/** The fixtures' folio: an Instrucción without references or deadline. */
export const instruction: EntryContent = {
  type: 1,
  text: 'Rehacer la armadura.',
  references: [],
  corrects: null,
  answers: null,
  replyBy: null,
};

export type FolioSigned = Extract<SiteBookEvent, { type: 'SiteBookFolioSigned' }>;

/**
 * The folio a book (of project p1 unless named) seals for a draft of iris (ITO, job type 4) after the
 * folio whose hash is `previousHash`, as the book decider writes it: an Instrucción is noticed by the
 * Jefe OT javi.
 */
export function folioSigned(
  entryId: string,
  folio: number,
  previousHash: string | null,
  { content = instruction, projectId = 'p1' }: { content?: EntryContent; projectId?: string } = {},
): FolioSigned {
  const hash = sealOf({ content, authorId: 'iris', folio, signedAt: SIGNED_AT, fileHashes: [] }, previousHash);
  return {
    type: 'SiteBookFolioSigned',
    data: {
      projectId,
      entryId,
      folio,
      signedAt: SIGNED_AT,
      authorId: 'iris',
      authorJobTypeId: 4,
      content,
      fileHashes: [],
      previousHash,
      hash,
      code: 'LO-AAAA-BBBB',
      noticeIds: ['javi'],
    },
  };
}
