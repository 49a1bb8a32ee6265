import type { Writable } from 'node:stream';
import type { Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import { formatSize } from '../../contracts/number-format';
import { DomainError, invalidValue } from '../domain-error';
import { settleUnreadBody } from './unread-body';

/** One route's multipart form: its files kept in memory, and limits on everything else. */
export interface MultipartForm {
  fileField: string;
  /** Several files under `fileField` (into `request.files`); one optional file (`request.file`) when absent. */
  maxFiles?: number;
  limits: NonNullable<multer.Options['limits']>;
  /** The whole body with its framing: refused from Content-Length before it is read, else while it streams. */
  maxBytes: number;
  fileFilter: NonNullable<multer.Options['fileFilter']>;
  /** The refusal of a file larger than `limits.fileSize`. */
  fileTooLarge: string;
}

/** multer 2.5 lets the caller feed busboy (here: through a byte counter); @types/multer does not know it yet. */
type MulterOptions = multer.Options & { streamHandler: (request: Request, parser: Writable) => void };

const tooLarge = (maxBytes: number) =>
  new DomainError(
    'request.too_large',
    `La solicitud es demasiado grande: el formulario puede pesar hasta ${formatSize(maxBytes)}.`,
    413,
  );

const BAD_FORM = 'El formulario no es válido.';
/** A form that cannot be read is refused as a whole: its field is `body`. */
const badForm = () => invalidValue('request.bad_form', BAD_FORM, 'body');

/** multer's refusals in Spanish: limits answer 413, a malformed form 400. */
function refusal(error: unknown, form: MultipartForm): unknown {
  if (error instanceof DomainError) return error;
  if (!(error instanceof MulterError)) return badForm();
  switch (error.code) {
    case 'LIMIT_FILE_SIZE':
      return new DomainError('request.file_too_large', form.fileTooLarge, 413);
    case 'LIMIT_FIELD_COUNT':
    case 'LIMIT_PART_COUNT':
      return new DomainError('request.too_many_fields', 'El formulario tiene demasiados campos.', 413);
    case 'LIMIT_FILE_COUNT':
      return new DomainError('request.too_many_files', 'El formulario tiene demasiados archivos.', 413);
    case 'LIMIT_FIELD_VALUE':
      return new DomainError('request.field_too_large', `El campo «${error.field}» es demasiado largo.`, 413);
    case 'LIMIT_UNEXPECTED_FILE':
      return invalidValue(
        'request.unexpected_file',
        `El archivo del campo «${error.field}» no está permitido.`,
        error.field ?? 'body',
      );
    default:
      return badForm();
  }
}

/**
 * Reads a multipart body into `request.body` and `request.file`, within the form's limits. A body
 * that says it is too large is refused unread; one that does not say (chunked) is refused as soon
 * as it grows past the limit, without waiting for the rest, and its connection is then closed
 * (unread-body.ts).
 */
export async function parseMultipart(request: Request, response: Response, form: MultipartForm): Promise<void> {
  // Node has already refused a Content-Length that is not a number.
  if (Number(request.headers['content-length']) > form.maxBytes) throw tooLarge(form.maxBytes);
  let refuseOversized: (error: DomainError) => void = () => undefined;
  const oversized = new Promise<never>((_, reject) => {
    refuseOversized = reject;
  });
  const options: MulterOptions = {
    storage: multer.memoryStorage(),
    limits: form.limits,
    fileFilter: form.fileFilter,
    streamHandler: (body, parser) => {
      let received = 0;
      body.on('data', (chunk: Buffer) => {
        received += chunk.length;
        if (received > form.maxBytes) refuseOversized(tooLarge(form.maxBytes));
      });
      body.pipe(parser);
    },
  };
  const parsed = new Promise<void>((resolve, reject) =>
    (form.maxFiles === undefined
      ? multer(options).single(form.fileField)
      : multer(options).array(form.fileField, form.maxFiles))(request, response, (error?: unknown) =>
      error ? reject(refusal(error, form)) : resolve(),
    ),
  );
  // Once the refusal is sent, multer drops what it kept; the rest of the body is dropped or the connection closed.
  const stopWatching = settleUnreadBody(request, response);
  try {
    await Promise.race([parsed, oversized]);
  } finally {
    if (request.complete) stopWatching();
  }
}
