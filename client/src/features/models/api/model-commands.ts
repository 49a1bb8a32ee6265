import { post, request } from '../../../lib/http';
import { revalidatePaths } from '../../../lib/live';
import { FORGE_FILES_PATH } from './get-forge-files';
import { MAIN_MODEL_PATH } from './get-main-model';

/** This tab shows its own change at once, without waiting for the live push. */
const reloadModels = () => revalidatePaths([FORGE_FILES_PATH, MAIN_MODEL_PATH]);

/** Makes a model the project's main one (assign_main_model); the star of Planimetría. */
export async function setMainModel(projectId: string, fileId: string, commandId: string): Promise<void> {
  await post('/forge/setProjectMainModel', { project_id: projectId, file_id: fileId }, { commandId });
  void reloadModels();
}

/** Leaves the project without a main model (assign_main_model). */
export async function clearMainModel(projectId: string, commandId: string): Promise<void> {
  await request('/forge/deleteProjectMainModel', { method: 'DELETE', body: { main_model_id: projectId }, commandId });
  void reloadModels();
}

/** Deletes a model file, every version of it (delete_forge_model). */
export async function deleteModel(fileId: string, commandId: string): Promise<void> {
  await request('/forge/deleteForgeFile', { method: 'DELETE', body: { file_id: fileId }, commandId });
  void reloadModels();
}

/** 'Descargar Todo': the signed address of a zip of these files. */
export async function zipFiles(fileIds: readonly string[]): Promise<string> {
  const { fileurl } = await post<{ fileurl: string }>('/files/zip', { files_to_zip: fileIds });
  return fileurl;
}
