import { sealOf } from '../../services/site-book/folio-seal';
import type { EntryContent, SiteBookEntryEvent, SiteBookEvent } from '../../services/site-book/site-book.events';
import { stored } from './projection-spec';

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

/** Events of project p1's book for specs: its drafts, folios and notices. */
export const SB_PROJECT = 'p1';

type DataOf<E extends { type: string; data: object }, T extends E['type']> = Extract<E, { type: T }>['data'];

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

/** Jefe OT (2) and ITO (4) write; the Jefe OT takes notice of Instrucciones, the ITO of Respuestas. */
export const bookOpened = (at = SIGNED_AT) =>
  stored(
    'SiteBookOpened',
    {
      projectId: SB_PROJECT,
      writers: [2, 4],
      noticeBy: { 1: [2], 2: [], 3: [4], 4: [], 5: [] },
      openedBy: 'iris',
    } satisfies DataOf<SiteBookEvent, 'SiteBookOpened'>,
    at,
    'iris',
  );

export const entryDrafted = (entryId: string, content: Partial<EntryContent> = {}, authorId = 'iris', at = SIGNED_AT) =>
  stored(
    'SiteBookEntryDrafted',
    {
      entryId,
      projectId: SB_PROJECT,
      authorId,
      ...instruction,
      ...content,
    } satisfies DataOf<SiteBookEntryEvent, 'SiteBookEntryDrafted'>,
    at,
    authorId,
  );

/** The folio as the log hands it to a projection (stored), sealed with a stand-in hash. */
export const storedFolio = (
  entryId: string,
  folio: number,
  fields: { content?: Partial<EntryContent>; authorId?: string; noticeIds?: string[] } = {},
  at = SIGNED_AT,
) => {
  const authorId = fields.authorId ?? 'iris';
  return stored(
    'SiteBookFolioSigned',
    {
      projectId: SB_PROJECT,
      entryId,
      folio,
      signedAt: at,
      authorId,
      authorJobTypeId: 4,
      content: { ...instruction, ...fields.content },
      fileHashes: [],
      previousHash: folio === 1 ? null : `h${folio - 1}`,
      hash: `h${folio}`,
      code: `LO-${folio}`,
      noticeIds: fields.noticeIds ?? [],
    } satisfies DataOf<SiteBookEvent, 'SiteBookFolioSigned'>,
    at,
    authorId,
  );
};

export const noticeTaken = (entryId: string, folio: number, userId: string, at = SIGNED_AT) =>
  stored(
    'SiteBookNoticeTaken',
    { entryId, projectId: SB_PROJECT, folio, userId } satisfies DataOf<SiteBookEntryEvent, 'SiteBookNoticeTaken'>,
    at,
    userId,
  );
