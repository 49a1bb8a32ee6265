import { withHead } from '../../client/src/lib/item-head';

interface Entry {
  id: string;
  is_response: boolean;
  message: string;
}
interface Detail {
  title: string;
  version: number;
  interactions: Entry[];
  official_interactions?: Entry[];
}

const first: Entry = { id: 'i1', is_response: false, message: 'Revisar' };
const official: Entry = { id: 'i2', is_response: true, message: 'Respuesta' };

describe('the detail shown after a command answers the head', () => {
  it('given a head, takes its fields and keeps the thread shown', () => {
    const shown: Detail = { title: 'Losa', version: 3, interactions: [first] };
    expect(withHead(shown, { title: 'Losa N2', version: 4 })).toEqual({
      title: 'Losa N2',
      version: 4,
      interactions: [first],
    });
  });

  it('given a reply, adds its interaction at the end of the thread', () => {
    const shown: Detail = { title: 'Losa', version: 3, interactions: [first] };
    const reply: Entry = { id: 'i2', is_response: false, message: 'Ver plano' };
    const next = withHead(shown, { title: 'Losa', version: 4 }, reply);
    expect(next.interactions.map((entry) => entry.id)).toEqual(['i1', 'i2']);
  });

  it('given an official reply of an RDI, adds it to the official responses too', () => {
    const shown: Detail = { title: 'RDI', version: 1, interactions: [first], official_interactions: [] };
    const next = withHead(shown, { title: 'RDI', version: 2 }, official);
    expect(next.official_interactions).toEqual([official]);
  });

  it('given a reply the thread already shows (a refetch came first), does not show it twice', () => {
    const shown: Detail = { title: 'Losa', version: 4, interactions: [first, official] };
    expect(withHead(shown, { title: 'Losa', version: 4 }, official).interactions).toHaveLength(2);
  });

  it('given no head (the writer no longer reads the item), keeps what is shown', () => {
    const shown: Detail = { title: 'Losa', version: 3, interactions: [first] };
    expect(withHead(shown, null)).toEqual(shown);
  });
});
