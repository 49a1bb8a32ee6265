import type { Project } from '../../../lib/api/projects';
import { post } from '../../../lib/http';

/** Replaces the project's status board (markdown); needs end_rdi (spec 2.8). */
export function updateProjectBoard(projectId: string, statusBoard: string) {
  return post<{ status: boolean; project: Project }>('/project/updateProjectBoard', {
    project_id: projectId,
    status_board: statusBoard,
  });
}
