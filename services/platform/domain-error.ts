/** HTTP statuses a domain rule can answer with; the API copies it into the body `code`. */
export type DomainErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 413 | 422 | 429 | 502 | 503;

/**
 * A rule of the spec refused a command or query. `code` is a stable machine name
 * (`auth.bad_credentials`), `message` the Spanish text the user sees.
 */
export class DomainError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: DomainErrorStatus = 422,
    /** Messages for the body's `data` list, where a call answers one (spec: /user/create). */
    readonly data?: string[],
    /**
     * `field`: the body field the refusal is about, answered as `errors: [{ field, message }]` like a
     * validation's; `details`: more of the answer (an edit conflict's current values).
     */
    readonly about: { field?: string; details?: Record<string, unknown> } = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const forbidden = (message = 'No tienes permiso para realizar esta acción.') =>
  new DomainError('auth.forbidden', message, 403);

export const notFound = (message: string) => new DomainError('not_found', message, 404);
