import { post } from '../http';

/** 'Descargar Todo': the signed address of a zip of these files. */
export async function zipFiles(fileIds: readonly string[]): Promise<string> {
  const { fileurl } = await post<{ fileurl: string }>('/files/zip', { files_to_zip: fileIds });
  return fileurl;
}
