import type { CompanyCapability, ProjectCapability } from '../contracts/capabilities';
import { mayGrantProjectCapabilities } from '../organisation/capabilities';
import { JEFE_OT_JOB, jobType } from '../organisation/job-types';
import { type ProjectFacts, projectClosed, projectNotFound, refusal } from '../organisation/refusal';
import type { Actor } from '../platform/commands/actor';
import type { AggregateType, Decider } from '../platform/commands/decider';
import { DomainError, invalidValue } from '../platform/domain-error';
import type { MembershipEvent } from './membership.events';

/**
 * What a membership command needs to know of its project, read by the handler from the project's
 * read model: a membership lives in its own stream (`membership-<project>:<user>`), so that
 * changing one person's place in a busy project waits for nobody else's writes.
 */
export interface MembershipProjectFacts extends ProjectFacts {
  companyId: string;
}

/** Each command concerns one user's place in one project: the stream says which. */
type About = { project: MembershipProjectFacts | null; userId: string };

export type MembershipCommand =
  /** The creator (with their default job) and the Jefe OT chosen in the form join a new project. */
  | ({ type: 'JoinNewProject'; role: 'creator' | 'jefe_ot' } & About)
  /** An existing user assigned to the project ('Editar Proyectos Usuario'). */
  | ({ type: 'AddMember'; jobTypeId: number } & About)
  /** A user created in the same request, into the projects chosen in the new-user form. */
  | ({ type: 'AddNewUser'; jobTypeId: number } & About)
  | ({ type: 'SetMemberJob'; jobTypeId: number } & About)
  | ({ type: 'SetMemberCapabilities'; capabilities: ProjectCapability[] } & About)
  /** One capability added to what the member holds, decided on their stream (issue 31: from an RDI). */
  | ({ type: 'GrantMemberCapability'; capability: ProjectCapability } & About)
  | ({ type: 'RemoveMember' } & About);

export type MembershipState =
  | { member: false }
  | { member: true; jobTypeId: number; capabilities: readonly ProjectCapability[] };

const notTheirProject = () => new DomainError('project.not_member', 'El usuario no pertenece a este proyecto.', 403);
const badJob = () => invalidValue('project.job_type', 'Tipo de cargo no válido', 'job_type_id');

function openProject(project: MembershipProjectFacts | null): MembershipProjectFacts {
  if (!project) throw projectNotFound();
  if (project.closed) throw projectClosed();
  return project;
}

/** One of the capabilities that allow a change, or the refusal named. */
function requireAny(allowed: boolean[], refused: CompanyCapability | ProjectCapability): void {
  if (!allowed.some(Boolean)) throw refusal(refused);
}

function added(
  project: MembershipProjectFacts,
  userId: string,
  jobTypeId: number,
  state: MembershipState,
): MembershipEvent[] {
  if (state.member) return [];
  const job = jobType(jobTypeId);
  if (!job) throw badJob();
  const capabilities = [...job.default_capabilities];
  return [{ type: 'ProjectMemberAdded', data: { projectId: project.projectId, userId, jobTypeId, capabilities } }];
}

function currentMember(state: MembershipState) {
  if (!state.member) throw notTheirProject();
  return state;
}

export const membershipDecider: Decider<MembershipCommand, MembershipEvent, MembershipState> = {
  initialState: { member: false },

  decide(command, state, actor: Actor) {
    const project = openProject(command.project);
    const { projectId, companyId } = project;
    const { userId } = command;
    switch (command.type) {
      case 'JoinNewProject': {
        // Whoever may create projects in the company brings in its first members: themself, with
        // the default capabilities of their default job, and the Jefe OT (job 2) they chose.
        if (!actor.canInCompany('create_project', companyId)) throw refusal('create_project');
        const creator = command.role === 'creator';
        if (creator && userId !== actor.id) throw refusal('set_user_projects');
        return added(project, userId, creator ? actor.defaultJob : JEFE_OT_JOB, state);
      }
      case 'AddMember':
        if (!actor.canInCompany('set_user_projects', companyId)) throw refusal('set_user_projects');
        return added(project, userId, command.jobTypeId, state);
      case 'AddNewUser':
        if (!actor.sees(projectId)) throw projectNotFound();
        if (!actor.can('create_users', projectId)) throw refusal('create_users');
        return added(project, userId, command.jobTypeId, state);
      case 'SetMemberJob': {
        // Both user dialogs change a job: the projects one and the permissions one.
        requireAny(
          [actor.canInCompany('set_user_projects', companyId), actor.canInCompany('set_user_permissions', companyId)],
          'set_user_permissions',
        );
        const member = currentMember(state);
        if (!jobType(command.jobTypeId)) throw badJob();
        if (member.jobTypeId === command.jobTypeId) return [];
        return [{ type: 'ProjectMemberJobChanged', data: { projectId, userId, jobTypeId: command.jobTypeId } }];
      }
      case 'SetMemberCapabilities': {
        if (!mayGrantProjectCapabilities(actor, companyId)) throw refusal('set_user_permissions');
        const member = currentMember(state);
        const { capabilities } = command;
        const same =
          member.capabilities.length === capabilities.length &&
          capabilities.every((capability) => member.capabilities.includes(capability));
        if (same) return [];
        return [{ type: 'ProjectMemberCapabilitiesSet', data: { projectId, userId, capabilities } }];
      }
      case 'GrantMemberCapability': {
        if (!mayGrantProjectCapabilities(actor, companyId)) throw refusal('set_user_permissions');
        const member = currentMember(state);
        if (member.capabilities.includes(command.capability)) return [];
        const capabilities = [...member.capabilities, command.capability];
        return [{ type: 'ProjectMemberCapabilitiesSet', data: { projectId, userId, capabilities } }];
      }
      case 'RemoveMember':
        // From the users list (edit_users in the project) or from 'Editar Proyectos Usuario'.
        requireAny(
          [actor.can('edit_users', projectId), actor.canInCompany('set_user_projects', companyId)],
          'edit_users',
        );
        if (!state.member) return [];
        return [{ type: 'ProjectMemberRemoved', data: { projectId, userId } }];
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'ProjectMemberAdded':
      case 'ProjectMemberImported':
        return { member: true, jobTypeId: event.data.jobTypeId, capabilities: event.data.capabilities };
      case 'ProjectMemberJobChanged':
        return state.member ? { ...state, jobTypeId: event.data.jobTypeId } : state;
      case 'ProjectMemberCapabilitiesSet':
        return state.member ? { ...state, capabilities: event.data.capabilities } : state;
      case 'ProjectMemberRemoved':
        return { member: false };
    }
  },
};

export const membershipAggregate: AggregateType<MembershipCommand, MembershipEvent, MembershipState> = {
  name: 'membership',
  schemaVersions: {
    ProjectMemberAdded: 1,
    ProjectMemberJobChanged: 1,
    ProjectMemberCapabilitiesSet: 1,
    ProjectMemberRemoved: 1,
    ProjectMemberImported: 1,
  },
  decider: membershipDecider,
};

/** The membership stream's id: one per user and project. */
export const membershipId = (projectId: string, userId: string) => `${projectId}:${userId}`;
