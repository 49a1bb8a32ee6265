import useSWR from 'swr';
import type { ModelFile } from '../../../../../services/contracts/model-answers';
import { post } from '../../../lib/http';
import { refreshOn, sameProject } from '../../../lib/live';

export const MAIN_MODEL_PATH = '/forge/getProjectMainModel';

const mainModelLive = refreshOn({ main_model: sameProject, file: sameProject });

const fetchMainModel = ([path, projectId]: readonly [string, string]) =>
  post<{ file: ModelFile | null }>(path, { project_id: projectId });

/** The project's main model, or null when it has none (spec 2.8: the dashboard's viewer). */
export function useMainModel(projectId: string) {
  const { data, error } = useSWR([MAIN_MODEL_PATH, projectId] as const, fetchMainModel, { use: [mainModelLive] });
  return { model: data ? data.file : undefined, error: error as Error | undefined };
}
