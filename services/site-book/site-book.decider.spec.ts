import { projectMember } from '../../test/support/actors';
import { deciderSpec } from '../../test/support/given-when-then';
import { folioSigned, instruction, SIGNED_AT } from '../../test/support/site-book-events';
import type { ProjectFacts } from '../organisation/refusal';
import { systemActor } from '../platform/commands/actor';
import { firstBrokenFolio, type SignedFolio } from './folio-chain';
import { type DraftFacts, siteBookDecider } from './site-book.decider';
import type { NoticeBy, SiteBookEvent } from './site-book.events';
import { SITE_BOOK_MESSAGES as M } from './site-book-rules';

const given = deciderSpec(siteBookDecider);
const project: ProjectFacts = { projectId: 'p1', closed: false };
const closedProject: ProjectFacts = { ...project, closed: true };
const noticeBy: NoticeBy = { 1: [2], 2: [2], 3: [4], 4: [2, 4], 5: [4] };

const ito = projectMember('iris', 4, ['manage_site_book']);
const jefe = projectMember('javi', 2, []);
const terreno = projectMember('tere', 3, []);

const opened: SiteBookEvent = {
  type: 'SiteBookOpened',
  data: { projectId: 'p1', writers: [2, 4], noticeBy, openedBy: 'iris' },
};
const draftOf = (authorId: string, entryId = 'e1'): DraftFacts => ({
  entryId,
  projectId: 'p1',
  authorId,
  signed: false,
  content: instruction,
  fileHashes: [],
});
const members = [
  { userId: 'iris', jobTypeId: 4 },
  { userId: 'javi', jobTypeId: 2 },
  { userId: 'tere', jobTypeId: 3 },
];
const sign = (draft: DraftFacts | null, facts: ProjectFacts = project) =>
  ({ type: 'SignFolio', project: facts, draft, signedAt: SIGNED_AT, code: 'LO-AAAA-BBBB', members }) as const;

const first = folioSigned('e1', 1, null);
const hashOf = (event: SiteBookEvent) => (event.data as SignedFolio).hash;

describe('the site book decider', () => {
  describe('opening', () => {
    const open = (writers: number[], by = noticeBy) =>
      ({ type: 'OpenSiteBook', project, writers, noticeBy: by }) as const;

    it('is for holders of manage_site_book, once, naming existing job types', () => {
      given([])
        .when(open([2, 4]), ito)
        .thenEvents([opened]);
      given([])
        .when(open([2, 4]), jefe)
        .thenThrows('No tienes permiso para abrir o configurar el Libro de Obra.', 403);
      given([opened])
        .when(open([2, 4]), ito)
        .thenThrows(M.alreadyOpen, 409);
      given([])
        .when(open([2, 77]), ito)
        .thenThrows(M.writers, 400, 'writers');
      given([]).when(open([]), ito).thenThrows(M.writers, 400, 'writers');
      given([])
        .when(open([2], { ...noticeBy, 3: [99] }), ito)
        .thenThrows(M.noticeBy, 400, 'notice_by');
    });

    it('is refused in a closed project', () =>
      given([])
        .when({ type: 'OpenSiteBook', project: closedProject, writers: [2], noticeBy }, ito)
        .thenThrows('El proyecto está cerrado.', 409));
  });

  describe('signing', () => {
    it('gives the first folio, sealed over its content with no previous hash', () =>
      given([opened])
        .when(sign(draftOf('iris')), ito)
        .thenEvents([first]));

    it('numbers consecutively and chains each seal to the previous folio', () =>
      given([opened, first])
        .when(sign(draftOf('iris', 'e2')), ito)
        .thenEvents([folioSigned('e2', 2, hashOf(first))]));

    it("is the author's alone: anyone else finds no such folio", () =>
      given([opened])
        .when(sign(draftOf('iris')), jefe)
        .thenThrows(M.entryNotFound, 404));

    it('is for writers: a member whose job type does not write is refused', () =>
      given([opened])
        .when(sign(draftOf('tere')), terreno)
        .thenThrows(M.notWriter, 403));

    it('refuses a signed entry: it takes no change', () =>
      given([opened, first])
        .when(sign({ ...draftOf('iris'), signed: true }), ito)
        .thenThrows(M.signed, 409));

    it('refuses in a closed project or book, and a project without a book', () => {
      given([opened])
        .when(sign(draftOf('iris'), closedProject), ito)
        .thenThrows('El proyecto está cerrado.', 409);
      given([opened, { type: 'SiteBookClosed', data: { projectId: 'p1' } }])
        .when(sign(draftOf('iris')), ito)
        .thenThrows(M.closed, 409);
      given([])
        .when(sign(draftOf('iris')), ito)
        .thenThrows(M.noBook, 404);
      given([opened]).when(sign(null), ito).thenThrows(M.entryNotFound, 404);
    });
  });

  describe('following the project: closed, then reopened', () => {
    const follow = (type: 'CloseSiteBook' | 'ReopenSiteBook', facts: ProjectFacts | null = closedProject) =>
      ({ type, project: facts, signedAt: SIGNED_AT, code: 'LO-SISTEMA-1', on: '2026-11-23' }) as const;
    const close = follow('CloseSiteBook');
    const reopen = follow('ReopenSiteBook', project);
    const folded = (events: SiteBookEvent[]) => events.reduce(siteBookDecider.evolve, siteBookDecider.initialState);

    it('writes the system closing folio after the last one, then closes the book', () => {
      const [closing, closed] = siteBookDecider.decide(close, folded([opened, first]), systemActor);
      expect(closing).toMatchObject({
        type: 'SiteBookFolioSigned',
        data: {
          entryId: 'closing-p1-2',
          folio: 2,
          authorId: 'system',
          previousHash: hashOf(first),
          content: {
            type: 4,
            text: expect.stringMatching(/^Cierre del Libro de Obra: el proyecto se cerró el 2026-11-23/),
          },
          noticeIds: [],
        },
      });
      expect(closed).toEqual({ type: 'SiteBookClosed', data: { projectId: 'p1' } });
      expect(firstBrokenFolio([first, closing!].map((event) => event.data as SignedFolio))).toBeNull();
    });

    it('writes the system reopening folio, chained after the closing one, and opens the book again', () => {
      const closedBook = [opened, first, ...siteBookDecider.decide(close, folded([opened, first]), systemActor)];
      const [reopening, reopened] = siteBookDecider.decide(reopen, folded(closedBook), systemActor);
      expect(reopening).toMatchObject({
        type: 'SiteBookFolioSigned',
        data: {
          entryId: 'reopening-p1-3',
          folio: 3,
          authorId: 'system',
          previousHash: hashOf(closedBook[2]!),
          content: {
            type: 4,
            text: 'Reapertura del Libro de Obra: el proyecto se reabrió el 2026-11-23. El libro vuelve a admitir folios.',
          },
        },
      });
      expect(reopened).toEqual({ type: 'SiteBookReopened', data: { projectId: 'p1' } });
      const chain = [...closedBook, reopening!].filter((event) => event.type === 'SiteBookFolioSigned');
      expect(firstBrokenFolio(chain.map((event) => event.data as SignedFolio))).toBeNull();
      // Open again, its writers sign the next folio.
      const signedAfter = siteBookDecider.decide(
        sign(draftOf('iris', 'e2')),
        folded([...closedBook, reopening!, reopened!]),
        ito,
      );
      expect(signedAfter).toMatchObject([{ data: { folio: 4, previousHash: hashOf(reopening!) } }]);
    });

    it('changes nothing when the book already agrees with the project as it is now', () => {
      const closedEvent: SiteBookEvent = { type: 'SiteBookClosed', data: { projectId: 'p1' } };
      given([opened, closedEvent]).when(close).thenEvents([]);
      given([opened]).when(reopen).thenEvents([]);
      // A closing heard after the project reopened, or a reopening heard after it closed again.
      given([opened]).when(follow('CloseSiteBook', project)).thenEvents([]);
      given([opened, closedEvent]).when(follow('ReopenSiteBook', closedProject)).thenEvents([]);
      given([opened]).when(follow('CloseSiteBook', null)).thenEvents([]);
      given([]).when(close).thenEvents([]);
    });

    it('is the system alone', () => {
      given([opened]).when(close, ito).thenThrows('No tienes permiso para realizar esta acción.', 403);
      given([opened, { type: 'SiteBookClosed', data: { projectId: 'p1' } }])
        .when(reopen, ito)
        .thenThrows('No tienes permiso para realizar esta acción.', 403);
    });
  });
});

describe('the chain of folios', () => {
  const second = folioSigned('e2', 2, hashOf(first));
  const folios = [first, second].map((event) => event.data as SignedFolio);

  it('holds while nothing changed', () => expect(firstBrokenFolio(folios)).toBeNull());

  it('names the folio whose content changed', () => {
    const altered = { ...folios[1]!, content: { ...instruction, text: 'Otra cosa.' } };
    expect(firstBrokenFolio([folios[0]!, altered])).toBe(2);
  });

  it('names the folio after one that was removed', () => expect(firstBrokenFolio([folios[1]!])).toBe(2));
});
