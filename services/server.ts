import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { basename, join } from 'node:path';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { WsAdapter } from '@nestjs/platform-ws';
import express, { type NextFunction, type Request, type Response } from 'express';
import { READ_MODEL_PROGRESS, type ReadModelProgress } from '../projections/runtime/projection-progress';
import { AppModule } from './app.module';
import { UPLOAD_TIMEOUT_MS } from './contracts/uploads';
import { seedDemoData } from './demo/demo-data';
import { StoryClock } from './demo/story-clock';
import { FileCommands } from './files/file-commands';
import { InlineFileRecorder } from './files/inline-files';
import { answerStarting } from './health/starting-answer';
import { BLOB_STORE } from './platform/blob-store/blob-store.port';
import { CLOCK, type Clock } from './platform/clock/clock.port';
import { ACTOR_PORT, type ActorPort } from './platform/commands/actor';
import { CommandPipeline } from './platform/commands/handle-command';
import type { AppConfig } from './platform/config/config';
import { CREDENTIAL_STORE } from './platform/credentials/credential-store.port';
import { PasswordHasher } from './platform/credentials/password-hasher';
import { EVENT_STORE, type EventStore } from './platform/event-store/event-store.port';
import { sendApiError } from './platform/http/api-exception.filter';
import { FaenaExpressAdapter } from './platform/http/express-prototypes';
import { refuseDeepJson } from './platform/http/json-depth';
import { queryAsBody } from './platform/http/query-call';
import { secureHeaders } from './platform/http/security-headers';
import { READ_STORE } from './platform/read-store/read-store.port';

/**
 * Body parsing before Nest, so malformed, oversized or too deeply nested bodies get the same
 * Spanish JSON errors; a JSON body's depth is counted on its bytes before it is parsed.
 */
function parseBodies(app: NestExpressApplication, limit: string): void {
  app.use(express.json({ limit, verify: refuseDeepJson }));
  app.use(express.urlencoded({ extended: false, limit }));
  app.use('/api', queryAsBody);
  app.use((error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (!error) return next();
    sendApiError(res, error);
  });
}

/**
 * Files a browser must ask about on every visit: a new service worker or manifest is how a new
 * deployment reaches an installed app (docs/decisions.md).
 */
const REVALIDATED_FILES = new Set(['sw.js', 'manifest.webmanifest']);

/** The built client at /, with every non-API path answered by index.html (history mode). */
function serveClient(app: NestExpressApplication, clientDir: string): void {
  if (!existsSync(join(clientDir, 'index.html'))) {
    new Logger('Server').warn(`No built client in ${clientDir}; run "npm run build:client".`);
    return;
  }
  app.useStaticAssets(clientDir, {
    index: false,
    maxAge: '1h',
    setHeaders: (res, path) => {
      if (REVALIDATED_FILES.has(basename(path))) res.setHeader('Cache-Control', 'no-cache');
    },
  });
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' || req.path.startsWith('/api') || req.path.startsWith('/ws')) return next();
    res.sendFile(join(clientDir, 'index.html'));
  });
}

/**
 * Until the read models have caught up with the log, every API route but health answers 503
 * with Retry-After: a half-built read model would answer wrongly (a user not yet projected
 * would be refused and signed out).
 */
function refuseUntilReady(app: NestExpressApplication): void {
  let progress: ReadModelProgress | undefined;
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (!req.path.startsWith('/api/') || /^\/api\/health\/?$/.test(req.path)) return next();
    progress ??= app.get<ReadModelProgress>(READ_MODEL_PROGRESS);
    if (progress.isReady) return next();
    answerStarting(res);
  });
}

export interface ServerOptions {
  clock?: Clock;
  /** Only errors in the log (tests). */
  quiet?: boolean;
}

export async function createServer(config: AppConfig, options: ServerOptions = {}): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.register(config, options.clock),
    new FaenaExpressAdapter(),
    {
      bodyParser: false,
      logger: options.quiet ? ['error'] : ['error', 'warn', 'log'],
    },
  );
  app.enableShutdownHooks();
  app.useWebSocketAdapter(new WsAdapter(app));
  app.setGlobalPrefix('api');
  app.set('trust proxy', config.trustProxy);
  secureHeaders(app, { autodeskViewer: config.aps !== null });
  // API answers are POSTs no client revalidates: hashing each body for an ETag is wasted work.
  app.set('etag', false);
  refuseUntilReady(app);
  // Node ends any request after 5 minutes; an upload may take an hour (spec 9). Headers still
  // have to arrive within Node's headersTimeout, so a slow client cannot hold a socket unheard.
  (app.getHttpServer() as Server).requestTimeout = UPLOAD_TIMEOUT_MS;
  parseBodies(app, config.bodyLimit);
  serveClient(app, config.clientDir);
  await app.init();
  // Only the process that projects seeds: API replicas of one deployment would race each other.
  const projects = config.role !== 'api';
  if (projects && config.demoData && (await app.get<EventStore>(EVENT_STORE).lastPosition()) === 0) {
    await app.get<ReadModelProgress>(READ_MODEL_PROGRESS).ready();
    // The demo's own pipeline runs on a story clock, so its events carry the weeks they tell of.
    const clock = new StoryClock(app.get<Clock>(CLOCK));
    const pipeline = new CommandPipeline(
      app.get<EventStore>(EVENT_STORE),
      clock,
      app.get<ReadModelProgress>(READ_MODEL_PROGRESS),
      app.get<ActorPort>(ACTOR_PORT),
    );
    const story = config.demoStory
      ? { files: new InlineFileRecorder(app.get(READ_STORE), app.get(BLOB_STORE), new FileCommands(pipeline)) }
      : null;
    await seedDemoData(pipeline, app.get(PasswordHasher), app.get(CREDENTIAL_STORE), clock, story);
  }
  return app;
}
