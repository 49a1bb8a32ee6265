import { Readable, Transform, type TransformCallback } from 'node:stream';
import { type BlobContent, BlobTooLargeError } from './blob-store.port';

/** Passes bytes through while counting them, and fails the stream once they pass the limit. */
export class ByteLimit extends Transform {
  bytes = 0;

  constructor(private readonly maxBytes = Number.POSITIVE_INFINITY) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) done(new BlobTooLargeError(this.maxBytes));
    else done(null, chunk);
  }
}

/** The content as a stream, whether it came whole or streaming. */
export const asStream = (content: BlobContent): Readable =>
  Buffer.isBuffer(content) ? Readable.from([content]) : content;
