import type { BallModule } from '../../services/items/ball-in-court-rule';
import type { Actor } from '../../services/platform/commands/actor';
import { dashboardKeys, visibleDashboardKeys } from '../dashboard/dashboard.policy';

const MODULES: readonly BallModule[] = ['tasks', 'rdi', 'additionals'];

/** An audience of a project's turns: a module's items every reader of it may count, or a private task's two people. */
export interface BallAudience {
  project_id: string;
  module: BallModule;
  readers: string[];
}

/** The keys an audience's totals are found by: the dashboard's, one per reader. */
export const ballTotalsKeys = (audience: BallAudience): string[] => dashboardKeys(audience);

/**
 * The one rule a project's turns are read through, the dashboard's: a project the actor may not
 * read is a 404; each module's turns only for those who may list its items (RDI: view_rdi,
 * Adicionales: view_additionals); a private task's only for its creator and responsible.
 */
export const visibleBallTotalsKeys = (actor: Actor, projectId: string): string[] =>
  MODULES.flatMap((module) => visibleDashboardKeys(actor, projectId, module) ?? []);
