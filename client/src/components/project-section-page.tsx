import type { ComponentType } from 'react';
import { useSelectedProjectAccess } from '../lib/selected-project-access';
import { SectionPage } from './section-page';

/**
 * A screen about the selected project: its section, started afresh for each project (keyed by
 * it), or a word on choosing one.
 */
export function ProjectSectionPage({
  title,
  withoutProject,
  section: Section,
}: {
  title: string;
  /** What the screen says while no project is selected. */
  withoutProject: string;
  section: ComponentType<{ projectId: string }>;
}) {
  const { projectId } = useSelectedProjectAccess();
  return (
    <SectionPage title={title}>
      {projectId ? <Section key={projectId} projectId={projectId} /> : <p>{withoutProject}</p>}
    </SectionPage>
  );
}
