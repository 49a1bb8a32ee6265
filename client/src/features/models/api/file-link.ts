import { post } from '../../../lib/http';

interface FileUrlsResponse {
  files: Array<{ id: string; name: string; url: string }>;
}

/** A signed, expiring same-origin link to one stored file, to read it in the page. */
export async function fileLink(fileId: string): Promise<string> {
  const { files } = await post<FileUrlsResponse>('/files/getUrls', { attachments: [fileId], force_download: false });
  const link = files.find((file) => file.id === fileId);
  if (!link) throw new Error('No se encontró el archivo.');
  return link.url;
}
