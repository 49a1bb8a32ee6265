import useSWR from 'swr';
import { PROJECT_STORAGE } from '../../../../../services/contracts/collections';
import { post } from '../../../lib/http';
import { revalidateOnChange, sameProject } from '../../../lib/live';

interface StorageSize {
  total_size: number;
  total_count: number;
  total_files_size: number;
  total_files_count: number;
  total_files_version_size: number;
  total_files_version_count: number;
}

export const STORAGE_SIZE_PATH = '/project/getStorageSize';

revalidateOnChange(PROJECT_STORAGE, STORAGE_SIZE_PATH, sameProject);

const fetchStorageSize = async ([path, projectId]: readonly [string, string]) =>
  (await post<{ data: StorageSize }>(path, { project_id: projectId })).data;

/** What the project's files take, every version counted (spec 2.8). */
export function useStorageSize(projectId: string) {
  const { data, error } = useSWR([STORAGE_SIZE_PATH, projectId] as const, fetchStorageSize);
  return { storage: data, error: error as Error | undefined };
}
