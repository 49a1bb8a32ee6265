import { Spinner } from '@primer/react';
import { LoadFailure } from '../../../components/load-failure';
import type { Project } from '../../../lib/api/projects';
import { useCompanyAccess } from '../../../lib/company-access';
import { useListingView } from '../../../lib/listing-view';
import { useOpenProject } from '../hooks/use-open-project';
import { EmptyProjects } from './empty-projects';
import { ProjectCard } from './project-card';
import styles from './project-listing.module.css';
import { ProjectRow } from './project-row';

interface ProjectListingProps {
  projects: Project[] | undefined;
  error: Error | undefined;
  closed: boolean;
}

/**
 * Spec 2.9: projects in the header's listing view, a grid (4 a row) or a list. The management
 * view shows the list too: a project listing has nothing more to manage than its rows offer.
 */
export function ProjectListing({ projects, error, closed }: ProjectListingProps) {
  const [view] = useListingView();
  const access = useCompanyAccess();
  const openProject = useOpenProject();

  if (!projects) {
    if (error) return <LoadFailure error={error} />;
    return (
      <div className={styles.loading} role="status">
        <Spinner size="medium" srText={null} />
        <span>Cargando proyectos</span>
      </div>
    );
  }
  if (projects.length === 0) return <EmptyProjects closed={closed} />;

  const Item = view === 1 ? ProjectCard : ProjectRow;
  return (
    <div className={styles.container}>
      <ul
        className={view === 1 ? styles.grid : styles.list}
        data-testid="project-listing"
        data-view={view === 1 ? 'grid' : 'list'}
      >
        {projects.map((project) => (
          <li key={project.id} className={styles.item}>
            <Item
              project={project}
              closed={closed}
              canEdit={!closed && access.can(project.company_id, 'edit_project')}
              canChangeStatus={access.can(project.company_id, 'status_project')}
              onOpen={closed ? undefined : openProject}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
