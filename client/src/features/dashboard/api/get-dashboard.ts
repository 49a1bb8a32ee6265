import useSWR from 'swr';
import type {
  Avance,
  ModuleFigures,
  ProjectDashboard,
  RdiDashboard,
} from '../../../../../services/contracts/dashboard';
import type { SiteBookDashboardAnswer } from '../../../../../services/contracts/site-book-answers';
import { post } from '../../../lib/http';
import { refreshOn, sameProject } from '../../../lib/live';

export const DASHBOARD_PATH = '/dashboard/getDashboard';
export const DASHBOARD_RDI_PATH = '/dashboard/getDashboardRDI';
export const DASHBOARD_SITE_BOOK_PATH = '/siteBook/getDashboard';
export type { Avance, ModuleFigures };

// Every item change of the project moves a figure: the cards ask again.
const dashboardLive = refreshOn({ task: sameProject, additional: sameProject, payment_status: sameProject });
const rdiDashboardLive = refreshOn({ rdi: sameProject });
// A folio signed or noticed, and a member who joins or leaves (who must take notice), move its figures.
const siteBookDashboardLive = refreshOn({
  site_book: sameProject,
  site_book_entry: sameProject,
  project_member: sameProject,
});

const fetchFrom =
  <T>() =>
  ([path, projectId]: readonly [string, string]) =>
    post<T>(path, { project_id: projectId });

/** The Tareas and Adicionales cards and 'Avance' of the project. */
export function useDashboard(projectId: string) {
  const { data, error } = useSWR([DASHBOARD_PATH, projectId] as const, fetchFrom<ProjectDashboard>(), {
    use: [dashboardLive],
  });
  return { dashboard: data, error: error as Error | undefined };
}

/** The RDI card of the project (null without view_rdi). */
export function useRdiDashboard(projectId: string) {
  const { data, error } = useSWR([DASHBOARD_RDI_PATH, projectId] as const, fetchFrom<RdiDashboard>(), {
    use: [rdiDashboardLive],
  });
  return { rdi: data?.rdi, error: error as Error | undefined };
}

/** The 'Libro de Obra' card of the project: null without a book or for whoever does not read it. */
export function useSiteBookDashboard(projectId: string) {
  const { data, error } = useSWR([DASHBOARD_SITE_BOOK_PATH, projectId] as const, fetchFrom<SiteBookDashboardAnswer>(), {
    use: [siteBookDashboardLive],
  });
  return { card: data?.site_book, error: error as Error | undefined };
}
