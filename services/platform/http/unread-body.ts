import { finished } from 'node:stream';
import type { Request, Response } from 'express';

/**
 * A refused body declared at up to this many bytes is read to its end and dropped, so the
 * client's connection stays open for its next request; a larger or undeclared one is not worth
 * reading, and its answer closes the connection.
 */
export const DRAIN_LIMIT_BYTES = 8 * 1024 * 1024;
/** How long a client that keeps sending a refused body is given to read the answer. */
const LINGER_MS = 5_000;
/** How long the rest of a small refused body may take to arrive before the connection is let go. */
const DRAIN_MS = 30_000;

const mayDrain = (request: Request, response: Response) =>
  response.statusCode !== 413 &&
  response.getHeader('connection') !== 'close' &&
  Number(request.headers['content-length']) <= DRAIN_LIMIT_BYTES;

/** Lets go of the request's connection after `ms`, unless the request ends first. */
function letGoAfter(request: Request, ms: number): void {
  const timer = setTimeout(() => request.destroy(), ms).unref();
  request.once('close', () => clearTimeout(timer));
}

/**
 * Watches an answer given before its request's body was read to the end (a refused upload). The
 * answer says what happens to the connection, and it happens: a small declared body is read and
 * dropped, and the connection stays open (keep-alive); any other answers `Connection: close` and
 * the connection is closed. Gracefully: the answer goes out with a FIN and the body is no longer
 * read, so the client's sending stalls on TCP's flow control rather than on a reset (closing a
 * socket with unread data resets it, and a reset can overtake the answer). The socket is let go
 * when the client closes, or after a few seconds. Returns what stops watching.
 */
export function settleUnreadBody(request: Request, response: Response): () => void {
  let drain = false;
  const writeHead = response.writeHead;
  response.writeHead = ((...args: unknown[]) => {
    if (!request.complete) {
      drain = mayDrain(request, response);
      if (!drain) response.setHeader('connection', 'close');
    }
    return (writeHead as (...rest: unknown[]) => Response).apply(response, args);
  }) as typeof response.writeHead;
  return finished(response, () => {
    if (request.complete) return;
    request.unpipe();
    if (drain) {
      request.resume();
      letGoAfter(request, DRAIN_MS);
      return;
    }
    request.pause();
    request.socket.end();
    letGoAfter(request, LINGER_MS);
  });
}
