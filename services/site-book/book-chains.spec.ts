import { stored } from '../../test/support/projection-spec';
import { brokenBooks } from './book-chains';
import { sealOf } from './folio-seal';
import type { EntryContent } from './site-book.events';

const content: EntryContent = {
  type: 2,
  text: 'Hormigonado.',
  references: [],
  corrects: null,
  answers: null,
  replyBy: null,
};
const at = '2026-11-23T12:00:00.000Z';
const folio = (projectId: string, number: number, previousHash: string | null, text = content.text) => {
  const hash = sealOf({ content, authorId: 'iris', folio: number, signedAt: at, fileHashes: [] }, previousHash);
  const data = { projectId, entryId: `e${number}`, folio: number, signedAt: at, authorId: 'iris', authorJobTypeId: 4 };
  return stored('SiteBookFolioSigned', {
    ...data,
    content: { ...content, text },
    fileHashes: [],
    previousHash,
    hash,
    code: 'LO-X',
  });
};
async function* batches(...events: ReturnType<typeof stored>[]) {
  yield events;
}

describe("verify-log's check of the books", () => {
  it('names each book and the first folio that no longer matches its seal', async () => {
    const a1 = folio('a', 1, null);
    const a2 = folio('a', 2, (a1.data as { hash: string }).hash);
    const b1 = folio('b', 1, null);
    const b2 = folio('b', 2, (b1.data as { hash: string }).hash, 'Texto cambiado.');
    expect(await brokenBooks(batches(a1, b1, a2, b2))).toEqual({ books: 2, broken: [{ projectId: 'b', folio: 2 }] });
  });
});
