import { abortStaleUploads } from './s3-blob-store';

type Lister = Parameters<typeof abortStaleUploads>[0];
type Page = Awaited<ReturnType<Lister['listIncompleteUploadsQuery']>>;

const upload = (key: string, uploadId: string, initiated: string): Page['uploads'][number] => ({
  key,
  uploadId,
  initiated: new Date(initiated),
  storageClass: 'STANDARD',
});

/** A bucket's unfinished uploads served in pages as S3 serves them, by key marker; aborts are recorded. */
function bucketWith(pages: Array<Page['uploads']>) {
  const aborted: string[] = [];
  const asked: string[] = [];
  const lister: Lister = {
    async listIncompleteUploadsQuery(_bucket, _prefix, keyMarker) {
      asked.push(keyMarker);
      const index = keyMarker === '' ? 0 : pages.findIndex((page) => page.at(-1)?.key === keyMarker) + 1;
      const uploads = pages[index] ?? [];
      const isTruncated = index < pages.length - 1;
      return {
        uploads,
        prefixes: [],
        isTruncated,
        nextKeyMarker: isTruncated ? (uploads.at(-1)?.key ?? '') : '',
        nextUploadIdMarker: '',
      };
    },
    async abortMultipartUpload(_bucket, key, uploadId) {
      aborted.push(`${key}#${uploadId}`);
    },
  };
  return { lister, aborted, asked };
}

describe('abortStaleUploads (S3: multipart uploads a killed process left)', () => {
  const dayAgo = new Date('2026-03-09T12:00:00Z');

  it('aborts the uploads started before the cut-off, on every page, and leaves the recent ones', async () => {
    const bucket = bucketWith([
      [upload('projects/a/1', 'u1', '2026-03-01T10:00:00Z'), upload('projects/a/2', 'u2', '2026-03-10T08:00:00Z')],
      [upload('projects/b/1', 'u3', '2026-03-09T11:59:59Z')],
    ]);
    expect(await abortStaleUploads(bucket.lister, 'faena', dayAgo)).toBe(2);
    expect(bucket.aborted).toEqual(['projects/a/1#u1', 'projects/b/1#u3']);
    expect(bucket.asked).toEqual(['', 'projects/a/2']);
  });

  it('aborts nothing in a bucket without unfinished uploads', async () => {
    const bucket = bucketWith([[]]);
    expect(await abortStaleUploads(bucket.lister, 'faena', dayAgo)).toBe(0);
    expect(bucket.aborted).toEqual([]);
  });

  it('stops on a page that does not move the marker on, rather than asking for ever', async () => {
    const stuck: Lister = {
      async listIncompleteUploadsQuery() {
        return { uploads: [], prefixes: [], isTruncated: true, nextKeyMarker: '', nextUploadIdMarker: '' };
      },
      async abortMultipartUpload() {},
    };
    expect(await abortStaleUploads(stuck, 'faena', dayAgo)).toBe(0);
  });
});
