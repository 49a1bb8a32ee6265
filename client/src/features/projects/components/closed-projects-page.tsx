import { SectionPage } from '../../../components/section-page';
import { useClosedProjects } from '../../../lib/api/projects';
import { ProjectListing } from './project-listing';

/** Route '/closed-projects': the user's closed projects, each with who closed it (spec 2.9). */
export function ClosedProjectsPage() {
  const { projects, error } = useClosedProjects();
  return (
    <SectionPage title="Proyectos Cerrados">
      <ProjectListing projects={projects} error={error} closed />
    </SectionPage>
  );
}
