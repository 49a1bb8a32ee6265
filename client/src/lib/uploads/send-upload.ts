import { UPLOAD_TIMEOUT_MS } from '../../../../services/contracts/uploads';
import { API_BASE } from '../api-request';
import { expireSession, getToken } from '../session';
import { type UploadItem, uploadFailureReason, uploadFields } from './upload-rules';

/** What the server answers for a stored file. */
export interface UploadedFile {
  id: string;
  name: string;
  size: number;
  mimetype: string;
}

export interface UploadCallbacks {
  onProgress(loaded: number, total: number): void;
  onDone(file: UploadedFile): void;
  onFailed(reason: string): void;
}

const parseBody = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

const uploadedFile = (body: unknown): UploadedFile | null => {
  if (typeof body !== 'object' || body === null || !('file' in body)) return null;
  const { file } = body as { file: unknown };
  return typeof file === 'object' && file !== null && 'id' in file ? (file as UploadedFile) : null;
};

/**
 * POSTs one queued file to /files/upload. XMLHttpRequest rather than fetch: only it reports the
 * bytes sent. `commandId` is the same on every try of this upload, so a retry after a lost answer
 * stores the file once. The id is not noted as this tab's own command: the upload center outlives
 * the screen that queued the file, so the live push is what refreshes whatever the file changes
 * (the storage bar, a list). Returns a function that cancels the upload.
 */
export function sendUpload(
  item: Pick<UploadItem, 'type' | 'payload' | 'description' | 'file'>,
  commandId: string,
  callbacks: UploadCallbacks,
): () => void {
  const body = new FormData();
  for (const [name, value] of uploadFields(item)) body.append(name, value);
  body.append('file', item.file, item.file.name);

  const xhr = new XMLHttpRequest();
  xhr.open('POST', `${API_BASE}/files/upload`);
  xhr.timeout = UPLOAD_TIMEOUT_MS;
  xhr.setRequestHeader('accept', 'application/json');
  xhr.setRequestHeader('x-command-id', commandId);
  const token = getToken();
  if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);

  xhr.upload.onprogress = (event) => {
    if (event.lengthComputable) callbacks.onProgress(event.loaded, event.total);
  };
  xhr.onload = () => {
    const answer = parseBody(xhr.responseText);
    if (xhr.status === 401) expireSession();
    const file = uploadedFile(answer);
    if (xhr.status === 200 && file) callbacks.onDone(file);
    else callbacks.onFailed(uploadFailureReason(xhr.status, answer));
  };
  xhr.onerror = () => callbacks.onFailed(uploadFailureReason(0, null));
  xhr.ontimeout = () => callbacks.onFailed('La carga tardó más de una hora y se detuvo.');
  xhr.send(body);
  return () => xhr.abort();
}
