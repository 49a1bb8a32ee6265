import useSWR from 'swr';
import { PROJECT_STORAGE } from '../../../../../services/contracts/collections';
import type { StorageFigures } from '../../../../../services/contracts/uploads';
import { post } from '../../../lib/http';
import { revalidateOnChange, sameProject } from '../../../lib/live';

export const STORAGE_SIZE_PATH = '/project/getStorageSize';

revalidateOnChange(PROJECT_STORAGE, STORAGE_SIZE_PATH, sameProject);

const fetchStorageSize = async ([path, projectId]: readonly [string, string]) =>
  (await post<{ data: StorageFigures }>(path, { project_id: projectId })).data;

/** What the project's files take, every version counted (spec 2.8). */
export function useStorageSize(projectId: string) {
  const { data, error } = useSWR([STORAGE_SIZE_PATH, projectId] as const, fetchStorageSize);
  return { storage: data, error: error as Error | undefined };
}
