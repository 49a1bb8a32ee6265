import useSWR from 'swr';
import type { ModelFile } from '../../../../../services/contracts/model-answers';
import { post } from '../../../lib/http';
import { refreshOn, revalidatePaths, sameProject } from '../../../lib/live';

interface ForgeFilesAnswer {
  forge_files: ModelFile[];
  project_main_file: { file_id: string } | null;
}

export const FORGE_FILES_PATH = '/forge/getForgeFiles';

// The list changes with the project's files and with its main model.
const modelsLive = refreshOn({ file: sameProject, main_model: sameProject });

const fetchForgeFiles = ([path, projectId, search]: readonly [string, string, string]) =>
  post<ForgeFilesAnswer>(path, { project_id: projectId, search });

/** The project's models matching `search` (the server applies it past 3 characters), and its main model. */
export function useForgeFiles(projectId: string | null, search: string) {
  const { data, error, isLoading } = useSWR(
    projectId ? ([FORGE_FILES_PATH, projectId, search] as const) : null,
    fetchForgeFiles,
    { keepPreviousData: true, use: [modelsLive] },
  );
  return {
    models: data?.forge_files,
    mainFileId: data?.project_main_file?.file_id ?? null,
    error: error as Error | undefined,
    isLoading,
  };
}

/** Refetches every model list on screen: this tab shows its own change without the live push. */
export const reloadForgeFiles = () => revalidatePaths([FORGE_FILES_PATH]);
