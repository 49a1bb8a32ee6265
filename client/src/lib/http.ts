import { useSyncExternalStore } from 'react';
import { API_BASE, apiRequestInit, REQUEST_TIMEOUT_MS } from './api-request';
import { rememberSentCommand } from './command-id';
import { reportAnswered, reportNoConnection } from './connection';
import { forgetEarlyAnswers, takeEarlyAnswer } from './early-reads';
import { expireSession, getToken } from './session';

/** Body codes that mean the session is no longer valid (spec 8). */
const SESSION_CODES = new Set([50008, 50012, 50014]);

/** A call that did not succeed: `status` is the HTTP status, or 0 when no answer arrived. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** A call that got no answer because there is no network: what needed it is unavailable offline. */
export class NoConnectionError extends ApiError {
  constructor(cause: unknown) {
    super(0, 0, 'No hay conexión con el servidor.', cause);
    this.name = 'NoConnectionError';
  }
}

/** What a screen whose data did not load says in its place. */
export function loadFailureText(error: Error): string {
  return error instanceof NoConnectionError ? 'No disponible sin conexión.' : error.message;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'DELETE';
  body?: unknown;
  /** The login call answers 401 for wrong credentials, which is not an expired session. */
  sessionless?: boolean;
  commandId?: string;
  madeAt?: string;
}

interface ApiBody {
  code?: unknown;
  message?: unknown;
}

function asApiBody(value: unknown): ApiBody {
  return typeof value === 'object' && value !== null ? (value as ApiBody) : {};
}

async function send(path: string, { method = 'POST', body, commandId, madeAt }: RequestOptions): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  const token = getToken();
  if (commandId) {
    rememberSentCommand(commandId);
    forgetEarlyAnswers();
  }
  try {
    const early = method === 'POST' && !commandId ? takeEarlyAnswer(path, body, token) : null;
    const response =
      (early && (await early)) ??
      (await fetch(
        `${API_BASE}${path}`,
        apiRequestInit({ method, body, token, commandId, madeAt, signal: controller.signal }),
      ));
    reportAnswered();
    return response;
  } catch (error) {
    if (controller.signal.aborted) throw new ApiError(0, 0, 'La solicitud tardó demasiado.', error);
    reportNoConnection();
    throw new NoConnectionError(error);
  } finally {
    clearTimeout(timer);
  }
}

/** The longest wait between two tries while the server starts, whatever Retry-After says. */
const MAX_STARTING_WAIT_MS = 10_000;

let starting = false;
const startingListeners = new Set<() => void>();

function setStarting(value: boolean): void {
  if (starting === value) return;
  starting = value;
  for (const listener of startingListeners) listener();
}

/** True while the server answers that it is still loading its data: the app shows «Cargando». */
export function useServerStarting(): boolean {
  return useSyncExternalStore(
    (listener) => {
      startingListeners.add(listener);
      return () => startingListeners.delete(listener);
    },
    () => starting,
  );
}

/** 503 with Retry-After: the server is catching up with its data; nothing was done, ask again. */
function startingWait(response: Response): number | null {
  const retryAfter = response.headers.get('retry-after');
  if (response.status !== 503 || retryAfter === null) return null;
  const seconds = Number(retryAfter);
  return Math.min(Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 1000, MAX_STARTING_WAIT_MS);
}

/** Sends, and while the server is starting waits and sends again, so no call fails nor signs the user out. */
async function sendWhenReady(path: string, options: RequestOptions): Promise<Response> {
  for (;;) {
    const response = await send(path, options);
    const wait = startingWait(response);
    if (wait === null) {
      setStarting(false);
      return response;
    }
    setStarting(true);
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

/** Calls the API and returns the body of a successful answer (body code 200); throws ApiError otherwise. */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await sendWhenReady(path, options);
  const data: unknown = await response.json().catch(() => null);
  const { code, message } = asApiBody(data);
  const bodyCode = typeof code === 'number' ? code : response.status;
  // Only 401 ends the session: this server answers 403 for a missing capability, which the
  // user should read, not be signed out for (docs/decisions.md).
  const sessionRefused = (response.status === 401 || SESSION_CODES.has(bodyCode)) && !options.sessionless;
  if (sessionRefused) {
    expireSession();
  }
  if (!response.ok || bodyCode !== 200) {
    throw new ApiError(response.status, bodyCode, typeof message === 'string' ? message : response.statusText, data);
  }
  return data as T;
}

export function post<T>(path: string, body: unknown = {}, options: Omit<RequestOptions, 'body' | 'method'> = {}) {
  return request<T>(path, { ...options, method: 'POST', body });
}
