import { visibleDashboardKeys } from '../../projections/dashboard/dashboard.policy';
import {
  DASHBOARD_DAYS,
  DASHBOARD_TOTALS,
  type DashboardDayDocument,
  type DashboardSums,
  type DashboardTotalsDocument,
} from '../../projections/dashboard/dashboard.projection';
import type { DashboardModule } from '../../projections/dashboard/dashboard-share';
import { readableProject } from '../../projections/organisation/projects.policy';
import { chileDate } from '../platform/clock/calendar';
import type { Actor } from '../platform/commands/actor';
import type { ReadStore } from '../platform/read-store/read-store.port';
import { type Avance, avance } from './avance';
import { firstDayRead, type ModuleFigures, moduleFigures } from './dashboard-figures';

const sumOf = (docs: readonly DashboardSums[]): DashboardSums => ({
  created: docs.reduce((sum, doc) => sum + doc.created, 0),
  created_s: docs.reduce((sum, doc) => sum + doc.created_s, 0),
  solved: docs.reduce((sum, doc) => sum + doc.solved, 0),
  solved_created_s: docs.reduce((sum, doc) => sum + doc.solved_created_s, 0),
  red_count: docs.reduce((sum, doc) => sum + doc.red_count, 0),
});

/** The actor's audiences' totals of a module (null when they may not list its items). */
async function visibleTotals(reads: ReadStore, actor: Actor, projectId: string, module: DashboardModule) {
  const keys = visibleDashboardKeys(actor, projectId, module);
  if (!keys) return null;
  return {
    keys,
    totals: await reads.collection<DashboardTotalsDocument>(DASHBOARD_TOTALS).find({ keys: { $in: keys } }),
  };
}

/** One module's card for the actor, or null when they may not list its items. */
export async function moduleCard(
  reads: ReadStore,
  actor: Actor,
  projectId: string,
  module: DashboardModule,
  now: Date,
): Promise<ModuleFigures | null> {
  const visible = await visibleTotals(reads, actor, projectId, module);
  if (!visible) return null;
  const today = chileDate(now);
  const days = await reads
    .collection<DashboardDayDocument>(DASHBOARD_DAYS)
    .find({ keys: { $in: visible.keys }, day: { $gte: firstDayRead(today) } });
  return moduleFigures(
    sumOf(visible.totals),
    days,
    days.filter((doc) => doc.day === today).flatMap((doc) => doc.red_at),
    now,
  );
}

/** 'Avance': the project's term, and the additionals' money for those who may read them. */
async function avanceCard(reads: ReadStore, actor: Actor, projectId: string, now: Date): Promise<Avance> {
  const project = await readableProject(reads, actor, projectId);
  const visible = await visibleTotals(reads, actor, projectId, 'additionals');
  return avance(
    project.details,
    (visible?.totals ?? []).flatMap((doc) => doc.money),
    now,
  );
}

/** `getDashboard`: the Tareas and Adicionales cards, and 'Avance'. */
export async function projectDashboard(reads: ReadStore, actor: Actor, projectId: string, now: Date) {
  const [avanceFigures, tareas, adicionales] = await Promise.all([
    avanceCard(reads, actor, projectId, now),
    moduleCard(reads, actor, projectId, 'tasks', now),
    moduleCard(reads, actor, projectId, 'additionals', now),
  ]);
  return { tareas, adicionales, avance: avanceFigures };
}

/** `getDashboardRDI`: the RDI card, its light named as the project facts name it. */
export async function rdiDashboard(reads: ReadStore, actor: Actor, projectId: string, now: Date) {
  const rdi = await moduleCard(reads, actor, projectId, 'rdi', now);
  return { rdi: rdi && { ...rdi, semaforo_rdis: rdi.semaforo } };
}
