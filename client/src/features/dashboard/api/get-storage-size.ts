import useSWR from 'swr';
import type { StorageFigures } from '../../../../../services/contracts/uploads';
import { post } from '../../../lib/http';
import { refreshOn, sameProject } from '../../../lib/live';

export const STORAGE_SIZE_PATH = '/project/getStorageSize';

const storageLive = refreshOn({ project_storage: sameProject });

const fetchStorageSize = async ([path, projectId]: readonly [string, string]) =>
  (await post<{ data: StorageFigures }>(path, { project_id: projectId })).data;

/** What the project's files take, every version counted (spec 2.8). */
export function useStorageSize(projectId: string) {
  const { data, error } = useSWR([STORAGE_SIZE_PATH, projectId] as const, fetchStorageSize, { use: [storageLive] });
  return { storage: data, error: error as Error | undefined };
}
