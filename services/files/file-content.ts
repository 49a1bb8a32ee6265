import { Readable } from 'node:stream';
import { fromBuffer } from 'file-type';
import {
  type AttachmentExtension,
  extensionOf,
  type UploadType,
  uploadExtensions,
  wrongExtensionMessage,
} from '../contracts/uploads';
import { ValidationFailed } from '../platform/http/validation';

/** How many first bytes tell a file's type (file-type reads at most this many). */
export const SAMPLE_BYTES = 4100;

/**
 * What each accepted extension must hold. `detected`: the types file-type may find in its bytes
 * (a zip-based Office file may be seen as a plain zip); `text`: no binary signature at all and no
 * NUL byte; `header`: the bytes it starts with; `unknown`: formats file-type cannot name, accepted
 * when their bytes are not some other known type.
 */
type Expected =
  | { detected: readonly string[] }
  | { text: true; header?: string }
  | { header: string }
  | { unknown: true };

interface Accepted {
  mimetype: string;
  expected: Expected;
}

const OFFICE_ZIP = ['zip', 'docx', 'xlsx', 'pptx'];
/** Old Office, Revit and Navisworks cache files are OLE compound files. */
const COMPOUND = ['cfb'];

/** Every extension of the contract's list, with what its files must hold. */
const ACCEPTED: Record<AttachmentExtension, Accepted> = {
  pdf: { mimetype: 'application/pdf', expected: { detected: ['pdf'] } },
  png: { mimetype: 'image/png', expected: { detected: ['png'] } },
  jpg: { mimetype: 'image/jpeg', expected: { detected: ['jpg'] } },
  jpeg: { mimetype: 'image/jpeg', expected: { detected: ['jpg'] } },
  gif: { mimetype: 'image/gif', expected: { detected: ['gif'] } },
  webp: { mimetype: 'image/webp', expected: { detected: ['webp'] } },
  heic: { mimetype: 'image/heic', expected: { detected: ['heic'] } },
  mp4: { mimetype: 'video/mp4', expected: { detected: ['mp4', 'm4v'] } },
  mov: { mimetype: 'video/quicktime', expected: { detected: ['mov', 'mp4'] } },
  mp3: { mimetype: 'audio/mpeg', expected: { detected: ['mp3'] } },
  m4a: { mimetype: 'audio/mp4', expected: { detected: ['m4a', 'mp4'] } },
  doc: { mimetype: 'application/msword', expected: { detected: COMPOUND } },
  xls: { mimetype: 'application/vnd.ms-excel', expected: { detected: COMPOUND } },
  ppt: { mimetype: 'application/vnd.ms-powerpoint', expected: { detected: COMPOUND } },
  docx: {
    mimetype: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    expected: { detected: OFFICE_ZIP },
  },
  xlsx: {
    mimetype: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    expected: { detected: OFFICE_ZIP },
  },
  pptx: {
    mimetype: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    expected: { detected: OFFICE_ZIP },
  },
  zip: { mimetype: 'application/zip', expected: { detected: ['zip'] } },
  txt: { mimetype: 'text/plain', expected: { text: true } },
  csv: { mimetype: 'text/csv', expected: { text: true } },
  // Models (Planimetría) and drawings.
  ifc: { mimetype: 'application/x-step', expected: { text: true, header: 'ISO-10303-21' } },
  dwg: { mimetype: 'image/vnd.dwg', expected: { header: 'AC10' } },
  dwfx: { mimetype: 'model/vnd.dwfx+xps', expected: { detected: ['zip'] } },
  rvt: { mimetype: 'application/octet-stream', expected: { detected: COMPOUND } },
  nwc: { mimetype: 'application/octet-stream', expected: { unknown: true } },
  nwd: { mimetype: 'application/octet-stream', expected: { unknown: true } },
};

const refuse = (message: string) => new ValidationFailed([{ field: 'file', message }]);

function holds(expected: Expected, head: Buffer, detected: string | undefined): boolean {
  if ('detected' in expected) return detected !== undefined && expected.detected.includes(detected);
  if ('unknown' in expected) return detected === undefined;
  if (!head.subarray(0, expected.header?.length ?? 0).equals(Buffer.from(expected.header ?? ''))) return false;
  return !('text' in expected) || (detected === undefined && !head.includes(0));
}

/**
 * The content type a file is stored and served as, from its name and its first bytes: the
 * extension must be one the upload type takes, and the bytes must be what the extension says.
 * The type the browser declared is never trusted.
 */
export async function contentTypeOf(type: UploadType, name: string, head: Buffer): Promise<string> {
  const extension = extensionOf(name);
  if (!uploadExtensions(type).includes(extension)) throw refuse(wrongExtensionMessage(type));
  const accepted = ACCEPTED[extension as AttachmentExtension];
  const detected = (await fromBuffer(head))?.ext;
  if (!holds(accepted.expected, head, detected)) {
    throw refuse(`El contenido del archivo no corresponde a un archivo .${extension}.`);
  }
  return accepted.mimetype;
}

/** Whether a browser may show the file itself rather than download it: images, video, audio and PDF. */
export const shownInline = (mimetype: string) =>
  /^(image\/(png|jpeg|gif|webp)|video\/|audio\/|application\/pdf$)/.test(mimetype);

/**
 * The first bytes of a stream, and the whole stream again (those bytes included), so a file can
 * be checked before it is stored without holding more of it.
 */
export async function peek(stream: Readable, bytes: number): Promise<{ head: Buffer; stream: Readable }> {
  const source = stream[Symbol.asyncIterator]();
  const chunks: Buffer[] = [];
  let read = 0;
  let ended = false;
  while (read < bytes) {
    const next = await source.next();
    if (next.done) {
      ended = true;
      break;
    }
    chunks.push(next.value as Buffer);
    read += (next.value as Buffer).length;
  }
  const start = Buffer.concat(chunks, read);
  async function* whole() {
    yield start;
    if (ended) return;
    for (let next = await source.next(); !next.done; next = await source.next()) yield next.value as Buffer;
  }
  return { head: start.subarray(0, bytes), stream: Readable.from(whole()) };
}
