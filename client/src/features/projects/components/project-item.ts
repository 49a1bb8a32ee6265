import type { Project } from '../../../lib/api/projects';

/** What the grid card and the list row of a project both need. */
export interface ProjectItemProps {
  project: Project;
  closed: boolean;
  /** Spec 6: holders of edit_project in the project's company edit it (an open one: a closed one is not edited). */
  canEdit: boolean;
  /** Spec 6: holders of status_project in the project's company close and restore it. */
  canChangeStatus: boolean;
  /** Open projects only: makes it the active project and goes to its dashboard. */
  onOpen?: (projectId: string) => void;
}
