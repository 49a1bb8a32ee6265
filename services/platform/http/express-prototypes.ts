import { createServer, IncomingMessage, type Server, ServerResponse } from 'node:http';
import type { NestApplicationOptions } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';
import type { Express } from 'express';

/**
 * Express moves every request and response onto its app's prototypes (`Object.setPrototypeOf` in
 * `app.handle`). V8 then keeps each re-prototyped object, and what it holds, alive through the
 * young-generation collections: under load every request's objects were promoted, scavenges took
 * 8–15 ms and were the p99 of every fast call (docs/performance.md). Node builds requests and
 * responses on classes whose prototypes are the app's, so Express's move is a no-op.
 */
export function serverOnExpressPrototypes(app: Express): Server {
  class ExpressRequest extends IncomingMessage {}
  class ExpressResponse extends ServerResponse {}
  app.request = withExpressMembers(ExpressRequest.prototype, app.request);
  app.response = withExpressMembers(ExpressResponse.prototype, app.response);
  return createServer({ IncomingMessage: ExpressRequest, ServerResponse: ExpressResponse }, app);
}

/** Express's own prototype (its methods) and the app's (its `app`), copied onto Node's subclass. */
function withExpressMembers<A extends object>(target: object, appPrototype: A): A {
  Object.defineProperties(target, Object.getOwnPropertyDescriptors(Object.getPrototypeOf(appPrototype)));
  return Object.defineProperties(target, Object.getOwnPropertyDescriptors(appPrototype)) as A;
}

/** Nest's Express adapter on a server built by `serverOnExpressPrototypes` (plain HTTP, as Faena serves). */
export class FaenaExpressAdapter extends ExpressAdapter {
  override initHttpServer(options: NestApplicationOptions): void {
    if (options.httpsOptions || options.forceCloseConnections) {
      super.initHttpServer(options);
      return;
    }
    this.httpServer = serverOnExpressPrototypes(this.getInstance<Express>());
  }
}
