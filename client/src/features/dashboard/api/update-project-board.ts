import type { Project } from '../../../lib/api/projects';
import { post } from '../../../lib/http';

/**
 * Replaces the project's status board (markdown); needs end_rdi (spec 2.8). `expectedVersion`: the
 * project's version when editing began, so a board someone else saved meanwhile is not overwritten.
 */
export function updateProjectBoard(projectId: string, statusBoard: string, expectedVersion: number) {
  return post<{ status: boolean; project: Project }>('/project/updateProjectBoard', {
    project_id: projectId,
    status_board: statusBoard,
    expected_version: expectedVersion,
  });
}
