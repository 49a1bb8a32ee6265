import { reloadProjects } from '../../../lib/api/projects';
import { post } from '../../../lib/http';

/**
 * Closes an open project or reopens a closed one, with the reason (spec 2.15, 4). The open and
 * closed lists are reloaded here too, so this tab never waits for the live push; a failed reload
 * is not a failed close, so it is not awaited.
 */
export async function setProjectStatus(
  projectId: string,
  closed: boolean,
  reason: string,
  commandId: string,
): Promise<void> {
  const path = closed ? '/project/openProject' : '/project/closeProject';
  await post(path, { project_id: projectId, reason }, { commandId });
  void reloadProjects();
}
