import { Banner, Spinner } from '@primer/react';
import { SectionPage } from '../../../components/section-page';
import { can, useProjects } from '../../../lib/api/projects';
import { formatLongDate } from '../../../lib/format';
import { useSelectedProjectAccess } from '../../../lib/selected-project-access';
import styles from './dashboard-page.module.css';
import { NoProjects } from './no-projects';
import { ProjectOverview } from './project-overview';
import { StatusBoardCard } from './status-board-card';
import { UserProjectsCard } from './user-projects-card';

function Loading() {
  return (
    <div className={styles.loading} role="status">
      <Spinner size="medium" srText={null} />
      <span>Cargando información del proyecto</span>
    </div>
  );
}

function DashboardContent() {
  const { error } = useProjects();
  const { project, projects, projectId, permissions, canCreateProject, select } = useSelectedProjectAccess();
  if (!projects) {
    if (error) return <Banner variant="critical" title="Error" description={error.message} hideTitle />;
    return <Loading />;
  }
  if (!project) return <NoProjects canCreate={canCreateProject} />;
  const swap = (id: string) => {
    select(id);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  return (
    <>
      <ProjectOverview project={project} />
      <div className={styles.grid}>
        <StatusBoardCard key={project.id} project={project} canEdit={can(permissions, 'end_rdi')} />
        <UserProjectsCard projects={projects} projectId={projectId} onSwap={swap} />
      </div>
    </>
  );
}

/** Route '/': the selected project's dashboard (spec 2.8). */
export function DashboardPage() {
  return (
    <SectionPage title="Panel de Control">
      <p className={styles.date}>{formatLongDate(new Date())}</p>
      <DashboardContent />
    </SectionPage>
  );
}
