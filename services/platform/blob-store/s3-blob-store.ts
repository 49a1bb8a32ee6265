import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { Logger } from '@nestjs/common';
import { Client } from 'minio';
import { assertSafeBlobKey, type BlobContent, type BlobInfo, type BlobStore, type PutOptions } from './blob-store.port';
import { asStream, ByteLimit } from './byte-limit';
import { partsOf } from './parts';
import { retryOnReset } from './retry-on-reset';

export interface S3Settings {
  /** The service's address, such as `https://s3.us-east-1.amazonaws.com` or `http://minio:9000`. */
  endpoint: string;
  bucket: string;
  accessKey: string;
  secretKey: string;
  region: string;
}

/** S3's smallest part is 5 MiB; 8 MiB parts reach 80 GB in S3's 10,000 parts, past any project's quota. */
const PART_BYTES = 8 * 1024 * 1024;

/**
 * A multipart upload started this long ago is no longer being sent (an upload takes at most an
 * hour, UPLOAD_TIMEOUT_MS): it is what a process killed mid-upload left.
 */
export const STALE_UPLOAD_MS = 24 * 3_600_000;
/** Pages of up to 1,000 uploads looked at per start: the rest waits for the next one. */
const STALE_UPLOAD_PAGES = 100;

const logger = new Logger('BlobStore');

type UploadLister = Pick<Client, 'listIncompleteUploadsQuery' | 'abortMultipartUpload'>;

/**
 * Aborts the bucket's multipart uploads started before `before`, whose parts S3 otherwise keeps
 * (and bills) for ever, and answers how many. The client reads no upload-id marker from a page
 * (minio 8), so a page cut inside one key's uploads leaves that key's others for the next start.
 */
export async function abortStaleUploads(client: UploadLister, bucket: string, before: Date): Promise<number> {
  let aborted = 0;
  let keyMarker = '';
  let uploadIdMarker = '';
  for (let page = 0; page < STALE_UPLOAD_PAGES; page++) {
    const result = await client.listIncompleteUploadsQuery(bucket, '', keyMarker, uploadIdMarker, '');
    for (const upload of result.uploads) {
      if (!(upload.initiated.getTime() < before.getTime())) continue;
      await client.abortMultipartUpload(bucket, upload.key, upload.uploadId);
      aborted += 1;
    }
    if (!result.isTruncated || !result.nextKeyMarker || result.nextKeyMarker === keyMarker) break;
    keyMarker = result.nextKeyMarker;
    uploadIdMarker = result.nextUploadIdMarker ?? '';
  }
  return aborted;
}

const isMissing = (error: unknown) => ['NotFound', 'NoSuchKey'].includes((error as { code?: string }).code ?? '');

/** Blobs as objects of one S3 bucket (AWS, MinIO or any S3-protocol service), keyed as given. */
export class S3BlobStore implements BlobStore {
  private constructor(
    private readonly client: Client,
    private readonly bucket: string,
  ) {}

  /**
   * Connects, creates the bucket on first use, and aborts the multipart uploads left unfinished
   * for a day; a server that cannot list them (some S3-protocol servers) is no reason not to start.
   */
  static async open(settings: S3Settings, now = new Date()): Promise<S3BlobStore> {
    const address = new URL(settings.endpoint);
    const client = new Client({
      endPoint: address.hostname,
      port: address.port ? Number(address.port) : undefined,
      useSSL: address.protocol === 'https:',
      accessKey: settings.accessKey,
      secretKey: settings.secretKey,
      region: settings.region,
      // Path-style addressing works with every S3-protocol server, not only those with bucket DNS.
      pathStyle: true,
    });
    if (!(await client.bucketExists(settings.bucket))) await client.makeBucket(settings.bucket, settings.region);
    try {
      const aborted = await abortStaleUploads(client, settings.bucket, new Date(now.getTime() - STALE_UPLOAD_MS));
      if (aborted > 0) logger.warn(`Aborted ${aborted} multipart uploads left unfinished for a day or more`);
    } catch (error) {
      logger.warn(`Unfinished multipart uploads not looked for: ${(error as Error).message}`);
    }
    return new S3BlobStore(client, settings.bucket);
  }

  /**
   * A blob of one part is one PUT; a longer one is a multipart upload sent part by part as the
   * stream arrives (the client's own stream upload holds parts of up to 550 MB for a stream of
   * unknown length, and resumes whatever upload of the same key it finds), aborted if it fails.
   */
  async put(key: string, content: BlobContent, contentType: string, options: PutOptions = {}): Promise<BlobInfo> {
    assertSafeBlobKey(key);
    const counted = new ByteLimit(options.maxBytes);
    const source = asStream(content);
    source.on('error', (error) => counted.destroy(error));
    const headers = { 'Content-Type': contentType };
    let uploadId: string | null = null;
    const sent: Array<{ part: number; etag: string }> = [];
    const send = async (part: Buffer) => {
      uploadId ??= await this.client.initiateNewMultipartUpload(this.bucket, key, headers);
      const upload = uploadId;
      const partNumber = sent.length + 1;
      const md5 = createHash('md5').update(part).digest('base64');
      // A part sent again under its number replaces itself.
      const { etag } = await retryOnReset(() =>
        this.client.uploadPart(
          {
            bucketName: this.bucket,
            objectName: key,
            uploadID: upload,
            partNumber,
            headers: { 'Content-Length': part.length, 'Content-MD5': md5 },
          },
          part,
        ),
      );
      sent.push({ part: partNumber, etag });
    };
    try {
      // One part is held back, so that a blob of a single part goes up in one PUT.
      let held: Buffer | null = null;
      for await (const part of partsOf(source.pipe(counted), PART_BYTES)) {
        if (held) await send(held);
        held = part;
      }
      const last = held ?? Buffer.alloc(0);
      if (uploadId === null) {
        await retryOnReset(() => this.client.putObject(this.bucket, key, last, last.length, headers));
      } else {
        await send(last);
        await this.client.completeMultipartUpload(this.bucket, key, uploadId, sent);
      }
    } catch (error) {
      const started = uploadId;
      if (started !== null) {
        await retryOnReset(() => this.client.abortMultipartUpload(this.bucket, key, started)).catch(() => undefined);
      }
      throw error;
    }
    return { key, size: counted.bytes, contentType };
  }

  async get(key: string): Promise<{ info: BlobInfo; stream: Readable } | null> {
    assertSafeBlobKey(key);
    try {
      const stat = await retryOnReset(() => this.client.statObject(this.bucket, key));
      const stream = await retryOnReset(() => this.client.getObject(this.bucket, key));
      const contentType = String(stat.metaData['content-type'] ?? 'application/octet-stream');
      return { info: { key, size: stat.size, contentType }, stream };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertSafeBlobKey(key);
    await retryOnReset(() => this.client.removeObject(this.bucket, key));
  }
}
