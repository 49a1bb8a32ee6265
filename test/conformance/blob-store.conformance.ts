import { Readable } from 'node:stream';
import type { BlobStore } from '../../services/platform/blob-store/blob-store.port';

const read = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

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
    expect(found?.info.contentType).toBe('text/plain');
    expect(await read(found!.stream)).toEqual(content);
    await store.delete('projects/p1/plano.txt');
    expect(await store.get('projects/p1/plano.txt')).toBeNull();
  });

  it('answers null for a missing blob', async () => {
    expect(await store.get('projects/none/x.png')).toBeNull();
  });

  it('refuses keys that could escape the store', async () => {
    await expect(store.put('../fuera.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow();
    await expect(store.put('a/../../b', Buffer.from('x'), 'text/plain')).rejects.toThrow();
  });
}
