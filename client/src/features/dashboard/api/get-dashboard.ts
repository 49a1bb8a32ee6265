import useSWR from 'swr';
import type {
  Avance,
  ModuleFigures,
  ProjectDashboard,
  RdiDashboard,
} from '../../../../../services/contracts/dashboard';
import { post } from '../../../lib/http';
import { refreshOn, sameProject } from '../../../lib/live';

export const DASHBOARD_PATH = '/dashboard/getDashboard';
export const DASHBOARD_RDI_PATH = '/dashboard/getDashboardRDI';
export type { Avance, ModuleFigures };

// Every item change of the project moves a figure: the cards ask again.
const dashboardLive = refreshOn({ task: sameProject, additional: sameProject, payment_status: sameProject });
const rdiDashboardLive = refreshOn({ rdi: sameProject });

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
