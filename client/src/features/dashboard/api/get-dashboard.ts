import useSWR from 'swr';
import { ADDITIONALS, PAYMENT_STATUSES, RDIS, TASKS } from '../../../../../services/contracts/collections';
import { post } from '../../../lib/http';
import { revalidateOnChange, sameProject } from '../../../lib/live';

export const DASHBOARD_PATH = '/dashboard/getDashboard';
export const DASHBOARD_RDI_PATH = '/dashboard/getDashboardRDI';

/** The last four weeks, S1 the 7 days ending today. */
export type Weeks = { S4: number; S3: number; S2: number; S1: number };

/** A module card's figures (docs/decisions.md, "Panel de control: cifras"). */
export interface ModuleFigures {
  total: number;
  ended: number;
  pending: number;
  ended_percent: number;
  pending_percent: number;
  solution_speed: number;
  solution_speed_last: number;
  waiting_time: number;
  waiting_time_last: number;
  created_by_week: Weeks;
  solved_by_week: Weeks;
  semaforo: number;
}

export interface PaymentProgress {
  currency_id: number;
  currency: string;
  accepted: number;
  paid: number;
  percent: number;
}

export interface Avance {
  start_date: string | null;
  end_date: string | null;
  total_days: number;
  elapsed_days: number;
  overdue_days: number;
  time_percent: number | null;
  payments: PaymentProgress[];
}

interface Dashboard {
  tareas: ModuleFigures | null;
  adicionales: ModuleFigures | null;
  avance: Avance;
}

// Every item change of the project moves a figure: the cards ask again.
for (const collection of [TASKS, ADDITIONALS, PAYMENT_STATUSES] as const)
  revalidateOnChange(collection, DASHBOARD_PATH, sameProject);
revalidateOnChange(RDIS, DASHBOARD_RDI_PATH, sameProject);

const fetchFrom =
  <T>() =>
  ([path, projectId]: readonly [string, string]) =>
    post<T>(path, { project_id: projectId });

/** The Tareas and Adicionales cards and 'Avance' of the project. */
export function useDashboard(projectId: string) {
  const { data, error } = useSWR([DASHBOARD_PATH, projectId] as const, fetchFrom<Dashboard>());
  return { dashboard: data, error: error as Error | undefined };
}

/** The RDI card of the project (null without view_rdi). */
export function useRdiDashboard(projectId: string) {
  const { data, error } = useSWR(
    [DASHBOARD_RDI_PATH, projectId] as const,
    fetchFrom<{ rdi: (ModuleFigures & { semaforo_rdis: number }) | null }>(),
  );
  return { rdi: data?.rdi, error: error as Error | undefined };
}
