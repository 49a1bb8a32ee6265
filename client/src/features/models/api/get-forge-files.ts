import useSWR from 'swr';
import { post } from '../../../lib/http';
import { refreshOn, revalidatePaths, sameProject } from '../../../lib/live';

/** A model file of the project as Planimetría lists it. */
export interface ModelFile {
  id: string;
  name: string;
  description: string;
  size: number;
  version: number;
  created_at: string;
  updated_at: string;
  /** Autodesk formats: the translation's URN once the model was sent to Autodesk, and how it went. */
  urn: string | null;
  translation: { status: 'requested' } | { status: 'failed'; reason: string } | null;
}

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
