import useSWR from 'swr';
import { post } from '../../../lib/http';

export const FILE_URLS_PATH = '/files/getUrls';

/** Signed links expire after an hour: they are asked for again well before. */
const LINK_REFRESH_MS = 45 * 60_000;

interface FileLink {
  id: string;
  name: string;
  url: string;
}

const fetchFileLink = async ([path, fileId]: readonly [string, string]) => {
  const { files } = await post<{ files: FileLink[] }>(path, { attachments: [fileId], force_download: true });
  return files[0] ?? null;
};

/** A signed link to read one file (and to download it); `null` id asks nothing. */
export function useFileLink(fileId: string | null) {
  const { data, error } = useSWR(fileId ? ([FILE_URLS_PATH, fileId] as const) : null, fetchFileLink, {
    refreshInterval: LINK_REFRESH_MS,
  });
  return { link: data, error: error as Error | undefined };
}
