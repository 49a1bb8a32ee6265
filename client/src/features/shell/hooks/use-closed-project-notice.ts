import { useEffect, useRef } from 'react';
import { fetchClosedProjects, type Project, useProjects } from '../../../lib/api/projects';
import { useUserDetails } from '../../../lib/api/user-details';
import { showToast } from '../../../lib/toasts';

/**
 * Tells the user who closed each of the `gone` projects, when it was someone else: a project closed
 * elsewhere would otherwise vanish from the screen without a word. A project the user merely left
 * is not among the closed ones and passes in silence; one they closed themselves was confirmed to
 * them already.
 */
async function announceClosedBySomeoneElse(gone: readonly Project[], me: string | undefined): Promise<void> {
  const closed = new Map((await fetchClosedProjects()).map((project) => [project.id, project]));
  for (const { id, name } of gone) {
    const closer = closed.get(id)?.status?.user;
    if (!closer || closer.id === me) continue;
    showToast({ variant: 'info', title: 'Proyecto cerrado', text: `${closer.name} cerró el proyecto «${name}».` });
  }
}

/** Watches the user's open projects, and speaks up when a live change takes one of them away. */
export function useClosedProjectNotice(): void {
  const { projects } = useProjects();
  const me = useUserDetails().user?.id;
  const shown = useRef<Project[] | undefined>(undefined);
  useEffect(() => {
    const before = shown.current;
    if (!projects) return;
    shown.current = projects;
    if (!before) return;
    const open = new Set(projects.map((project) => project.id));
    const gone = before.filter((project) => !open.has(project.id));
    // The toast is news, not a duty: a failed read of the closed list only leaves it unsaid.
    if (gone.length > 0) announceClosedBySomeoneElse(gone, me).catch(() => undefined);
  }, [projects, me]);
}
