import { Inject, Injectable } from '@nestjs/common';
import { COMPANY_MEMBERS, type CompanyMemberDocument } from '../../projections/organisation/companies.projection';
import { PROJECT_MEMBERS, type ProjectMemberDocument } from '../../projections/organisation/projects.projection';
import { USERS, type UserDocument } from '../../projections/users/user-directory.projection';
import type { CompanyCapability, ProjectCapability } from '../contracts/capabilities';
import { type Actor, type ActorPort, actorOf, systemActor } from '../platform/commands/actor';
import { SYSTEM_ACTOR } from '../platform/commands/command-context';
import { READ_STORE, type ReadStore } from '../platform/read-store/read-store.port';
import { ADMINISTRATOR_JOBS, DEFAULT_JOB_TYPE_ID } from './job-types';

/**
 * Only what an actor holds of each membership is read (and copied): a user of 40 projects made the
 * copies of their whole member entries 10 % of a read at 100,000 users (bench:http).
 */
const PROJECT_FACTS = { _id: 0, project_id: 1, job_type_id: 1, capabilities: 1 } as const;
const COMPANY_FACTS = { _id: 0, company_id: 1, capabilities: 1 } as const;

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
    const [user, projects, companies] = await Promise.all([
      this.reads.collection<UserDocument>(USERS).get(actorId),
      this.reads
        .collection<ProjectMemberDocument>(PROJECT_MEMBERS)
        .find({ user_id: actorId }, { projection: PROJECT_FACTS }),
      this.reads
        .collection<CompanyMemberDocument>(COMPANY_MEMBERS)
        .find({ user_id: actorId }, { projection: COMPANY_FACTS }),
    ]);
    return actorOfReadModels(actorId, user, projects, companies);
  }
}

type ProjectFacts = Pick<ProjectMemberDocument, 'project_id' | 'job_type_id' | 'capabilities'>;
type CompanyFacts = Pick<CompanyMemberDocument, 'company_id' | 'capabilities'>;

/**
 * A user as the rules ask about them, from what the read models hold of them: the memberships
 * given (all of them for the one who acts; one project's to ask whether an item's creator may act there).
 */
export const actorOfReadModels = (
  actorId: string,
  user: UserDocument | null,
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
        { jobTypeId: member.job_type_id, capabilities: member.capabilities as ProjectCapability[] },
      ]),
    ),
    companies: new Map(companies.map((member) => [member.company_id, member.capabilities as CompanyCapability[]])),
  });
