import { ITO_JOB, JEFE_OT_JOB } from '../organisation/job-types';
import type { Actor } from '../platform/commands/actor';

/** Which turn of an RDI or additional the actor's job answers in the project (1 the ITO's, 2 the Jefe OT's); none for other jobs. */
export function answeringTurn(actor: Actor, projectId: string): 1 | 2 | null {
  const jobTypeId = actor.projects.get(projectId)?.jobTypeId;
  return jobTypeId === ITO_JOB ? 1 : jobTypeId === JEFE_OT_JOB ? 2 : null;
}
