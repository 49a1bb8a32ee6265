import { finished } from 'node:stream';
import type { Request, Response } from 'express';

/** How long a client that keeps sending a refused body is given to read the answer. */
const LINGER_MS = 5_000;

/**
 * Once the answer is sent, the rest of a body the server did not read is not worth reading: the
 * connection is closed. Gracefully: the answer goes out with a FIN and the body is no longer read,
 * so the client's sending stalls on TCP's flow control rather than on a reset (closing a socket
 * with unread data resets it, and a reset can overtake the answer). The socket is let go when the
 * client closes, or after a few seconds. Returns what stops watching.
 */
export function closeAfterAnswer(request: Request, response: Response): () => void {
  return finished(response, () => {
    if (request.complete) return;
    request.unpipe();
    request.pause();
    request.socket.end();
    const lingering = setTimeout(() => request.destroy(), LINGER_MS);
    request.once('close', () => clearTimeout(lingering));
  });
}
