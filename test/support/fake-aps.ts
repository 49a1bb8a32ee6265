import { createServer, type IncomingMessage, type Server } from 'node:http';

/** One call the fake received, as the app sent it. */
export interface ApsCall {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/** The steps a test can make fail, by the path they answer. */
export type ApsStep = 'token' | 'bucket' | 'signedUrls' | 'put' | 'complete' | 'job' | 'manifest';

/**
 * A stand-in for Autodesk Platform Services on a local port: it answers the OAuth, OSS and Model
 * Derivative calls the app makes as APS documents them, keeps every call, and fails the steps a
 * test names with a 500.
 */
export class FakeAps {
  readonly calls: ApsCall[] = [];
  readonly failing = new Set<ApsStep>();
  readonly buckets = new Set<string>();
  /** Bytes PUT to each signed URL, by its path. */
  readonly parts = new Map<string, Buffer>();
  private tokens = 0;
  private server?: Server;
  url = '';

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const url = new URL(request.url ?? '/', 'http://aps');
        const call = {
          method: request.method ?? '',
          path: url.pathname,
          query: url.searchParams,
          headers: request.headers,
          body: Buffer.concat(chunks),
        };
        this.calls.push(call);
        const [status, body] = this.answer(call);
        response.writeHead(status, { 'content-type': 'application/json', etag: '"etag"' });
        response.end(body === undefined ? '' : JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as { port: number };
    this.url = `http://127.0.0.1:${port}`;
    return this;
  }

  close(): Promise<void> {
    this.server?.closeAllConnections();
    return new Promise((resolve) => this.server?.close(() => resolve()));
  }

  /** The calls to paths matching the pattern, in order. */
  callsTo(method: string, path: RegExp): ApsCall[] {
    return this.calls.filter((call) => call.method === method && path.test(call.path));
  }

  private answer(call: ApsCall): [number, unknown] {
    const { method, path } = call;
    const step = this.stepOf(method, path);
    if (!step) return [404, { reason: 'not found' }];
    if (this.failing.has(step)) return [500, { reason: 'fallo simulado' }];
    const object = /^\/oss\/v2\/buckets\/([^/]+)\/objects\/([^/]+)\/signeds3upload$/.exec(path);
    switch (step) {
      case 'token':
        this.tokens += 1;
        return [200, { access_token: `token-${this.tokens}`, token_type: 'Bearer', expires_in: 3600 }];
      case 'bucket': {
        if (method === 'POST') {
          const { bucketKey } = JSON.parse(call.body.toString()) as { bucketKey: string };
          if (this.buckets.has(bucketKey)) return [409, { reason: 'Bucket already exists' }];
          this.buckets.add(bucketKey);
          return [200, { bucketKey, policyKey: 'persistent' }];
        }
        const bucket = path.split('/')[4] ?? '';
        return this.buckets.has(bucket) ? [200, { bucketKey: bucket }] : [404, { reason: 'Bucket not found' }];
      }
      case 'signedUrls': {
        const first = Number(call.query.get('firstPart') ?? 1);
        const count = Number(call.query.get('parts') ?? 1);
        const urls = Array.from({ length: count }, (_, i) => `${this.url}/s3/${object?.[2]}/part-${first + i}?sig=x`);
        return [200, { uploadKey: call.query.get('uploadKey') ?? 'upload-key-1', urls }];
      }
      case 'put':
        this.parts.set(path, call.body);
        return [200, undefined];
      case 'complete': {
        const [, bucketKey, objectKey] = object ?? [];
        const objectId = `urn:adsk.objects:os.object:${bucketKey}/${decodeURIComponent(objectKey ?? '')}`;
        return [200, { bucketKey, objectKey, objectId, size: JSON.parse(call.body.toString()).size }];
      }
      case 'job':
        return [200, { result: 'created', urn: JSON.parse(call.body.toString()).input.urn }];
      case 'manifest':
        return [200, { status: 'inprogress', progress: '45% complete' }];
    }
  }

  private stepOf(method: string, path: string): ApsStep | null {
    if (method === 'POST' && path === '/authentication/v2/token') return 'token';
    if (
      (method === 'POST' && path === '/oss/v2/buckets') ||
      (method === 'GET' && /^\/oss\/v2\/buckets\/[^/]+\/details$/.test(path))
    )
      return 'bucket';
    if (/\/signeds3upload$/.test(path)) return method === 'GET' ? 'signedUrls' : 'complete';
    if (method === 'PUT' && path.startsWith('/s3/')) return 'put';
    if (method === 'POST' && path === '/modelderivative/v2/designdata/job') return 'job';
    if (method === 'GET' && /^\/modelderivative\/v2\/designdata\/[^/]+\/manifest$/.test(path)) return 'manifest';
    return null;
  }
}
