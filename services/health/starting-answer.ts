import type { Response } from 'express';

/** What a client hears while the read models catch up with the log; it shows «Cargando» and retries. */
export const STARTING_ERROR = 'server.starting';
export const STARTING_MESSAGE =
  'Faena se está iniciando. Cargando la información, vuelve a intentarlo en unos segundos.';
export const RETRY_AFTER_SECONDS = 2;

export function answerStarting(res: Response, extra: Record<string, unknown> = {}): void {
  res
    .status(503)
    .set('Retry-After', String(RETRY_AFTER_SECONDS))
    .json({ code: 503, message: STARTING_MESSAGE, error: STARTING_ERROR, ...extra });
}
