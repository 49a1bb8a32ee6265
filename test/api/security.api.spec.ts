import { Agent, request as httpRequest } from 'node:http';
import { BLOB_STORE, type BlobStore } from '../../services/platform/blob-store/blob-store.port';
import { LIVE_REGION_STYLE_HASH } from '../../services/platform/http/security-headers';
import { DRAIN_LIMIT_BYTES } from '../../services/platform/http/unread-body';
import { PNG_1X1 } from '../support/fixtures';
import { startTestServer, type TestServer } from '../support/test-server';

const EVIL_HTML = Buffer.from('<!doctype html><script>fetch("/api/user/details")</script>');
const MB = 1024 * 1024;

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Record<string, unknown>;
  /** Bytes of body the client had written when the answer came, or when the connection was cut. */
  sent: number;
  /** The server let go of the connection while the client was still sending, before it read the answer. */
  cut?: boolean;
}

/**
 * A multipart POST written part by part, as a client that does not stop by itself: it writes
 * `parts` until the server answers (or all are written), honouring backpressure.
 */
function streamForm(
  url: string,
  path: string,
  token: string,
  parts: Iterable<Buffer>,
  headers: Record<string, string | number> = {},
): Promise<RawAnswer> {
  const boundary = 'faena-test-boundary';
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const request = httpRequest(`${url}/api${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        ...headers,
      },
    });
    // Wakes the writer waiting for the socket to drain, when the server answers or hangs up instead.
    let wake: () => void = () => undefined;
    request.on('drain', () => wake());
    request.on('close', () => wake());
    request.on('response', (response) => {
      answered = true;
      wake();
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>,
          sent,
        }),
      );
    });
    // Once the server has answered and closed, the client's writes fail: that is the point.
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (answered) return;
      // Still sending when the server let go: the answer may be lost with the connection.
      if (error.code === 'EPIPE' || error.code === 'ECONNRESET')
        resolve({ status: 0, headers: {}, body: {}, sent, cut: true });
      else reject(error);
    });
    const write = async () => {
      for (const part of parts) {
        if (answered || request.destroyed) return;
        const framed = Buffer.concat([Buffer.from(`--${boundary}\r\n`), part, Buffer.from('\r\n')]);
        sent += framed.length;
        if (!request.write(framed)) {
          await new Promise<void>((next) => {
            wake = next;
          });
        }
      }
      if (!answered && !request.destroyed) request.end(`--${boundary}--\r\n`);
    };
    void write();
  });
}

/** A whole multipart body of text fields and one file, framed as a browser frames it. */
function multipartBody(
  boundary: string,
  fields: Record<string, string>,
  file: { field: string; name: string; content: Buffer },
) {
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return Buffer.concat([
    Buffer.from(parts.join('')),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    file.content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

/** One request through `agent`, answered with its status, its Connection header and the local port of its socket. */
function throughAgent(
  agent: Agent,
  url: string,
  options: { path: string; method: string; headers?: Record<string, string | number>; body?: Buffer },
): Promise<{ status: number; connection: string | undefined; port: number | undefined }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${url}${options.path}`, { agent, method: options.method, headers: options.headers });
    request.on('response', (response) => {
      const port = request.socket?.localPort;
      response.resume();
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          connection: response.headers.connection,
          port,
        }),
      );
    });
    request.on('error', reject);
    request.end(options.body);
  });
}

/** `count` text fields of `size` bytes each, as multipart parts. */
function* textFields(count: number, size: number): Generator<Buffer> {
  const value = Buffer.alloc(size, 'a');
  for (let index = 0; index < count; index++) {
    yield Buffer.concat([Buffer.from(`Content-Disposition: form-data; name="campo${index}"\r\n\r\n`), value]);
  }
}

describe('security (issue 13)', () => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login();
  });
  afterAll(() => server.close());

  const companyNames = async () => {
    const { body } = await server.call('/company/getCompaniesByUserID', { user_id: 'demo-admin' }, admin);
    return (body.companies as Array<{ company: { name: string } }>).map((entry) => entry.company.name);
  };

  describe('hardening headers', () => {
    it('sends them on every answer, errors included, and never says what runs the server', async () => {
      for (const response of [
        await fetch(`${server.url}/api/health`),
        await fetch(`${server.url}/api/user/details`, { method: 'POST' }),
      ]) {
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
        expect(response.headers.get('x-frame-options')).toBe('DENY');
        expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
        expect(response.headers.get('x-powered-by')).toBeNull();
        expect(response.headers.get('content-security-policy')).toBe(
          [
            "default-src 'self'",
            "base-uri 'self'",
            "script-src 'self' 'wasm-unsafe-eval'",
            "script-src-attr 'none'",
            `style-src 'self' ${LIVE_REGION_STYLE_HASH}`,
            "style-src-attr 'unsafe-inline'",
            "img-src 'self' data: blob:",
            "font-src 'self'",
            "connect-src 'self' https://api.mapbox.com https://events.mapbox.com https://*.tiles.mapbox.com",
            "worker-src 'self' blob:",
            "child-src 'self' blob:",
            "manifest-src 'self'",
            "object-src 'none'",
            "form-action 'self'",
            "frame-ancestors 'none'",
          ].join(';'),
        );
      }
    });
  });

  describe('uploads are checked by their content', () => {
    it('refuses an HTML page named evil.png, and stores nothing', async () => {
      const { status, body } = await server.form('/company/create', { name: 'Evil SpA', description: 'x' }, admin, {
        logo: { name: 'evil.png', content: EVIL_HTML, type: 'image/png' },
      });
      expect(status).toBe(400);
      expect(body.message).toBe('La imagen debe ser un archivo .png, .jpg o .jpeg.');
      expect(await companyNames()).not.toContain('Evil SpA');
    });

    it('stores an image as what its bytes are, whatever its name and declared type say', async () => {
      const { status, body } = await server.form('/company/create', { name: 'Foto SpA', description: 'x' }, admin, {
        logo: { name: 'foto.jpeg', content: PNG_1X1, type: 'text/html' },
      });
      expect(status).toBe(200);
      const logo = (body.company as { logo: string }).logo;
      expect(logo).toMatch(/^companies\/.+\.png$/);
      const served = await fetch(`${server.url}/api/files/${logo}`);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('content-disposition')).toBeNull();
      expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG_1X1);
    });

    it('serves any other stored file as a sandboxed download', async () => {
      await server.app.get<BlobStore>(BLOB_STORE).put('legacy/pagina.html', EVIL_HTML, 'text/html');
      const served = await fetch(`${server.url}/api/files/legacy/pagina.html`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-disposition')).toBe('attachment');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    });
  });

  describe('multipart limits', () => {
    it('refuses a body whose declared size is too large before reading it', async () => {
      // 80 fields of 1 MB are announced; the client writes the first and waits for the answer.
      const answer = await streamForm(server.url, '/company/create', admin, textFields(1, MB), {
        'content-length': 80 * MB,
      });
      expect(answer.status).toBe(413);
      expect(answer.body).toEqual({
        code: 413,
        message: 'La solicitud es demasiado grande: el formulario puede pesar hasta 6 MB.',
        error: 'request.too_large',
      });
      expect(answer.headers.connection).toBe('close');
    });

    it('refuses an undeclared (chunked) body as soon as it grows too large', async () => {
      const answer = await streamForm(server.url, '/company/create', admin, textFields(80, MB));
      // A client that reads while it sends gets the 413; one still writing may find the connection cut first.
      if (!answer.cut) {
        expect(answer.status).toBe(413);
        expect(answer.body.message).toBe('La solicitud es demasiado grande: el formulario puede pesar hasta 6 MB.');
      }
      // The server stopped reading near its 6 MB limit, not at the 80 MB the client had to send.
      expect(answer.sent).toBeLessThan(32 * MB);
    });

    it('limits the fields, the size of each and the image, in Spanish', async () => {
      const many = Object.fromEntries(Array.from({ length: 30 }, (_, index) => [`campo${index}`, 'x']));
      expect((await server.form('/company/create', many, admin)).body).toEqual({
        code: 413,
        message: 'El formulario tiene demasiados campos.',
        error: 'request.too_many_fields',
      });
      const long = await server.form('/company/create', { name: 'Larga', description: 'x'.repeat(40 * 1024) }, admin);
      expect(long.status).toBe(413);
      expect(long.body.message).toBe('El campo «description» es demasiado largo.');
      const huge = await server.form('/company/create', { name: 'Pesada', description: 'x' }, admin, {
        logo: { name: 'logo.png', content: Buffer.concat([PNG_1X1, Buffer.alloc(5 * MB)]), type: 'image/png' },
      });
      expect(huge.status).toBe(413);
      expect(huge.body.message).toBe('La imagen puede pesar hasta 5 MB.');
      const twoFiles = await server.form('/company/create', { name: 'Doble', description: 'x' }, admin, {
        logo: { name: 'logo.png', content: PNG_1X1, type: 'image/png' },
        otro: { name: 'otro.png', content: PNG_1X1, type: 'image/png' },
      });
      expect(twoFiles.status).toBe(413);
      expect(twoFiles.body.message).toBe('El formulario tiene demasiados archivos.');
      const otherField = await server.form('/company/create', { name: 'Otra', description: 'x' }, admin, {
        otro: { name: 'otro.png', content: PNG_1X1, type: 'image/png' },
      });
      expect(otherField.status).toBe(400);
      expect(otherField.body.message).toBe('El archivo del campo «otro» no está permitido.');
      const names = await companyNames();
      for (const refused of ['Larga', 'Pesada', 'Doble', 'Otra']) expect(names).not.toContain(refused);
    });

    it('keeps a keep-alive connection usable after a refused upload, or says it closes it', async () => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      const boundary = 'faena-keep-alive';
      /** A refused upload (no such project) of `size` bytes, then a second request through the same agent. */
      const refusedThenNext = async (size: number) => {
        const body = multipartBody(
          boundary,
          { type: '8', project_id: 'no-existe' },
          { field: 'file', name: 'Muro.ifc', content: Buffer.alloc(size, 7) },
        );
        const refused = await throughAgent(agent, server.url, {
          path: '/api/files/upload',
          method: 'POST',
          headers: {
            authorization: `Bearer ${admin}`,
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-length': body.length,
          },
          body,
        });
        expect(refused.status).toBe(404);
        const next = await throughAgent(agent, server.url, { path: '/api/health', method: 'GET' });
        expect(next.status).toBe(200);
        return { refused, next };
      };
      try {
        // A small body is read to its end and dropped: the same connection takes the next request.
        for (let round = 0; round < 5; round++) {
          const { refused, next } = await refusedThenNext(2 * MB);
          expect(refused.connection).toBe('keep-alive');
          expect(next.port).toBe(refused.port);
        }
        // A large one is not read: the answer says the connection closes, and the client opens another.
        const { refused, next } = await refusedThenNext(DRAIN_LIMIT_BYTES + MB);
        expect(refused.connection).toBe('close');
        expect(next.port).not.toBe(refused.port);
      } finally {
        agent.destroy();
      }
    });

    it('stays healthy after the refusals', async () => {
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      const { status } = await server.form('/company/create', { name: 'Sana SpA', description: 'x' }, admin, {
        logo: { name: 'logo.png', content: PNG_1X1, type: 'image/png' },
      });
      expect(status).toBe(200);
    });
  });
});
