import type { DashboardModule, DashboardShare } from '../../services/items/item-dashboard';
import { EVERY_MEMBER } from '../../services/items/item-readers';
import { projectNotFound } from '../../services/organisation/refusal';
import type { Actor } from '../../services/platform/commands/actor';

/** The capability a module's card needs beyond membership (Tareas: membership alone). */
const MODULE_CAPABILITY = { tasks: null, rdi: 'view_rdi', additionals: 'view_additionals' } as const;

const key = (projectId: string, module: DashboardModule, reader: string) => `${projectId}:${module}:${reader}`;

/** The keys an audience's sums are found by: one per reader (`*`, or a private task's two people). */
export const dashboardKeys = (share: Pick<DashboardShare, 'project_id' | 'module' | 'readers'>): string[] =>
  share.readers.map((reader) => key(share.project_id, share.module, reader));

/**
 * The one rule every dashboard figure reads through: a project the actor may not read does not
 * exist for them (404); a module's card only for those who may list its items (RDI: view_rdi,
 * Adicionales: view_additionals), else none (null); and among a module's items, a private task
 * only for its creator and responsible, as its lists (spec 6).
 */
export function visibleDashboardKeys(actor: Actor, projectId: string, module: DashboardModule): string[] | null {
  if (!actor.sees(projectId)) throw projectNotFound();
  const capability = MODULE_CAPABILITY[module];
  if (capability && !actor.can(capability, projectId)) return null;
  return [key(projectId, module, EVERY_MEMBER), key(projectId, module, actor.id)];
}
