import { stored } from '../../test/support/projection-spec';
import { type FolioSigned, folioSigned } from '../../test/support/site-book-events';
import { brokenBooks } from './book-chains';

const folio = (projectId: string, number: number, previousHash: string | null) => {
  const { type, data } = folioSigned(`e${number}`, number, previousHash, { projectId });
  return stored(type, data);
};
/** A folio whose stored text was changed after it was sealed. */
const altered = (event: ReturnType<typeof stored>) => {
  const data = event.data as FolioSigned['data'];
  return { ...event, data: { ...data, content: { ...data.content, text: 'Texto cambiado.' } } };
};
async function* batches(...events: ReturnType<typeof stored>[]) {
  yield events;
}

describe("verify-log's check of the books", () => {
  it('names each book and the first folio that no longer matches its seal', async () => {
    const a1 = folio('a', 1, null);
    const a2 = folio('a', 2, (a1.data as { hash: string }).hash);
    const b1 = folio('b', 1, null);
    const b2 = altered(folio('b', 2, (b1.data as { hash: string }).hash));
    expect(await brokenBooks(batches(a1, b1, a2, b2))).toEqual({ books: 2, broken: [{ projectId: 'b', folio: 2 }] });
  });
});
