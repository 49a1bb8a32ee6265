import { post } from '../http';

/** A file attached to a task, an RDI or one of their interactions, as the API answers it. */
export interface FileAttachment {
  id: string;
  file: { id: string; name: string; size: number; pathmedia: { path: string; mimetype: string } };
}

/** 'Descargar Todo': the signed address of a zip of these files. */
export async function zipFiles(fileIds: readonly string[]): Promise<string> {
  const { fileurl } = await post<{ fileurl: string }>('/files/zip', { files_to_zip: fileIds });
  return fileurl;
}
