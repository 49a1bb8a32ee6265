import type { ChainedEvent, StoredEvent } from './event-store.port';
import { ChainVerifier, canonicalEvent, chainHash, GENESIS_HASH } from './hash-chain';

const event = (position: number, data: object = { n: position }): StoredEvent => ({
  position,
  eventId: `e${position}`,
  stream: 'counter-1',
  revision: position - 1,
  type: 'Counted',
  data,
  metadata: {
    actorId: 'tester',
    commandId: `c${position}`,
    correlationId: `c${position}`,
    causationId: `c${position}`,
    occurredAt: '2026-11-23T12:00:00.000Z',
    schemaVersion: 1,
  },
});

/** Five events chained as a log stores them. */
function chained(): ChainedEvent[] {
  let previous = GENESIS_HASH;
  return [1, 2, 3, 4, 5].map((position) => {
    const stored = event(position);
    previous = chainHash(previous, stored);
    return { ...stored, hash: previous };
  });
}

const verify = (events: ChainedEvent[], batch = 2) => {
  const verifier = new ChainVerifier();
  for (let start = 0; start < events.length; start += batch) verifier.check(events.slice(start, start + batch));
  return verifier.result();
};

describe('the hash chain', () => {
  it('reads the same canonical form whatever order the keys come in', () => {
    const a = event(1, { b: 1, a: { d: [{ y: 1, x: 2 }], c: null } });
    const b = event(1, { a: { c: null, d: [{ x: 2, y: 1 }] }, b: 1 });
    expect(canonicalEvent(a)).toBe(canonicalEvent(b));
    expect(canonicalEvent(a)).toContain('"data":{"a":{"c":null,"d":[{"x":2,"y":1}]},"b":1}');
    expect(chainHash(GENESIS_HASH, a)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('checks an untouched chain across batches', () => {
    expect(verify(chained())).toEqual({ ok: true, checked: 5, first_broken_position: null });
  });

  it('names an edited event (data or metadata)', () => {
    const data = chained();
    data[2] = { ...data[2]!, data: { n: 99 } };
    expect(verify(data)).toEqual({ ok: false, checked: 2, first_broken_position: 3 });
    const metadata = chained();
    metadata[3] = { ...metadata[3]!, metadata: { ...metadata[3]!.metadata, actorId: 'someone-else' } };
    expect(verify(metadata)).toEqual({ ok: false, checked: 3, first_broken_position: 4 });
  });

  it('names the event after a deleted one', () => {
    const events = chained();
    events.splice(1, 1);
    expect(verify(events)).toEqual({ ok: false, checked: 1, first_broken_position: 3 });
  });

  it('names the first of two swapped events', () => {
    const events = chained();
    const [second, fourth] = [events[1]!, events[3]!];
    // Swapped rows keep their places in the log (positions), their contents trade places.
    events[1] = { ...fourth, position: 2 };
    events[3] = { ...second, position: 4 };
    expect(verify(events)).toEqual({ ok: false, checked: 1, first_broken_position: 2 });
  });

  it('stops at the first break: later events are not checked', () => {
    const events = chained();
    events[0] = { ...events[0]!, hash: GENESIS_HASH };
    const verifier = new ChainVerifier();
    expect(verifier.check(events)).toBe(false);
    expect(verifier.check(chained())).toBe(false);
    expect(verifier.result()).toEqual({ ok: false, checked: 0, first_broken_position: 1 });
  });
});
