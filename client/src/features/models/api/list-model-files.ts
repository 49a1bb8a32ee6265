import useSWR from 'swr';
import { post } from '../../../lib/http';

/** A model file of the project, as Planimetría lists it. */
export interface ModelFile {
  id: string;
  name: string;
  size: number;
  version: number;
}

interface ModelFilesResponse {
  forge_files: ModelFile[];
  project_main_file: { file_id: string } | null;
}

export const MODEL_FILES_PATH = '/forge/getForgeFiles';

type ModelFilesKey = readonly [path: string, projectId: string];

const fetchModelFiles = ([path, projectId]: ModelFilesKey) =>
  post<ModelFilesResponse>(path, { project_id: projectId, search: '' });

/** The project's model files and which one is the main model. */
export function useModelFiles(projectId: string | null) {
  const key: ModelFilesKey | null = projectId ? [MODEL_FILES_PATH, projectId] : null;
  const { data, error, isLoading } = useSWR(key, fetchModelFiles);
  return { files: data?.forge_files, error: error as Error | undefined, isLoading };
}
