import { finished } from 'node:stream';
import type { Request, Response } from 'express';

/** How long a refused body is still drained, so that the client reads the answer before the socket closes. */
const LINGER_MS = 2_000;

/**
 * Once the answer is sent, the rest of a body the server did not read is not worth reading: the
 * connection is closed. Gracefully: the answer goes out with a FIN and what still arrives is
 * discarded (no parser reads it any more) for a moment, since closing a socket with unread data makes the kernel reset it, and
 * a reset can reach the client before the answer it was sent after. Returns what stops watching.
 */
export function closeAfterAnswer(request: Request, response: Response): () => void {
  return finished(response, () => {
    if (request.complete) return;
    request.unpipe();
    request.socket.end();
    request.resume();
    setTimeout(() => request.destroy(), LINGER_MS).unref();
  });
}
