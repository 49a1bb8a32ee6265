import { formatSize } from './format';

/** Spec 5 and 9: images are .png, .jpg or .jpeg; the server takes up to 5 MB. */
export const IMAGE_ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';
const IMAGE_NAME = /\.(png|jpe?g)$/i;
const MAX_IMAGE_BYTES = 5_000_000;

/** Why a chosen picture cannot be sent, in the server's words; none when there is no picture. */
export function imageFileError(file: File | null): string | undefined {
  if (!file) return undefined;
  if (!IMAGE_NAME.test(file.name)) return 'La imagen debe ser un archivo .png, .jpg o .jpeg.';
  if (file.size > MAX_IMAGE_BYTES) return `La imagen puede pesar hasta ${formatSize(MAX_IMAGE_BYTES)}.`;
  return undefined;
}
