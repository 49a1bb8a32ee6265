import { projectMember } from '../../test/support/actors';
import { deciderSpec } from '../../test/support/given-when-then';
import type { ProjectFacts } from '../organisation/refusal';
import type { SiteBookEntryEvent } from './site-book.events';
import { type DraftInput, siteBookEntryDecider } from './site-book-entry.decider';
import { type BookSetup, SITE_BOOK_MESSAGES as M } from './site-book-rules';

const given = deciderSpec(siteBookEntryDecider);
const project: ProjectFacts = { projectId: 'p1', closed: false };
const book: BookSetup = {
  projectId: 'p1',
  writers: [2, 4],
  noticeBy: { 1: [2], 2: [2], 3: [4], 4: [2, 4], 5: [4] },
  closed: false,
};
const ito = projectMember('iris', 4, []);
const jefe = projectMember('javi', 2, []);
const terreno = projectMember('tere', 3, []);
const today = '2026-11-23';
const about = { entryId: 'e1', book, project };

const input: DraftInput = {
  type: 1,
  text: 'Rehacer la armadura.',
  references: [{ itemType: 'rdi', itemId: 'r1', item: { projectId: 'p1', label: 'RDI Nº 3: Losa', private: false } }],
  corrects: null,
  answers: null,
  replyBy: '2026-12-01',
};
const create = (draft: Partial<DraftInput> = {}, of: { book?: BookSetup | null; project?: ProjectFacts } = {}) =>
  ({ type: 'CreateEntry', ...about, ...of, draft: { ...input, ...draft }, today }) as const;
const drafted: SiteBookEntryEvent = {
  type: 'SiteBookEntryDrafted',
  data: {
    entryId: 'e1',
    projectId: 'p1',
    authorId: 'iris',
    type: 1,
    text: 'Rehacer la armadura.',
    references: [{ itemType: 'rdi', itemId: 'r1', label: 'RDI Nº 3: Losa' }],
    corrects: null,
    answers: null,
    replyBy: '2026-12-01',
  },
};
const signed: SiteBookEntryEvent = { type: 'SiteBookEntrySigned', data: { entryId: 'e1', projectId: 'p1', folio: 7 } };
const update = (changes: Partial<DraftInput>, expectedVersion?: number) =>
  ({
    type: 'UpdateEntry',
    ...about,
    changes,
    today,
    ...(expectedVersion !== undefined ? { expectedVersion } : {}),
  }) as const;
const notice = { type: 'TakeNotice', ...about } as const;
const signedFolio = (type: 1 | 2, folio: number | null = 3) => ({
  entryId: 'e0',
  folio: { projectId: 'p1', folio, type },
});

describe('the site book entry decider', () => {
  describe('writing a draft', () => {
    it('is for members whose job type writes in the open book', () => {
      given([]).when(create(), ito).thenEvents([drafted]);
      given([]).when(create(), terreno).thenThrows(M.notWriter, 403);
      given([])
        .when(create({}, { book: null }), ito)
        .thenThrows(M.noBook, 404);
      given([])
        .when(create({}, { book: { ...book, closed: true } }), ito)
        .thenThrows(M.closed, 409);
      given([])
        .when(create({}, { project: { ...project, closed: true } }), ito)
        .thenThrows('El proyecto está cerrado.', 409);
    });

    it('refuses each bad field naming it', () => {
      given([])
        .when(create({ type: 9 }), ito)
        .thenThrows(M.type, 400, 'type');
      given([])
        .when(create({ text: ' <p></p> ' }), ito)
        .thenThrows(M.text, 400, 'text');
      given([])
        .when(create({ type: 2 }), ito)
        .thenThrows(M.replyByType, 400, 'reply_by');
      given([])
        .when(create({ replyBy: '2026-11-22' }), ito)
        .thenThrows(M.replyByRange, 400, 'reply_by');
      given([])
        .when(create({ replyBy: '2031-01-01' }), ito)
        .thenThrows(M.replyByRange, 400, 'reply_by');
    });

    it('cites only items of the project the author may read, and never a private task', () => {
      const unseen = { itemType: 'task' as const, itemId: 't1', item: null };
      const elsewhere = {
        itemType: 'task' as const,
        itemId: 't1',
        item: { projectId: 'p2', label: 'x', private: false },
      };
      const privateTask = {
        itemType: 'task' as const,
        itemId: 't1',
        item: { projectId: 'p1', label: 'x', private: true },
      };
      given([])
        .when(create({ references: [unseen] }), ito)
        .thenThrows(M.reference, 400, 'references');
      given([])
        .when(create({ references: [elsewhere] }), ito)
        .thenThrows(M.reference, 400, 'references');
      given([])
        .when(create({ references: [privateTask] }), ito)
        .thenThrows(M.privateTask, 400, 'references');
    });

    it('corrects and answers only signed folios of the book, a Respuesta answering an Instrucción', () => {
      given([])
        .when(create({ corrects: signedFolio(2, null) }), ito)
        .thenThrows(M.corrects, 400, 'corrects');
      given([])
        .when(create({ corrects: { entryId: 'x', folio: null } }), ito)
        .thenThrows(M.corrects, 400, 'corrects');
      given([])
        .when(create({ answers: signedFolio(1) }), ito)
        .thenThrows(M.answersType, 400, 'answers');
      given([])
        .when(create({ type: 3, replyBy: null, answers: signedFolio(2) }), jefe)
        .thenThrows(M.answers, 400, 'answers');
      const answer = siteBookEntryDecider.decide(
        create({ type: 3, replyBy: null, answers: signedFolio(1) }),
        siteBookEntryDecider.initialState,
        jefe,
      );
      expect(answer[0]?.data).toMatchObject({ type: 3, answers: { entryId: 'e0', folio: 3 } });
    });
  });

  describe('editing a draft', () => {
    it('records only what changed, by its author alone', () => {
      given([drafted])
        .when(update({ text: 'Rehacer toda la losa.', type: 1 }), ito)
        .thenEvents([
          {
            type: 'SiteBookDraftUpdated',
            data: { entryId: 'e1', projectId: 'p1', changes: { text: 'Rehacer toda la losa.' } },
          },
        ]);
      given([drafted])
        .when(update({ text: 'Otra' }), jefe)
        .thenThrows(M.entryNotFound, 404);
    });

    it('checks the whole draft after the change (a reply deadline only on an Instrucción)', () =>
      given([drafted])
        .when(update({ type: 2 }), ito)
        .thenThrows(M.replyByType, 400, 'reply_by'));

    it('refuses a form opened on another version: two tabs never overwrite each other', () => {
      given([drafted])
        .when(update({ text: 'Otra' }, 0), ito)
        .thenEvents([
          { type: 'SiteBookDraftUpdated', data: { entryId: 'e1', projectId: 'p1', changes: { text: 'Otra' } } },
        ]);
      const edited: SiteBookEntryEvent = {
        type: 'SiteBookDraftUpdated',
        data: { entryId: 'e1', projectId: 'p1', changes: { text: 'B' } },
      };
      given([drafted, edited])
        .when(update({ text: 'C' }, 0), ito)
        .thenThrows(M.draftChanged, 409);
    });

    it('is refused once signed', () =>
      given([drafted, signed])
        .when(update({ text: 'Otra' }), ito)
        .thenThrows(M.signed, 409));
  });

  describe('taking notice', () => {
    it('is for the members of the job types named for the kind of folio, once each', () => {
      given([drafted, signed])
        .when(notice, jefe)
        .thenEvents([
          { type: 'SiteBookNoticeTaken', data: { entryId: 'e1', projectId: 'p1', folio: 7, userId: 'javi' } },
        ]);
      const taken: SiteBookEntryEvent = {
        type: 'SiteBookNoticeTaken',
        data: { entryId: 'e1', projectId: 'p1', folio: 7, userId: 'javi' },
      };
      given([drafted, signed, taken]).when(notice, jefe).thenThrows(M.noticed, 409);
      given([drafted, signed]).when(notice, terreno).thenThrows(M.notNoticer, 403);
    });

    it('is not for the author, and not of a draft', () => {
      const itoNoticesInstructions = { ...notice, book: { ...book, noticeBy: { ...book.noticeBy, 1: [4] } } };
      given([drafted, signed]).when(itoNoticesInstructions, ito).thenThrows(M.notNoticer, 403);
      given([drafted]).when(notice, jefe).thenThrows(M.entryNotFound, 404);
    });
  });
});
