import type { ComponentType } from 'react';
import { useSelectedProjectAccess } from '../lib/selected-project-access';
import { LoadFailure } from './load-failure';
import { type OpenItemPreload, useOpenItemPreload } from './open-item-preload';
import { SectionPage } from './section-page';

/**
 * A screen about the selected project: its section, started afresh for each project (keyed by
 * it), or a word on choosing one.
 */
export function ProjectSectionPage({
  title,
  withoutProject,
  section: Section,
  openItem,
}: {
  title: string;
  /** What the screen says while no project is selected. */
  withoutProject: string;
  section: ComponentType<{ projectId: string }>;
  /** The item the section opens from the address, fetched while the project loads. */
  openItem?: OpenItemPreload;
}) {
  const { projectId, error } = useSelectedProjectAccess();
  useOpenItemPreload(openItem);
  return (
    <SectionPage title={title}>
      {projectId ? (
        <Section key={projectId} projectId={projectId} />
      ) : error ? (
        // The projects could not be read (offline, say): not a reason to ask for a project.
        <LoadFailure error={error} />
      ) : (
        <p>{withoutProject}</p>
      )}
    </SectionPage>
  );
}
