import { visibleDashboardKeys } from '../../projections/dashboard/dashboard.policy';
import {
  DASHBOARD_DAYS,
  DASHBOARD_MONEY,
  type DashboardDayDocument,
  type DashboardMoneyDocument,
} from '../../projections/dashboard/dashboard.projection';
import type { DashboardModule } from '../../projections/dashboard/dashboard-share';
import { readableProject } from '../../projections/organisation/projects.policy';
import { chileDate } from '../platform/clock/calendar';
import type { Actor } from '../platform/commands/actor';
import type { ReadStore } from '../platform/read-store/read-store.port';
import { type Avance, avance } from './avance';
import { type ModuleFigures, moduleFigures } from './dashboard-figures';

const DAY_SUMS = { day: 1, created: 1, created_s: 1, solved: 1, solved_created_s: 1, red_count: 1 } as const;

/** One module's card for the actor, or null when they may not list its items. */
export async function moduleCard(
  reads: ReadStore,
  actor: Actor,
  projectId: string,
  module: DashboardModule,
  now: Date,
): Promise<ModuleFigures | null> {
  const keys = visibleDashboardKeys(actor, projectId, module);
  if (!keys) return null;
  const days = reads.collection<DashboardDayDocument>(DASHBOARD_DAYS);
  const visible = { keys: { $in: keys } };
  const [sums, today] = await Promise.all([
    days.find(visible, { projection: DAY_SUMS }),
    days.find({ ...visible, day: chileDate(now) }, { projection: { red_at: 1 } }),
  ]);
  return moduleFigures(
    sums,
    today.flatMap((doc) => doc.red_at),
    now,
  );
}

/** 'Avance': the project's term, and the additionals' money for those who may read them. */
async function avanceCard(reads: ReadStore, actor: Actor, projectId: string, now: Date): Promise<Avance> {
  const project = await readableProject(reads, actor, projectId);
  const keys = visibleDashboardKeys(actor, projectId, 'additionals');
  const money = keys
    ? await reads.collection<DashboardMoneyDocument>(DASHBOARD_MONEY).find({ keys: { $in: keys } })
    : [];
  return avance(
    project.details,
    money.flatMap((doc) => doc.money),
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
