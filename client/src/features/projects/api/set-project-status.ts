import { mutate } from 'swr';
import { CLOSED_PROJECTS_PATH, PROJECT_PATH, PROJECTS_PATH } from '../../../lib/api/projects';
import { post } from '../../../lib/http';

const PROJECT_LISTS: ReadonlySet<unknown> = new Set([PROJECTS_PATH, CLOSED_PROJECTS_PATH, PROJECT_PATH]);

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
  void mutate((key) => Array.isArray(key) && PROJECT_LISTS.has(key[0]));
}
