import { Inject, Injectable } from '@nestjs/common';
import { COMPANY_MEMBERS, type CompanyMemberDocument } from '../../projections/organisation/companies.projection';
import { PROJECT_MEMBERS, type ProjectMemberDocument } from '../../projections/organisation/projects.projection';
import { USERS, type UserDocument } from '../../projections/users/user-directory.projection';
import type { CompanyCapability, ProjectCapability } from '../contracts/capabilities';
import { type Actor, type ActorPort, actorOf, systemActor } from '../platform/commands/actor';
import { SYSTEM_ACTOR } from '../platform/commands/command-context';
import { READ_STORE, type ReadStore, type Shared } from '../platform/read-store/read-store.port';
import { ADMINISTRATOR_JOBS, DEFAULT_JOB_TYPE_ID } from './job-types';

/**
 * Resolves an actor from the user directory and the membership read models. Every command
 * returns only once its events are projected, so a capability revoked by a command that has
 * answered is already gone here: the next command of that user is refused.
 */
@Injectable()
export class ReadModelActors implements ActorPort {
  constructor(@Inject(READ_STORE) private readonly reads: ReadStore) {}

  async resolve(actorId: string): Promise<Actor> {
    if (actorId === SYSTEM_ACTOR) return systemActor;
    // Shared, not copied: every call resolves its actor, and copies of a user's 40 memberships
    // were a tenth of a read at 100,000 users (bench:http). The actor keeps their capability lists.
    const [user, projects, companies] = await Promise.all([
      this.reads.collection<UserDocument>(USERS).getShared(actorId),
      this.reads.collection<ProjectMemberDocument>(PROJECT_MEMBERS).findShared({ user_id: actorId }),
      this.reads.collection<CompanyMemberDocument>(COMPANY_MEMBERS).findShared({ user_id: actorId }),
    ]);
    return actorOfReadModels(actorId, user, projects, companies);
  }
}

type ProjectFacts = Shared<Pick<ProjectMemberDocument, 'project_id' | 'job_type_id' | 'capabilities'>>;
type CompanyFacts = Shared<Pick<CompanyMemberDocument, 'company_id' | 'capabilities'>>;

/**
 * A user as the rules ask about them, from what the read models hold of them: the memberships
 * given (all of them for the one who acts; one project's to ask whether an item's creator may act there).
 */
export const actorOfReadModels = (
  actorId: string,
  user: Shared<UserDocument> | null,
  projects: readonly ProjectFacts[],
  companies: readonly CompanyFacts[],
): Actor =>
  actorOf({
    id: actorId,
    administrator: user !== null && ADMINISTRATOR_JOBS.includes(user.info.default_job),
    defaultJob: user?.info.default_job ?? DEFAULT_JOB_TYPE_ID,
    projects: new Map(
      projects.map((member) => [
        member.project_id,
        { jobTypeId: member.job_type_id, capabilities: member.capabilities as readonly ProjectCapability[] },
      ]),
    ),
    companies: new Map(
      companies.map((member) => [member.company_id, member.capabilities as readonly CompanyCapability[]]),
    ),
  });
