import { randomUUID } from 'node:crypto';
import { extname } from 'node:path';
import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  mixin,
  type NestInterceptor,
  type Type,
} from '@nestjs/common';
import type { Request, Response } from 'express';
// file-type 16 is the last CommonJS release: 17+ is ESM only, which neither this CommonJS build's
// require() (Node 20) nor jest loads without flags.
import { fromBuffer } from 'file-type';
import type { Observable } from 'rxjs';
import { formatSize } from '../../contracts/number-format';
import type { BlobStore } from '../blob-store/blob-store.port';
import { invalidValue } from '../domain-error';
import { parseMultipart } from './multipart';

/** Spec 5 and 9: images are png, jpg or jpeg, by name and by content. */
const IMAGE_EXTENSIONS = new Set(['.png', '.jpg', '.jpeg']);
/** What a stored image may be served as: the content types its bytes were checked to be. */
export const IMAGE_CONTENT_TYPES: ReadonlySet<string> = new Set(['image/png', 'image/jpeg']);
/** 5 MB in the app's one unit system (docs/decisions.md, "Tamaños"). */
export const MAX_IMAGE_BYTES = 5_000_000;

/**
 * The largest image form (a project: 17 text fields, especialidades up to 50 × 80 characters as
 * JSON, a description of 2000) fits well within these; anything past them is not a form of ours.
 */
const IMAGE_FORM_LIMITS = {
  fields: 25,
  fieldSize: 32 * 1024,
  fieldNameSize: 100,
  fieldNestingDepth: 0,
  files: 1,
  parts: 26,
  fileSize: MAX_IMAGE_BYTES,
};
/** The image, every field at its largest, and the multipart framing. */
export const MAX_IMAGE_FORM_BYTES = 6_000_000;

export const BAD_IMAGE = 'La imagen debe ser un archivo .png, .jpg o .jpeg.';
const badImage = (field: string) => invalidValue('upload.image_type', BAD_IMAGE, field);

/** What an uploaded image is, read from its bytes: a name or a declared type proves nothing. */
export async function imageTypeOf(file: Express.Multer.File): Promise<{ extension: string; contentType: string }> {
  const detected = await fromBuffer(file.buffer);
  if (!detected || !IMAGE_CONTENT_TYPES.has(detected.mime)) throw badImage(file.fieldname);
  return { extension: `.${detected.ext}`, contentType: detected.mime };
}

/**
 * A multipart form with one optional image field, kept in memory until it is stored. The form is
 * read within its limits and the image checked by its content before the route runs, so a refused
 * image changes nothing.
 */
export const ImageUpload = (field: string): Type<NestInterceptor> => {
  @Injectable()
  class ImageUploadInterceptor implements NestInterceptor {
    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      const http = context.switchToHttp();
      const request = http.getRequest<Request>();
      await parseMultipart(request, http.getResponse<Response>(), {
        fileField: field,
        limits: IMAGE_FORM_LIMITS,
        maxBytes: MAX_IMAGE_FORM_BYTES,
        fileTooLarge: `La imagen puede pesar hasta ${formatSize(MAX_IMAGE_BYTES)}.`,
        fileFilter: (_request, file, accept) => {
          if (IMAGE_EXTENSIONS.has(extname(file.originalname).toLowerCase())) accept(null, true);
          else accept(badImage(file.fieldname));
        },
      });
      if (request.file) await imageTypeOf(request.file);
      return next.handle();
    }
  }
  return mixin(ImageUploadInterceptor);
};

/** Stores an uploaded image under `folder` with a fresh name; the key is what documents keep. */
export async function storeImage(blobs: BlobStore, folder: string, file: Express.Multer.File): Promise<string> {
  const { extension, contentType } = await imageTypeOf(file);
  const key = `${folder}/${randomUUID()}${extension}`;
  await blobs.put(key, file.buffer, contentType);
  return key;
}
