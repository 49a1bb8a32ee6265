import { visibleDashboardKeys } from '../../projections/dashboard/dashboard.policy';
import {
  DASHBOARD_DAYS,
  DASHBOARD_TOTALS,
  type DashboardDayDocument,
  type DashboardTotalsDocument,
  dayDocumentId,
} from '../../projections/dashboard/dashboard.projection';
import { readableProject } from '../../projections/organisation/projects.policy';
import type { Avance, ModuleFigures, ProjectDashboard, RdiDashboard } from '../contracts/dashboard';
import type { DashboardModule } from '../items/item-dashboard';
import { chileDate } from '../platform/clock/calendar';
import type { Actor } from '../platform/commands/actor';
import type { ReadStore } from '../platform/read-store/read-store.port';
import { avance } from './avance';
import { daysRead, moduleFigures } from './dashboard-figures';

/** The actor's audiences of a module (null when they may not list its items). */
async function visibleTotals(reads: ReadStore, actor: Actor, projectId: string, module: DashboardModule) {
  const keys = visibleDashboardKeys(actor, projectId, module);
  if (!keys) return null;
  return reads.collection<DashboardTotalsDocument>(DASHBOARD_TOTALS).find({ keys: { $in: keys } });
}

/** The audiences' sums added up, with the days of the last four weeks read by id. */
async function moduleSums(reads: ReadStore, audiences: readonly DashboardTotalsDocument[], today: string) {
  const totals = { created: 0, created_s: 0, solved: 0, solved_created_s: 0 };
  const redDays: Array<{ day: string; count: number }> = [];
  for (const audience of audiences) {
    totals.created += audience.created;
    totals.created_s += audience.created_s;
    totals.solved += audience.solved;
    totals.solved_created_s += audience.solved_created_s;
    for (const [at, day] of audience.red_days.entries()) redDays.push({ day, count: audience.red_counts[at]! });
  }
  const recent = daysRead(today);
  const ids = audiences.flatMap((audience) => recent.map((day) => dayDocumentId(audience._id, day)));
  const days = await reads.collection<DashboardDayDocument>(DASHBOARD_DAYS).find({ _id: { $in: ids } });
  const redToday = days.filter((doc) => doc.day === today).flatMap((doc) => doc.red_at);
  return { totals, redDays, days, redToday };
}

/** One module's card for the actor, or null when they may not list its items. */
export async function moduleCard(
  reads: ReadStore,
  actor: Actor,
  projectId: string,
  module: DashboardModule,
  now: Date,
): Promise<ModuleFigures | null> {
  const audiences = await visibleTotals(reads, actor, projectId, module);
  if (!audiences) return null;
  return moduleFigures(await moduleSums(reads, audiences, chileDate(now)), now);
}

/** 'Avance': the project's term, and the additionals' money for those who may read them. */
async function avanceCard(reads: ReadStore, actor: Actor, projectId: string, now: Date): Promise<Avance> {
  const project = await readableProject(reads, actor, projectId);
  const audiences = (await visibleTotals(reads, actor, projectId, 'additionals')) ?? [];
  return avance(
    project.details,
    audiences.flatMap((doc) => doc.money),
    now,
  );
}

/** `getDashboard`: the Tareas and Adicionales cards, and 'Avance'. */
export async function projectDashboard(
  reads: ReadStore,
  actor: Actor,
  projectId: string,
  now: Date,
): Promise<ProjectDashboard> {
  const [avanceFigures, tareas, adicionales] = await Promise.all([
    avanceCard(reads, actor, projectId, now),
    moduleCard(reads, actor, projectId, 'tasks', now),
    moduleCard(reads, actor, projectId, 'additionals', now),
  ]);
  return { tareas, adicionales, avance: avanceFigures };
}

/** `getDashboardRDI`: the RDI card, its light named as the project facts name it. */
export async function rdiDashboard(
  reads: ReadStore,
  actor: Actor,
  projectId: string,
  now: Date,
): Promise<RdiDashboard> {
  const rdi = await moduleCard(reads, actor, projectId, 'rdi', now);
  return { rdi: rdi && { ...rdi, semaforo_rdis: rdi.semaforo } };
}
