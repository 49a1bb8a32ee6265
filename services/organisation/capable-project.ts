import { readableProject } from '../../projections/organisation/projects.policy';
import type { ProjectCapability } from '../contracts/capabilities';
import type { Actor } from '../platform/commands/actor';
import type { ReadStore } from '../platform/read-store/read-store.port';
import { refusal } from './refusal';

/**
 * The project a read needs `capability` in: a member without it is refused (403); to anyone who
 * does not see the project it does not exist (404).
 */
export async function capableProject(reads: ReadStore, actor: Actor, projectId: string, capability: ProjectCapability) {
  const project = await readableProject(reads, actor, projectId);
  if (!actor.can(capability, projectId)) throw refusal(capability);
  return project;
}
