import { emptyOpening, openingError, withNotice, withWriter } from '../../client/src/features/site-book/book-opening';
import {
  answerTo,
  correctionOf,
  createEntryBody,
  type EntryForm,
  emptyEntryForm,
  entryFormErrors,
  formOfDraft,
  updateEntryBody,
  withReference,
} from '../../client/src/features/site-book/entry-form';
import { firstListQuery, listBody } from '../../client/src/features/site-book/entry-list-query';
import { folioName, noticeState, referenceLink, signedText } from '../../client/src/features/site-book/site-book-rows';
import type { Entry, EntryRow } from '../../client/src/features/site-book/site-book-types';

const SIGNED_AT = '2026-11-20T13:05:00.000Z';

const entry = (changes: Partial<Entry> = {}): Entry => ({
  id: 'e7',
  book_id: 'b1',
  project_id: 'p1',
  status: 'signed',
  folio: 7,
  type: 1,
  type_name: 'Instrucción',
  text: 'Retirar el moldaje del eje C.',
  excerpt: 'Retirar el moldaje del eje C.',
  references: [{ item_type: 'rdi', item_id: 'r3', label: 'RDI Nº 3: Anclaje' }],
  corrects: null,
  corrected_by: [],
  answers: null,
  answered_by: [],
  reply_by: '2026-11-25',
  author: { id: 'u4', name: 'Iris Torres', job_type: 'ITO' },
  created_at: SIGNED_AT,
  updated_at: SIGNED_AT,
  signed_at: SIGNED_AT,
  signed_by: { id: 'u4', name: 'Iris Torres' },
  hash: 'ab'.repeat(32),
  code: 'LO-7KQ2-M9XD',
  files: [],
  notices: [],
  notice_pending: [],
  ball_in_court: null,
  version: 3,
  can: { update: false, sign: false, take_notice: false, correct: true, answer: true },
  ...changes,
});

const jefe = { user_id: 'u2', name: 'Juan Pérez', job_type: 'Jefe OT' };
const admin = { user_id: 'u1', name: 'Ana Díaz', job_type: 'Administrador' };

describe('an index row of the Libro de Obra', () => {
  it('names a signed folio by its number and a draft as Borrador', () => {
    expect(folioName(entry())).toBe('Folio Nº 7');
    expect(folioName(entry({ status: 'draft', folio: null }))).toBe('Borrador');
    expect(signedText(entry({ signed_at: null }))).toBe('Sin firmar');
    expect(signedText(entry())).toBe('20-11-2026 10:05');
  });

  it("counts the notices taken ('Conocimiento: 2 de 3') and says how long the oldest pending one waits", () => {
    const now = new Date('2026-11-23T13:05:00.000Z');
    const row: EntryRow = entry({ notices: [{ ...jefe, at: SIGNED_AT }], notice_pending: [admin] });
    expect(noticeState(row, now)).toBe('Conocimiento: 1 de 2 · pendiente hace 3 días');
    expect(noticeState(row, new Date('2026-11-20T15:35:00.000Z'))).toBe(
      'Conocimiento: 1 de 2 · pendiente hace 2 horas',
    );
    expect(noticeState(entry({ notices: [{ ...jefe, at: SIGNED_AT }] }), now)).toBe('Conocimiento: 1 de 1');
  });

  it('shows no notice state for a draft nor for a folio nobody must take notice of', () => {
    expect(noticeState(entry(), new Date())).toBeNull();
    expect(noticeState(entry({ signed_at: null, notice_pending: [admin] }), new Date())).toBeNull();
  });

  it("opens each reference at its item's deep link; an Estado de Pago at the additionals' table", () => {
    expect(referenceLink({ item_type: 'task', item_id: 't 1' })).toBe('/consultas?task=t%201');
    expect(referenceLink({ item_type: 'rdi', item_id: 'r3' })).toBe('/rdi?rdi=r3');
    expect(referenceLink({ item_type: 'additional', item_id: 'a2' })).toBe('/adicionales?additional=a2');
    expect(referenceLink({ item_type: 'payment_status', item_id: 'ps1' })).toBe('/adicionales?list=3');
  });
});

describe("the index's call", () => {
  it('sends the filters only when chosen', () => {
    expect(listBody('p1', { page: 2, type: null, unnoticed: false })).toEqual({ project_id: 'p1', page: 2 });
    expect(listBody('p1', { page: 1, type: 3, unnoticed: true })).toEqual({
      project_id: 'p1',
      page: 1,
      type: 3,
      unnoticed: true,
    });
  });

  it("opens on 'Sin conocimiento' when the address says ?unnoticed=1 (the dashboard's link)", () => {
    expect(firstListQuery('?unnoticed=1&folio=e7')).toEqual({ page: 1, type: null, unnoticed: true });
    expect(firstListQuery('folio=e7')).toEqual({ page: 1, type: null, unnoticed: false });
  });
});

describe('the folio form', () => {
  const filled: EntryForm = {
    ...emptyEntryForm(),
    type: 1,
    text: 'Retirar el moldaje.',
    references: [{ item_type: 'task', item_id: 't1', label: 'Tarea Nº 1: Moldaje' }],
    replyBy: '25-11-2026',
  };

  it('asks for a type and a text, and a reply date written as a day', () => {
    expect(entryFormErrors(emptyEntryForm())).toEqual({
      type: 'Elige el tipo de folio.',
      text: 'Escribe el texto del folio.',
      replyBy: undefined,
    });
    expect(entryFormErrors({ ...filled, replyBy: '31-02-2026' }).replyBy).toBe('Escribe la fecha como DD-MM-AAAA.');
    expect(entryFormErrors(filled)).toEqual({ type: undefined, text: undefined, replyBy: undefined });
  });

  it('creates with the ids of the references and the reply date of an Instrucción in the API format', () => {
    expect(createEntryBody('p1', filled)).toEqual({
      project_id: 'p1',
      type: 1,
      text: 'Retirar el moldaje.',
      references: [{ item_type: 'task', item_id: 't1' }],
      reply_by: '2026-11-25',
    });
  });

  it('sends no reply date for another type nor when left empty', () => {
    expect(createEntryBody('p1', { ...filled, type: 4 })).not.toHaveProperty('reply_by');
    expect(createEntryBody('p1', { ...filled, replyBy: '' })).not.toHaveProperty('reply_by');
  });

  it('a correction keeps the type and references and names the corrected folio; an answer is a Respuesta naming the folio', () => {
    const corrected = correctionOf(entry());
    expect(corrected).toMatchObject({ type: 1, text: '', corrects: { id: 'e7', folio: 7 }, answers: null });
    expect(createEntryBody('p1', { ...corrected, text: 'Corrige el eje.' })).toMatchObject({
      corrects: 'e7',
      references: [{ item_type: 'rdi', item_id: 'r3' }],
    });
    const answer = answerTo(entry());
    expect(answer).toMatchObject({ type: 3, answers: { id: 'e7', folio: 7 }, corrects: null });
    expect(createEntryBody('p1', { ...answer, text: 'Recibido.' })).toEqual({
      project_id: 'p1',
      type: 3,
      text: 'Recibido.',
      references: [],
      answers: 'e7',
    });
  });

  it("a draft's edit sends only the fields changed since it opened, with the version it opened on", () => {
    const draft = entry({ status: 'draft', folio: null, signed_at: null });
    const opened = formOfDraft(draft);
    expect(opened.replyBy).toBe('25-11-2026');
    expect(updateEntryBody(draft.id, draft.version, opened, { ...opened, text: 'Otro texto.' })).toEqual({
      entry_id: 'e7',
      expected_version: 3,
      text: 'Otro texto.',
    });
    expect(updateEntryBody(draft.id, draft.version, opened, { ...opened, replyBy: '' })).toEqual({
      entry_id: 'e7',
      expected_version: 3,
      reply_by: null,
    });
  });

  it('adds a reference once', () => {
    const reference = { item_type: 'rdi' as const, item_id: 'r3', label: 'RDI Nº 3: Anclaje' };
    expect(withReference([reference], { ...reference })).toEqual([reference]);
    expect(withReference([], reference)).toEqual([reference]);
  });
});

describe("'Abrir Libro de Obra'", () => {
  it('toggles writers and, per entry type, who must take notice', () => {
    let opening = withWriter(withWriter(emptyOpening(), 4, true), 2, true);
    opening = withNotice(withNotice(opening, 1, 2, true), 1, 2, true);
    expect(opening.writers).toEqual([2, 4]);
    expect(opening.noticeBy[1]).toEqual([2]);
    expect(withNotice(opening, 1, 2, false).noticeBy[1]).toEqual([]);
    expect(withWriter(opening, 4, false).writers).toEqual([2]);
  });

  it('asks for at least one writer', () => {
    expect(openingError(emptyOpening())).toBe('Elige al menos un cargo que escriba en el libro.');
    expect(openingError(withWriter(emptyOpening(), 4, true))).toBeUndefined();
  });
});
