import type { MembershipEvent } from '../../services/projects/membership.events';
import type { EntryContent, SiteBookEntryEvent, SiteBookEvent } from '../../services/site-book/site-book.events';
import { stored } from './projection-spec';

/** Stored Libro de Obra events for specs: a book of project p1, its drafts, folios and notices. */
type DataOf<E extends { type: string; data: object }, T extends E['type']> = Extract<E, { type: T }>['data'];

export const SB_AT = '2026-11-23T12:00:00.000Z';
export const SB_PROJECT = 'p1';

export const instruction: EntryContent = {
  type: 1,
  text: 'Rehacer el moldaje.',
  references: [],
  corrects: null,
  answers: null,
  replyBy: '2026-12-01',
};

/** Jefe OT (2) and ITO (4) write; the Jefe OT takes notice of Instrucciones, the ITO of Respuestas. */
export const bookOpened = (at = SB_AT) =>
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

export const entryDrafted = (entryId: string, content: Partial<EntryContent> = {}, authorId = 'iris', at = SB_AT) =>
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

export const folioSigned = (
  entryId: string,
  folio: number,
  fields: { content?: Partial<EntryContent>; authorId?: string; noticeIds?: string[] } = {},
  at = SB_AT,
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

export const noticeTaken = (entryId: string, folio: number, userId: string, at = SB_AT) =>
  stored(
    'SiteBookNoticeTaken',
    { entryId, projectId: SB_PROJECT, folio, userId } satisfies DataOf<SiteBookEntryEvent, 'SiteBookNoticeTaken'>,
    at,
    userId,
  );

export const memberAdded = (userId: string, jobTypeId: number, at = SB_AT) =>
  stored(
    'ProjectMemberAdded',
    { projectId: SB_PROJECT, userId, jobTypeId, capabilities: [] } satisfies DataOf<
      MembershipEvent,
      'ProjectMemberAdded'
    >,
    at,
  );

export const memberRemoved = (userId: string, at = SB_AT) =>
  stored('ProjectMemberRemoved', { projectId: SB_PROJECT, userId }, at);

export const memberJobChanged = (userId: string, jobTypeId: number, at = SB_AT) =>
  stored('ProjectMemberJobChanged', { projectId: SB_PROJECT, userId, jobTypeId }, at);
