/**
 * How an API call goes on the wire, apart from what the app does with its answer: the app's calls
 * (`http.ts`) and the reads sent before the app's code has run (`early-reads.ts`) build the same
 * request. Imports nothing, so the early reads' chunk stays small.
 */
export const API_BASE = '/api';
/** A call without an answer by then counts as failed ('La solicitud tardó demasiado.'). */
export const REQUEST_TIMEOUT_MS = 20_000;

export interface ApiRequest {
  method: 'GET' | 'POST' | 'DELETE';
  body?: unknown;
  token: string | null;
  /** Sent as X-Command-Id: the server runs a command once per id, so a resent form changes nothing twice. */
  commandId?: string | undefined;
  /** Sent as X-Command-Made-At: when the person acted, for a command sent later from the outbox. */
  madeAt?: string | undefined;
  signal: AbortSignal;
}

export function apiRequestInit({ method, body, token, commandId, madeAt, signal }: ApiRequest): RequestInit {
  return {
    method,
    headers: {
      accept: 'application/json',
      // A FormData body sets its own multipart content type, boundary included.
      ...(body === undefined || body instanceof FormData ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(commandId ? { 'x-command-id': commandId } : {}),
      ...(madeAt ? { 'x-command-made-at': madeAt } : {}),
    },
    body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
    signal,
  };
}
