import { type FeedMappers, feedFamily } from '../platform/feed/feed-family';
import { arrayOf, int, nullable, object, oneOfValues, str } from '../platform/feed/json-schema';
import {
  ENTRY_TYPES,
  type FolioLink,
  REFERENCE_TYPES,
  type SiteBookEntryEvent,
  type SiteBookEvent,
} from './site-book.events';

const link = (value: FolioLink | null) => value && { entry_id: value.entryId, folio: value.folio };
const folioLink = nullable(object({ entry_id: str, folio: int }));
const jobTypeIds = arrayOf(int);

/**
 * The Libro de Obra in the feed (topic `faena.site_book`): the book opened and closed, each folio
 * as it was signed and sealed, and each notice taken. A draft is its author's until it is signed:
 * drafting, editing and the entry's own signature mark are never published, so nothing of a draft,
 * its text included, leaves the app before the book seals it (docs/site-book.md).
 */
const mappers: FeedMappers<SiteBookEvent | SiteBookEntryEvent> = {
  SiteBookOpened: ({ data }) => ({
    type: 'site_book.opened',
    data: {
      project_id: data.projectId,
      writers: data.writers,
      notice_by: data.noticeBy,
      opened_by: data.openedBy,
    },
  }),
  SiteBookFolioSigned: ({ data }) => ({
    type: 'site_book.folio_signed',
    data: {
      entry_id: data.entryId,
      folio: data.folio,
      type: data.content.type,
      text: data.content.text,
      references: data.content.references.map(({ itemType, itemId, label }) => ({
        item_type: itemType,
        item_id: itemId,
        label,
      })),
      corrects: link(data.content.corrects),
      answers: link(data.content.answers),
      reply_by: data.content.replyBy,
      author_id: data.authorId,
      author_job_type_id: data.authorJobTypeId,
      signed_at: data.signedAt,
      file_hashes: data.fileHashes,
      previous_hash: data.previousHash,
      hash: data.hash,
      code: data.code,
      notice_user_ids: data.noticeIds,
    },
  }),
  SiteBookNoticeTaken: ({ data }) => ({
    type: 'site_book.notice_taken',
    data: { entry_id: data.entryId, folio: data.folio, user_id: data.userId },
  }),
  SiteBookClosed: ({ data }) => ({ type: 'site_book.closed', data: { project_id: data.projectId } }),
  SiteBookReopened: ({ data }) => ({ type: 'site_book.reopened', data: { project_id: data.projectId } }),
};

export const siteBookFeed = feedFamily<SiteBookEvent | SiteBookEntryEvent>({
  name: 'site_book',
  topic: 'faena.site_book',
  published: [
    {
      type: 'site_book.opened',
      version: 1,
      description:
        'Libro de Obra abierto. writers: cargos que escriben; notice_by: por tipo de folio (1 a 5), los cargos que toman conocimiento.',
      schema: object({
        project_id: str,
        writers: jobTypeIds,
        notice_by: object(Object.fromEntries(ENTRY_TYPES.map((type) => [`${type}`, jobTypeIds]))),
        opened_by: str,
      }),
    },
    {
      type: 'site_book.folio_signed',
      version: 1,
      description:
        'Folio firmado y sellado: su número, tipo (1 Instrucción, 2 Observación, 3 Respuesta, 4 Comunicación, 5 Recepción), texto en Markdown, referencias, sello (hash SHA-256 encadenado con previous_hash) y código de verificación. author_id es "system" en el folio de cierre. notice_user_ids: quienes debían tomar conocimiento al firmarse.',
      schema: object({
        entry_id: str,
        folio: int,
        type: oneOfValues([...ENTRY_TYPES]),
        text: str,
        references: arrayOf(object({ item_type: oneOfValues([...REFERENCE_TYPES]), item_id: str, label: str })),
        corrects: folioLink,
        answers: folioLink,
        reply_by: nullable(str),
        author_id: str,
        author_job_type_id: nullable(int),
        signed_at: str,
        file_hashes: arrayOf(str),
        previous_hash: nullable(str),
        hash: str,
        code: str,
        notice_user_ids: arrayOf(str),
      }),
    },
    {
      type: 'site_book.notice_taken',
      version: 1,
      description: 'Alguien tomó conocimiento de un folio firmado.',
      schema: object({ entry_id: str, folio: int, user_id: str }),
    },
    {
      type: 'site_book.closed',
      version: 1,
      description: 'Libro de Obra cerrado al cerrarse el proyecto (tras su folio de cierre).',
      schema: object({ project_id: str }),
    },
    {
      type: 'site_book.reopened',
      version: 1,
      description: 'Libro de Obra reabierto al reabrirse el proyecto (tras su folio de reapertura).',
      schema: object({ project_id: str }),
    },
  ],
  mappers,
});
