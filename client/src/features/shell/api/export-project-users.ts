import { post } from '../../../lib/http';

/** A short-lived link (same origin, no token needed) to the project's users as an Excel file. */
export async function exportProjectUsers(projectId: string): Promise<string> {
  const { url } = await post<{ url: string }>('/exports/projectUserExport', { project_id: projectId });
  return url;
}
