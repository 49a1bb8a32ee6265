import { SectionPage } from '../../../components/section-page';
import { useProjects } from '../../../lib/api/projects';
import { ProjectListing } from './project-listing';

/** Route '/projects': the user's open projects (spec 2.9). */
export function ProjectsPage() {
  const { projects, error } = useProjects();
  return (
    <SectionPage title="Proyectos">
      <ProjectListing projects={projects} error={error} closed={false} />
    </SectionPage>
  );
}
