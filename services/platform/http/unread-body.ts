import { finished } from 'node:stream';
import type { Request, Response } from 'express';

/** A refused body is drained, and discarded, until it stops arriving for this long… */
const IDLE_MS = 5_000;
/** …or this much of it has come: past that, the client is not listening and the connection is cut. */
const MAX_DRAINED_BYTES = 16 * 1024 * 1024;

/**
 * Once the answer is sent, the rest of a body the server did not read is not worth reading: the
 * connection is closed. Gracefully: the answer goes out with a FIN, and what still arrives is
 * discarded until the client stops sending (it has read the answer) or sends too much. Closing a
 * socket with unread data makes the kernel reset it, and a reset can overtake the answer it was sent
 * after. Returns what stops watching.
 */
export function closeAfterAnswer(request: Request, response: Response): () => void {
  return finished(response, () => {
    if (request.complete) return;
    request.unpipe();
    request.socket.end();
    let drained = 0;
    let idle = setTimeout(() => request.destroy(), IDLE_MS);
    request.on('data', (chunk: Buffer) => {
      drained += chunk.length;
      clearTimeout(idle);
      if (drained > MAX_DRAINED_BYTES) request.destroy();
      else idle = setTimeout(() => request.destroy(), IDLE_MS);
    });
    request.once('close', () => clearTimeout(idle));
  });
}
