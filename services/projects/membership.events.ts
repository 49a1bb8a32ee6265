import type { ProjectCapability } from '../contracts/capabilities';

/**
 * What happens to one user's place in one project, one stream per membership
 * (`membership-<project>:<user>`): the contract between the membership decider and the read models.
 */

/** Whose place in which project: every membership and preferences event names both. */
export type MemberKey = { projectId: string; userId: string };

export type MembershipEvent =
  | { type: 'ProjectMemberAdded'; data: MemberKey & { jobTypeId: number; capabilities: ProjectCapability[] } }
  | { type: 'ProjectMemberJobChanged'; data: MemberKey & { jobTypeId: number } }
  | { type: 'ProjectMemberCapabilitiesSet'; data: MemberKey & { capabilities: ProjectCapability[] } }
  | { type: 'ProjectMemberRemoved'; data: MemberKey }
  /**
   * A membership recorded in its project's stream before memberships had their own, carried over
   * once at start (services/projects/membership-streams.migration.ts). Read models already hold it.
   */
  | { type: 'ProjectMemberImported'; data: MemberKey & { jobTypeId: number; capabilities: ProjectCapability[] } };
