import { createServer as createHttpServer, type Server } from 'node:http';
import express from 'express';

/** The servers a benchmark sets beside Faena: they answer, to any request, the body they were last given. */
export interface FixedAnswerServer {
  url: string;
  /** The body (JSON; a page for `bareServer('text/html…')`) every later request gets. */
  answer(body: string): void;
  close(): Promise<void>;
}

async function listening(server: Server, answer: (json: string) => void): Promise<FixedAnswerServer> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    answer,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** node:http with no framework: reads the request, answers the JSON (or the page) it was given. */
export function bareServer(contentType = 'application/json; charset=utf-8'): Promise<FixedAnswerServer> {
  let body = Buffer.from('{}');
  const server = createHttpServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
      res.end(body);
    });
  });
  return listening(server, (json) => (body = Buffer.from(json)));
}

/**
 * Express alone, as Faena configures it (JSON and form body parsers, no ETag), answering the same
 * JSON: what Express costs before Nest, the guard, validation and the read store add theirs.
 */
export function expressServer(): Promise<FixedAnswerServer> {
  let body: unknown = {};
  const app = express();
  app.set('etag', false);
  app.disable('x-powered-by');
  app.use(express.json({ limit: '1mb' }));
  app.use(express.urlencoded({ extended: false, limit: '1mb' }));
  app.all('/{*path}', (_req, res) => {
    res.json(body);
  });
  return listening(createHttpServer(app), (json) => (body = JSON.parse(json)));
}
