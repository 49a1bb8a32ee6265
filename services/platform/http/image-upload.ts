import { randomUUID } from 'node:crypto';
import { extname } from 'node:path';
import { FileInterceptor } from '@nestjs/platform-express';
import type { BlobStore } from '../blob-store/blob-store.port';
import { DomainError } from '../domain-error';

/** Spec 5 and 9: images are png, jpg or jpeg. */
const IMAGE_TYPES: Record<string, string> = { '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg' };
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export const BAD_IMAGE = 'La imagen debe ser un archivo .png, .jpg o .jpeg.';

/** Multipart form with one optional image field, kept in memory until it is stored. */
export const ImageUpload = (field: string) =>
  FileInterceptor(field, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1 },
    fileFilter: (_request, file, accept) => {
      const known = IMAGE_TYPES[extname(file.originalname).toLowerCase()];
      if (known) accept(null, true);
      else accept(new DomainError('upload.image_type', BAD_IMAGE, 400), false);
    },
  });

/** Stores an uploaded image under `folder` with a fresh name; the key is what documents keep. */
export async function storeImage(blobs: BlobStore, folder: string, file: Express.Multer.File): Promise<string> {
  const extension = extname(file.originalname).toLowerCase();
  const key = `${folder}/${randomUUID()}${extension}`;
  await blobs.put(key, file.buffer, IMAGE_TYPES[extension] ?? 'application/octet-stream');
  return key;
}
