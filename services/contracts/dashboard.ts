/** The dashboard's answers (docs/decisions.md, "Panel de control: cifras"), shared by server and client. */

/** The last four weeks, S1 the 7 days ending today, S4 the oldest. */
export type Weeks = { S4: number; S3: number; S2: number; S1: number };

/** A module card's figures. */
export interface ModuleFigures {
  total: number;
  ended: number;
  pending: number;
  ended_percent: number;
  pending_percent: number;
  /** Items solved per day over the last 7 days, and over the 7 before. */
  solution_speed: number;
  solution_speed_last: number;
  /** Mean days the pending items have waited since they were created: now, and a week ago. */
  waiting_time: number;
  waiting_time_last: number;
  created_by_week: Weeks;
  solved_by_week: Weeks;
  /** Pending items whose light is red now (spec 4: 0 Bien, 1 Regular, 2 or more Malo). */
  semaforo: number;
}

export interface PaymentProgress {
  currency_id: number;
  currency: string;
  /** Accepted additionals' total requested, and what approved Estados de Pago pay of it. */
  accepted: number;
  paid: number;
  percent: number;
}

/** 'Avance': the contract's term and the additionals' payments. */
export interface Avance {
  start_date: string | null;
  end_date: string | null;
  total_days: number;
  /** Days since the start (0 before it), how many past the end, and the share of the term gone (at most 100). */
  elapsed_days: number;
  overdue_days: number;
  time_percent: number | null;
  payments: PaymentProgress[];
}

/** `getDashboard`: the Tareas and Adicionales cards (null without the capability to read them), and 'Avance'. */
export interface ProjectDashboard {
  tareas: ModuleFigures | null;
  adicionales: ModuleFigures | null;
  avance: Avance;
}

/** `getDashboardRDI`: the RDI card, its light also under the name the project facts give it. */
export interface RdiDashboard {
  rdi: (ModuleFigures & { semaforo_rdis: number }) | null;
}
