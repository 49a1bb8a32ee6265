import type { Readable } from 'node:stream';
import busboy from 'busboy';
import type { Request } from 'express';
import { DomainError, invalidValue } from '../domain-error';
import { ValidationFailed } from './validation';

/** A multipart form whose file is handed on as it arrives: its fields come first, then the file. */
export interface StreamedForm {
  fields: Record<string, string>;
  file: { field: string; name: string; stream: Readable };
}

export interface StreamedFormLimits {
  fileField: string;
  fields: number;
  fieldSize: number;
}

const badForm = () => invalidValue('request.bad_form', 'El formulario no es válido.', 'body');

/**
 * Reads the fields of a multipart request up to its file, and resolves with the file still
 * streaming, so an upload of any size goes on to storage without being held here. Fields sent
 * after the file are not read: a form that wants them must send them first (as browsers send
 * FormData, in the order it was filled).
 */
export function readStreamedForm(request: Request, limits: StreamedFormLimits): Promise<StreamedForm> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: request.headers,
        // Browsers send file names as UTF-8 bytes; busboy would read them as latin1 («geometrÃ­a»).
        defParamCharset: 'utf8',
        limits: { files: 1, fields: limits.fields, fieldSize: limits.fieldSize, parts: limits.fields + 1 },
      });
    } catch {
      reject(badForm());
      return;
    }
    const fields: Record<string, string> = {};
    let settled = false;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      request.unpipe(parser);
      reject(error);
    };
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated)
        fail(new DomainError('request.field_too_large', `El campo «${name}» es demasiado largo.`, 413));
      else fields[name] = value;
    });
    parser.on('fieldsLimit', () =>
      fail(new DomainError('request.too_many_fields', 'El formulario tiene demasiados campos.', 413)),
    );
    parser.on('file', (field, stream, info) => {
      if (field !== limits.fileField) {
        stream.resume();
        fail(invalidValue('request.unexpected_file', `El archivo del campo «${field}» no está permitido.`, field));
        return;
      }
      settled = true;
      // Refused before it is read, the file is nobody's: its failure when the connection drops
      // (below) must not go unheard, which would end the process.
      stream.on('error', () => undefined);
      resolve({ fields, file: { field, name: info.filename ?? '', stream } });
    });
    parser.on('close', () => fail(new ValidationFailed([{ field: limits.fileField, message: 'Campo requerido' }])));
    parser.on('error', () => fail(badForm()));
    // A connection that drops mid-file fails the file's stream, so nothing half-written is kept.
    request.once('close', () => {
      if (!request.complete)
        parser.destroy(invalidValue('request.cut_off', 'La carga se interrumpió antes de terminar.', limits.fileField));
    });
    request.pipe(parser);
  });
}
