import type { ReactNode } from 'react';
import { useSelectedProjectAccess } from '../lib/selected-project-access';
import { SectionPage } from './section-page';

/**
 * A screen about the selected project: its content, started afresh for each project (keyed by
 * it), or a word on choosing one.
 */
export function ProjectSectionPage({
  title,
  withoutProject,
  children,
}: {
  title: string;
  /** What the screen says while no project is selected. */
  withoutProject: string;
  children: (projectId: string) => ReactNode;
}) {
  const { projectId } = useSelectedProjectAccess();
  return <SectionPage title={title}>{projectId ? children(projectId) : <p>{withoutProject}</p>}</SectionPage>;
}
