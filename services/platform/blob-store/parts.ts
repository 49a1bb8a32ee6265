import type { Readable } from 'node:stream';

/**
 * The stream cut into parts of `size` bytes (the last one shorter), read as they are needed: a
 * part is held in memory only while it is sent.
 */
export async function* partsOf(stream: Readable, size: number): AsyncGenerator<Buffer> {
  let chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of stream) {
    chunks.push(chunk as Buffer);
    bytes += (chunk as Buffer).length;
    while (bytes >= size) {
      const whole = Buffer.concat(chunks, bytes);
      yield whole.subarray(0, size);
      chunks = [whole.subarray(size)];
      bytes -= size;
    }
  }
  if (bytes > 0) yield Buffer.concat(chunks, bytes);
}
