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
