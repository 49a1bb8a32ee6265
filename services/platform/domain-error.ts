/** HTTP statuses a domain rule can answer with; the API copies it into the body `code`. */
export type DomainErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 413 | 422 | 429 | 502 | 503;

/**
 * `field`: the body field the refusal is about, answered as `errors: [{ field, message }]` like a
 * validation's; `details`: more of the answer (an edit conflict's current values).
 */
export interface DomainErrorAbout {
  field?: string;
  details?: Record<string, unknown>;
}

/**
 * A rule of the spec refused a command or query. `code` is a stable machine name
 * (`auth.bad_credentials`), `message` the Spanish text the user sees. A 400 names the field it is
 * about (every 400 answers `errors: [{ field, message }]`): the compiler holds every one to it.
 */
export class DomainError extends Error {
  readonly about: DomainErrorAbout;

  constructor(
    code: string,
    message: string,
    status: 400,
    data: string[] | undefined,
    about: DomainErrorAbout & { field: string },
  );
  constructor(
    code: string,
    message: string,
    status?: Exclude<DomainErrorStatus, 400>,
    data?: string[],
    about?: DomainErrorAbout,
  );
  constructor(
    readonly code: string,
    message: string,
    readonly status: DomainErrorStatus = 422,
    /** Messages for the body's `data` list, where a call answers one (spec: /user/create). */
    readonly data?: string[],
    about: DomainErrorAbout = {},
  ) {
    // A refusal is an answer, not a fault: nobody reads its stack, and capturing one was 10 % of
    // a project's read under load (its `can` asks every refusal whether it applies).
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = stackTraceLimit;
    this.name = 'DomainError';
    this.about = about;
  }
}

/** A value refused at the door or by a rule about it: a 400 naming its field. */
export const invalidValue = (code: string, message: string, field: string) =>
  new DomainError(code, message, 400, undefined, { field });

export const forbidden = (message = 'No tienes permiso para realizar esta acción.') =>
  new DomainError('auth.forbidden', message, 403);

export const notFound = (message: string) => new DomainError('not_found', message, 404);
