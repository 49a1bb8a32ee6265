import { Readable } from 'node:stream';
import { PART_SIZE, partsFor, partsOf, urnOf } from './aps-upload';

describe('sending a model to APS', () => {
  it('names the object by its id in base64url without padding, as the Model Derivative API reads it', () => {
    // Plain base64 of this id holds '/' or '=' (checked last), which a URN in a URL path must not.
    const objectId = 'urn:adsk.objects:os.object:faena-b/f1-v1.dwg?';
    const urn = urnOf(objectId);
    expect(urn).not.toMatch(/[+/=]/);
    expect(Buffer.from(urn, 'base64url').toString()).toBe(objectId);
    expect(Buffer.from(objectId).toString('base64')).toMatch(/[+/=]/);
  });

  it('asks for one part per 16 MiB, and one for an empty file', () => {
    expect(partsFor(0)).toBe(1);
    expect(partsFor(PART_SIZE)).toBe(1);
    expect(partsFor(PART_SIZE + 1)).toBe(2);
  });

  it('cuts a stream into parts of the size asked, whatever the chunks it arrives in', async () => {
    const bytes = Buffer.from(Array.from({ length: 23 }, (_, i) => i));
    const chunks = [bytes.subarray(0, 3), bytes.subarray(3, 4), bytes.subarray(4, 21), bytes.subarray(21)];
    const parts: Buffer[] = [];
    for await (const part of partsOf(Readable.from(chunks), 5)) parts.push(part);
    expect(parts.map((part) => part.length)).toEqual([5, 5, 5, 5, 3]);
    expect(Buffer.concat(parts)).toEqual(bytes);
    const exact: Buffer[] = [];
    for await (const part of partsOf(Readable.from([bytes.subarray(0, 10)]), 5)) exact.push(part);
    expect(exact.map((part) => part.length)).toEqual([5, 5]);
    const empty: Buffer[] = [];
    for await (const part of partsOf(Readable.from([]), 5)) empty.push(part);
    expect(empty.map((part) => part.length)).toEqual([0]);
  });
});
