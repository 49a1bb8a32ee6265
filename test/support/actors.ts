import type { CompanyCapability, ProjectCapability } from '../../services/contracts/capabilities';
import { type Actor, actorOf } from '../../services/platform/commands/actor';

interface ActorShape {
  administrator?: boolean;
  defaultJob?: number;
  /** Project id → capabilities there (job type 3 unless given). */
  projects?: Record<string, readonly ProjectCapability[]>;
  /** Company id → capabilities there; [] for a plain member. */
  companies?: Record<string, readonly CompanyCapability[]>;
}

/** An actor for decider tests: who they are and what they hold where. */
export const actor = (id: string, shape: ActorShape = {}): Actor =>
  actorOf({
    id,
    administrator: shape.administrator ?? false,
    defaultJob: shape.defaultJob ?? (shape.administrator ? 1 : 3),
    projects: new Map(
      Object.entries(shape.projects ?? {}).map(([projectId, capabilities]) => [
        projectId,
        { jobTypeId: 3, capabilities },
      ]),
    ),
    companies: new Map(Object.entries(shape.companies ?? {})),
  });

/** A member of one project (p1 unless named) with their job type and the capabilities they hold there. */
export const projectMember = (
  id: string,
  jobTypeId: number,
  capabilities: readonly ProjectCapability[],
  projectId = 'p1',
): Actor =>
  actorOf({
    id,
    administrator: false,
    defaultJob: jobTypeId,
    projects: new Map([[projectId, { jobTypeId, capabilities }]]),
    companies: new Map(),
  });
