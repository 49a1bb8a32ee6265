import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { Client } from 'minio';
import { assertSafeBlobKey, type BlobContent, type BlobInfo, type BlobStore, type PutOptions } from './blob-store.port';
import { asStream, ByteLimit } from './byte-limit';
import { partsOf } from './parts';

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

const isMissing = (error: unknown) => ['NotFound', 'NoSuchKey'].includes((error as { code?: string }).code ?? '');

/** Blobs as objects of one S3 bucket (AWS, MinIO or any S3-protocol service), keyed as given. */
export class S3BlobStore implements BlobStore {
  private constructor(
    private readonly client: Client,
    private readonly bucket: string,
  ) {}

  /** Connects and creates the bucket on first use. */
  static async open(settings: S3Settings): Promise<S3BlobStore> {
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
      const partNumber = sent.length + 1;
      const md5 = createHash('md5').update(part).digest('base64');
      const { etag } = await this.client.uploadPart(
        {
          bucketName: this.bucket,
          objectName: key,
          uploadID: uploadId,
          partNumber,
          headers: { 'Content-Length': part.length, 'Content-MD5': md5 },
        },
        part,
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
        await this.client.putObject(this.bucket, key, last, last.length, headers);
      } else {
        await send(last);
        await this.client.completeMultipartUpload(this.bucket, key, uploadId, sent);
      }
    } catch (error) {
      if (uploadId !== null) await this.client.abortMultipartUpload(this.bucket, key, uploadId).catch(() => undefined);
      throw error;
    }
    return { key, size: counted.bytes, contentType };
  }

  async get(key: string): Promise<{ info: BlobInfo; stream: Readable } | null> {
    assertSafeBlobKey(key);
    try {
      const stat = await this.client.statObject(this.bucket, key);
      const stream = await this.client.getObject(this.bucket, key);
      const contentType = String(stat.metaData['content-type'] ?? 'application/octet-stream');
      return { info: { key, size: stat.size, contentType }, stream };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertSafeBlobKey(key);
    await this.client.removeObject(this.bucket, key);
  }
}
