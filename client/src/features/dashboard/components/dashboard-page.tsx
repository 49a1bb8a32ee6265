import { Spinner } from '@primer/react';
import { useCallback, useEffect, useState } from 'react';
import { LoadFailure } from '../../../components/load-failure';
import { SectionPage } from '../../../components/section-page';
import { can, useProjects } from '../../../lib/api/projects';
import { formatLongDate } from '../../../lib/format';
import { useSelectedProjectAccess } from '../../../lib/selected-project-access';
import { ChartsDrawnContext } from './charts-drawn';
import styles from './dashboard-page.module.css';
import { ModuleCards } from './module-cards';
import { NoProjects } from './no-projects';
import { type ModelSlot, ProjectOverview } from './project-overview';
import { SiteBookCard } from './site-book-card';
import { StatusBoardCard } from './status-board-card';
import { StorageCard } from './storage-card';
import { UserProjectsCard } from './user-projects-card';
import { WeatherCard } from './weather-card';

function Loading() {
  return (
    <div className={styles.loading} role="status">
      <Spinner size="medium" srText={null} />
      <span>Cargando información del proyecto</span>
    </div>
  );
}

/** The longest the model waits for the charts: a project whose figures fail still shows its model. */
const MODEL_AFTER_CHARTS_WAIT_MS = 2_000;

/**
 * True once the charts are drawn and the page is idle, or after a while without them. The first
 * chart to be drawn calls `drawn`; the model then waits for the others too (its engines' code and
 * the model's parsing would share the main thread with them), as long as the page stays busy
 * within the same limit.
 */
function useAfterCharts(): [boolean, () => void] {
  const [after, setAfter] = useState(false);
  const [chartDrawn, setChartDrawn] = useState(false);
  const drawn = useCallback(() => setChartDrawn(true), []);
  useEffect(() => {
    const timer = window.setTimeout(() => setAfter(true), MODEL_AFTER_CHARTS_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, []);
  useEffect(() => {
    if (!chartDrawn) return;
    const whenIdle = window.requestIdleCallback?.(() => setAfter(true), { timeout: MODEL_AFTER_CHARTS_WAIT_MS });
    if (whenIdle === undefined) setAfter(true);
    return () => {
      if (whenIdle !== undefined) window.cancelIdleCallback(whenIdle);
    };
  }, [chartDrawn]);
  return [after, drawn];
}

function DashboardContent({ modelSlot }: { modelSlot?: ModelSlot }) {
  const [chartsDrawn, drawn] = useAfterCharts();
  const { error } = useProjects();
  const {
    project,
    projects,
    projectId,
    permissions,
    can: mayInProject,
    canCreateProject,
    select,
  } = useSelectedProjectAccess();
  if (!projects) {
    if (error) return <LoadFailure error={error} />;
    return <Loading />;
  }
  if (!project) return <NoProjects canCreate={canCreateProject} />;
  const swap = (id: string) => {
    select(id);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  return (
    <>
      {/* Until the charts are drawn, the project's image stands in for its model. */}
      <ProjectOverview project={project} modelSlot={chartsDrawn ? modelSlot : undefined} />
      <ChartsDrawnContext.Provider value={drawn}>
        <ModuleCards projectId={project.id} />
      </ChartsDrawnContext.Provider>
      <div className={styles.grid}>
        <StatusBoardCard key={project.id} project={project} canEdit={Boolean(mayInProject?.edit_status_board)} />
        <div className={styles.side}>
          <SiteBookCard projectId={project.id} />
          <StorageCard projectId={project.id} />
          <WeatherCard project={project} canEdit={can(permissions, 'edit_project')} />
          <UserProjectsCard projects={projects} projectId={projectId} onSwap={swap} />
        </div>
      </div>
    </>
  );
}

/**
 * Route '/': the selected project's dashboard (spec 2.8). The app passes the viewer slot in: the
 * model viewer belongs to Planimetría, and features do not import each other.
 */
export function DashboardPage({ modelSlot }: { modelSlot?: ModelSlot }) {
  return (
    <SectionPage title="Panel de Control">
      <p className={styles.date}>{formatLongDate(new Date())}</p>
      <DashboardContent modelSlot={modelSlot} />
    </SectionPage>
  );
}
