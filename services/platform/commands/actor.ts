import {
  COMPANY_CAPABILITIES,
  type CompanyCapability,
  PROJECT_CAPABILITIES,
  type ProjectCapability,
} from '../../contracts/capabilities';
import { SYSTEM_ACTOR } from './command-context';

/** The actor's place in one project. */
export interface ActorMembership {
  jobTypeId: number;
  capabilities: readonly ProjectCapability[];
}

/** What the actor port reads of a user: plain data, so deciders and their tests stay pure. */
export interface ActorFacts {
  id: string;
  /** Default job 1 or 8: every capability in every company and project (spec section 1). */
  administrator: boolean;
  /** The user's default job: what they join a project they create with. */
  defaultJob: number;
  projects: ReadonlyMap<string, ActorMembership>;
  /** Company capabilities by company; a key without capabilities is a plain company member. */
  companies: ReadonlyMap<string, readonly CompanyCapability[]>;
}

/**
 * Who sends a command or a query, as the rules ask about them. Resolved once per command by the
 * pipeline through the ActorPort and handed to `decide`, so every permission
 * rule is decided, and tested, in its decider.
 */
export interface Actor extends ActorFacts {
  /** A member of the project, or an administrator (who may see every project). */
  sees(projectId: string): boolean;
  /** Holds the project capability in that project (administrators hold all). */
  can(capability: ProjectCapability, projectId: string): boolean;
  /** Holds the company capability in that company (administrators hold all). */
  canInCompany(capability: CompanyCapability, companyId: string): boolean;
  /** Holds the company capability in at least one company. */
  canInSomeCompany(capability: CompanyCapability): boolean;
  belongsToCompany(companyId: string): boolean;
  /** The companies where the actor holds the capability; null for an administrator (all of them). */
  companiesWhere(capability: CompanyCapability): string[] | null;
  /** The projects where the actor holds the capability (administrators: their own projects only). */
  projectsWhere(capability: ProjectCapability): string[];
  /** Every company capability the actor holds in the company (what the client shows or hides). */
  heldInCompany(companyId: string): CompanyCapability[];
  /** Every project capability the actor holds in the project. */
  heldInProject(projectId: string): ProjectCapability[];
}

/**
 * The actor of resolved facts. A class, not an object literal spreading the facts with a closure
 * per rule: that spread cost microseconds on every request (a CPU profile of a read under load).
 */
class ResolvedActor implements Actor {
  readonly id: string;
  readonly administrator: boolean;
  readonly defaultJob: number;
  readonly projects: ReadonlyMap<string, ActorMembership>;
  readonly companies: ReadonlyMap<string, readonly CompanyCapability[]>;

  constructor(facts: ActorFacts) {
    this.id = facts.id;
    this.administrator = facts.administrator;
    this.defaultJob = facts.defaultJob;
    this.projects = facts.projects;
    this.companies = facts.companies;
  }

  sees(projectId: string): boolean {
    return this.administrator || this.projects.has(projectId);
  }

  can(capability: ProjectCapability, projectId: string): boolean {
    return this.administrator || (this.projects.get(projectId)?.capabilities.includes(capability) ?? false);
  }

  canInCompany(capability: CompanyCapability, companyId: string): boolean {
    return this.administrator || (this.companies.get(companyId)?.includes(capability) ?? false);
  }

  canInSomeCompany(capability: CompanyCapability): boolean {
    return this.administrator || (this.companiesWhere(capability)?.length ?? 0) > 0;
  }

  belongsToCompany(companyId: string): boolean {
    return this.administrator || this.companies.has(companyId);
  }

  companiesWhere(capability: CompanyCapability): string[] | null {
    if (this.administrator) return null;
    return [...this.companies].filter(([, capabilities]) => capabilities.includes(capability)).map(([id]) => id);
  }

  projectsWhere(capability: ProjectCapability): string[] {
    return [...this.projects].filter(([, member]) => member.capabilities.includes(capability)).map(([id]) => id);
  }

  heldInCompany(companyId: string): CompanyCapability[] {
    return this.administrator ? [...COMPANY_CAPABILITIES] : [...(this.companies.get(companyId) ?? [])];
  }

  heldInProject(projectId: string): ProjectCapability[] {
    return this.administrator ? [...PROJECT_CAPABILITIES] : [...(this.projects.get(projectId)?.capabilities ?? [])];
  }
}

export const actorOf = (facts: ActorFacts): Actor => new ResolvedActor(facts);

/** What the system does by itself (demo data, migrations): an administrator without a user. */
export const systemActor: Actor = actorOf({
  id: SYSTEM_ACTOR,
  administrator: true,
  defaultJob: 1,
  projects: new Map(),
  companies: new Map(),
});

/**
 * Some members of a project, named by role: those of these job types and whoever holds the capability
 * there. A read model marks a document with it (`heard_by`) when only they may read it, so its live
 * push reaches them alone; the rule that reads the item asks `inRoleAudience` too, so both agree.
 */
export interface RoleAudience {
  job_types: readonly number[];
  capability: ProjectCapability;
}

/** Whether the actor, in the project, is of one of the audience's job types or holds its capability. */
export function inRoleAudience(
  actor: Pick<Actor, 'projects' | 'can'>,
  projectId: string,
  audience: RoleAudience,
): boolean {
  const job = actor.projects.get(projectId)?.jobTypeId;
  return actor.can(audience.capability, projectId) || (job !== undefined && audience.job_types.includes(job));
}

export interface ActorPort {
  /** The actor as the read models hold them once the pipeline has waited for its own writes. */
  resolve(actorId: string): Promise<Actor>;
}

export const ACTOR_PORT = Symbol('ActorPort');
