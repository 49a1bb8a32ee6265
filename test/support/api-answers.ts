/** A refused form's messages by field, as the API lists them in `errors`. */
export const fieldErrors = (answer: { body: Record<string, unknown> }): Record<string, string> =>
  Object.fromEntries(
    (answer.body.errors as Array<{ field: string; message: string }>).map((error) => [error.field, error.message]),
  );
