import type { Readable } from 'node:stream';

/** S3 takes parts of at least 5 MiB but the last; 16 MiB keeps few parts and little held in memory. */
export const PART_SIZE = 16 * 1024 * 1024;
/** APS signs at most 25 part URLs per request. */
export const URLS_PER_REQUEST = 25;

/** The object's id as the Model Derivative API takes it: base64url, without padding. */
export const urnOf = (objectId: string): string => Buffer.from(objectId, 'utf8').toString('base64url');

export const partsFor = (size: number): number => Math.max(1, Math.ceil(size / PART_SIZE));

/**
 * The stream cut into parts of `size` bytes (the last one shorter): one part is held in memory at
 * a time, however large the model. An empty stream is one empty part: S3 still gets an object.
 */
export async function* partsOf(stream: Readable, size = PART_SIZE): AsyncGenerator<Buffer> {
  let held: Buffer[] = [];
  let length = 0;
  let yielded = false;
  for await (const chunk of stream) {
    let rest = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    while (length + rest.length >= size) {
      const take = size - length;
      held.push(rest.subarray(0, take));
      yield Buffer.concat(held, size);
      yielded = true;
      rest = rest.subarray(take);
      held = [];
      length = 0;
    }
    if (rest.length > 0) {
      held.push(rest);
      length += rest.length;
    }
  }
  if (length > 0 || !yielded) yield Buffer.concat(held, length);
}
