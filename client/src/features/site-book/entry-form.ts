import { formatDay, parseDay } from '../../lib/chile-date';
import type { FieldErrors } from '../../lib/use-form';
import type { Entry, EntryReference, EntryType, FolioRef, ReferencedItemType } from './site-book-types';

/** 'Nuevo folio' and a draft's edit: what the person fills in. */
export interface EntryForm {
  type: EntryType | null;
  /** Markdown. */
  text: string;
  references: EntryReference[];
  /** DD-MM-YYYY as typed; only an Instrucción asks for it. */
  replyBy: string;
  corrects: FolioRef | null;
  answers: FolioRef | null;
}

/** The upload center's type for a folio's files (issue 33), named by `entry_id`. */
export const SITE_BOOK_UPLOAD_TYPE = 9;

export const INSTRUCTION: EntryType = 1;
export const RESPONSE: EntryType = 3;

export const emptyEntryForm = (): EntryForm => ({
  type: null,
  text: '',
  references: [],
  replyBy: '',
  corrects: null,
  answers: null,
});

/** 'Corregir': a new draft of the same type that points to the corrected folio. */
export const correctionOf = (entry: Entry): EntryForm => ({
  ...emptyEntryForm(),
  type: entry.type,
  references: entry.references,
  corrects: folioRefOf(entry),
});

/** 'Responder': a new Respuesta naming the folio it answers. */
export const answerTo = (entry: Entry): EntryForm => ({
  ...emptyEntryForm(),
  type: RESPONSE,
  answers: folioRefOf(entry),
});

/** A draft's form as it was saved. */
export const formOfDraft = (entry: Entry): EntryForm => ({
  type: entry.type,
  text: entry.text,
  references: entry.references,
  replyBy: entry.reply_by ? formatDay(entry.reply_by) : '',
  corrects: entry.corrects,
  answers: entry.answers,
});

const folioRefOf = (entry: Entry): FolioRef => ({ id: entry.id, folio: entry.folio ?? 0 });

/** What the form itself can tell before sending: something to send. The server judges the rest. */
export function entryFormErrors(form: EntryForm): FieldErrors<EntryForm> {
  return {
    type: form.type === null ? 'Elige el tipo de folio.' : undefined,
    text: form.text.trim() ? undefined : 'Escribe el texto del folio.',
    replyBy:
      asksReplyBy(form) && form.replyBy.trim() && !parseDay(form.replyBy)
        ? 'Escribe la fecha como DD-MM-AAAA.'
        : undefined,
  };
}

export const asksReplyBy = (form: Pick<EntryForm, 'type'>): boolean => form.type === INSTRUCTION;

/** The fields createEntry and updateEntry share, as the API names them. */
function entryFields(form: EntryForm) {
  const replyBy = asksReplyBy(form) ? parseDay(form.replyBy) : null;
  return {
    type: form.type,
    text: form.text,
    references: form.references.map(({ item_type, item_id }) => ({ item_type, item_id })),
    ...(form.corrects ? { corrects: form.corrects.id } : {}),
    ...(form.answers ? { answers: form.answers.id } : {}),
    reply_by: replyBy,
  };
}

/** createEntry's body. An empty reply date is left out. */
export function createEntryBody(projectId: string, form: EntryForm) {
  const { reply_by, ...fields } = entryFields(form);
  return { project_id: projectId, ...fields, ...(reply_by ? { reply_by } : {}) };
}

/**
 * updateEntry's body: only the fields the person changed since the draft opened, with the version
 * it opened on, so a second tab's changes to other fields are kept (docs/decisions.md).
 */
export function updateEntryBody(entryId: string, version: number, opened: EntryForm, form: EntryForm) {
  const before = entryFields(opened);
  const after = entryFields(form);
  const changed = Object.fromEntries(
    (Object.keys(after) as Array<keyof typeof after>)
      .filter((field) => JSON.stringify(after[field]) !== JSON.stringify(before[field]))
      .map((field) => [field, after[field]]),
  );
  return { entry_id: entryId, expected_version: version, ...changed };
}

/** The reference picker's kinds, in the order it offers them. */
export const REFERENCE_KINDS: ReadonlyArray<{ type: ReferencedItemType; name: string }> = [
  { type: 'task', name: 'Tarea' },
  { type: 'rdi', name: 'RDI' },
  { type: 'additional', name: 'Adicional' },
  { type: 'payment_status', name: 'Estado de Pago' },
];

/** Adds a reference once; the same item picked again changes nothing. */
export function withReference(references: readonly EntryReference[], added: EntryReference): EntryReference[] {
  const present = references.some(
    (reference) => reference.item_type === added.item_type && reference.item_id === added.item_id,
  );
  return present ? [...references] : [...references, added];
}
