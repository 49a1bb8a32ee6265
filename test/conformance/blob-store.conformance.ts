import { Readable } from 'node:stream';
import { type BlobStore, BlobTooLargeError } from '../../services/platform/blob-store/blob-store.port';

const read = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** A stream of `count` chunks of 64 KiB, each filled with its index, then optionally a failure. */
function chunks(count: number, failAtEnd = false): Readable {
  return Readable.from(
    (async function* () {
      for (let index = 0; index < count; index++) yield Buffer.alloc(64 * 1024, index % 256);
      if (failAtEnd) throw new Error('conexión cortada');
    })(),
  );
}

/** What every BlobStore adapter must do. */
export function blobStoreConformance(open: () => Promise<BlobStore>): void {
  let store: BlobStore;
  beforeEach(async () => {
    store = await open();
  });

  it('stores, reads back and deletes a blob with its content type', async () => {
    const content = Buffer.from('plano de planta, revisión B');
    expect(await store.put('projects/p1/plano.txt', content, 'text/plain')).toEqual({
      key: 'projects/p1/plano.txt',
      size: content.length,
      contentType: 'text/plain',
    });
    const found = await store.get('projects/p1/plano.txt');
    expect(found?.info).toEqual({ key: 'projects/p1/plano.txt', size: content.length, contentType: 'text/plain' });
    expect(await read(found!.stream)).toEqual(content);
    await store.delete('projects/p1/plano.txt');
    expect(await store.get('projects/p1/plano.txt')).toBeNull();
  });

  // 10 MiB: past one part of a multipart upload, where a store sends files in parts.
  it('writes a long stream through, counting its bytes', async () => {
    const info = await store.put('projects/p1/files/modelo', chunks(160), 'application/octet-stream');
    expect(info).toEqual({
      key: 'projects/p1/files/modelo',
      size: 160 * 64 * 1024,
      contentType: 'application/octet-stream',
    });
    const found = await store.get('projects/p1/files/modelo');
    expect(found?.info.size).toBe(160 * 64 * 1024);
    const back = await read(found!.stream);
    expect(back.length).toBe(160 * 64 * 1024);
    expect([back[0], back[39 * 64 * 1024], back[159 * 64 * 1024 + 7]]).toEqual([0, 39, 159]);
  });

  it('refuses a stream past its limit and keeps nothing of it', async () => {
    await expect(
      store.put('projects/p1/files/grande', chunks(200), 'application/octet-stream', { maxBytes: 160 * 64 * 1024 }),
    ).rejects.toBeInstanceOf(BlobTooLargeError);
    expect(await store.get('projects/p1/files/grande')).toBeNull();
  });

  it('takes a stream of exactly its limit', async () => {
    const info = await store.put('projects/p1/files/justo', chunks(4), 'application/pdf', { maxBytes: 4 * 64 * 1024 });
    expect(info.size).toBe(4 * 64 * 1024);
  });

  // 20 MiB before the failure: a part has gone up already where a store sends files in parts.
  it('keeps nothing of a stream that fails half-way', async () => {
    await expect(store.put('projects/p1/files/cortado', chunks(320, true), 'application/pdf')).rejects.toThrow(
      'conexión cortada',
    );
    expect(await store.get('projects/p1/files/cortado')).toBeNull();
  });

  it('answers null for a missing blob, and deleting one is no error', async () => {
    expect(await store.get('projects/none/x.png')).toBeNull();
    await expect(store.delete('projects/none/x.png')).resolves.toBeUndefined();
  });

  it('refuses keys that could escape the store', async () => {
    await expect(store.put('../fuera.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow();
    await expect(store.put('a/../../b', Buffer.from('x'), 'text/plain')).rejects.toThrow();
    await expect(store.get('../fuera.txt')).rejects.toThrow();
  });
}
