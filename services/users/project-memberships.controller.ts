import { Body, Controller, Inject } from '@nestjs/common';
import { requireReadableCompanyEntries } from '../../projections/organisation/companies.policy';
import { projectsOfUserVisibleTo } from '../../projections/organisation/projects.policy';
import {
  PROJECT_MEMBERS,
  PROJECTS,
  type ProjectDocument,
  type ProjectMemberDocument,
  projectMemberId,
} from '../../projections/organisation/projects.projection';
import { USERS } from '../../projections/users/user-directory.projection';
import type { ProjectCapability } from '../contracts/capabilities';
import type { Actor } from '../platform/commands/actor';
import { type CommandContext, commandStep } from '../platform/commands/command-context';
import { notFound } from '../platform/domain-error';
import { ApiCall } from '../platform/http/api-response';
import { CommandMeta } from '../platform/http/command-context.decorator';
import { ApiCommand } from '../platform/http/request-idempotency';
import { Requester } from '../platform/http/requester.decorator';
import { READ_STORE, type ReadStore } from '../platform/read-store/read-store.port';
import type { MembershipCommand } from '../projects/membership.decider';
import { MembershipCommands, membershipRequest, projectFacts } from '../projects/project-command';
import {
  GrantProjectCapabilityDto,
  SetProjectCapabilitiesDto,
  SetUserProjectsDto,
  UserProjectDto,
} from './dto/user-admin.dto';

/** A user's projects, their job in each and their project capabilities (spec 2.16). */
@Controller('user')
export class ProjectMembershipsController {
  constructor(
    @Inject(READ_STORE) private readonly reads: ReadStore,
    private readonly memberships: MembershipCommands,
  ) {}

  private get members() {
    return this.reads.collection<ProjectMemberDocument>(PROJECT_MEMBERS);
  }

  @ApiCommand('removeUserFromProject')
  async remove(@Body() body: UserProjectDto, @CommandMeta() context: CommandContext) {
    const project = await projectFacts(this.reads, body.project_id);
    await this.execute(context, { type: 'RemoveMember', userId: body.user_id, project });
    return { code: 200 };
  }

  /**
   * The list becomes the user's open projects among those the caller manages: a managed project
   * missing from it is taken from the user, new ones are joined with their job (and its default
   * capabilities), changed jobs updated. Projects of companies where the caller lacks
   * set_user_projects are not the caller's to see, so they stay as they are; adding one or changing
   * its job is refused by the membership decider. Every change is decided before the first is made.
   */
  @ApiCommand('setUserProjects')
  async setProjects(
    @Body() body: SetUserProjectsDto,
    @CommandMeta() context: CommandContext,
    @Requester() actor: Actor,
  ) {
    if (!(await this.reads.collection(USERS).get(body.user_id))) throw notFound('El usuario no existe.');
    const wanted = new Map(body.user_projects.map((entry) => [entry.project_id, entry.job_type_id]));
    const current = await this.openMemberships(body.user_id);
    const managed = actor.companiesWhere('set_user_projects');
    const userId = body.user_id;
    const changes: MembershipCommand[] = [];
    for (const [projectId, member] of current) {
      const job = wanted.get(projectId);
      const project = { projectId, companyId: member.company_id, closed: false };
      if (job === undefined) {
        if (managed === null || managed.includes(member.company_id)) {
          changes.push({ type: 'RemoveMember', userId, project });
        }
      } else if (job !== member.job_type_id) {
        changes.push({ type: 'SetMemberJob', userId, jobTypeId: job, project });
      }
    }
    for (const [projectId, jobTypeId] of wanted) {
      if (!current.has(projectId)) {
        changes.push({ type: 'AddMember', userId, jobTypeId, project: await projectFacts(this.reads, projectId) });
      }
    }
    const requests = changes.map((command) =>
      membershipRequest(commandStep(context, command.project?.projectId ?? ''), command),
    );
    for (const request of requests) await this.memberships.check(request);
    for (const request of requests) await this.memberships.execute(request);
    // The answer shows what the caller may see of the user's projects (getProjectsByUserID's rule).
    const projects = projectsOfUserVisibleTo(actor, body.user_id, [
      ...(await this.openMemberships(body.user_id)).values(),
    ]);
    return {
      code: 200,
      projects: (projects ?? []).map((member) => ({
        id: member.project_id,
        name: member.project_name,
        job_type_id: member.job_type_id,
      })),
    };
  }

  @ApiCall('getCapabilitiesByUserProject')
  async getCapabilities(@Body() body: UserProjectDto, @Requester() actor: Actor) {
    const project = await this.reads.collection<ProjectDocument>(PROJECTS).get(body.project_id);
    if (!project) throw notFound('El proyecto no existe.');
    requireReadableCompanyEntries(actor, project.company_id);
    return { code: 200, user_project: await this.entry(body) };
  }

  /** With a job type the job changes first; the capabilities sent are then the user's exactly. */
  @ApiCommand('setCapabilitiesByUserProject')
  async setCapabilities(@Body() body: SetProjectCapabilitiesDto, @CommandMeta() context: CommandContext) {
    const project = await projectFacts(this.reads, body.project_id);
    const capabilities = membershipRequest(context, {
      type: 'SetMemberCapabilities',
      userId: body.user_id,
      capabilities: [...new Set(body.capabilities)] as ProjectCapability[],
      project,
    });
    await this.memberships.check(capabilities);
    if (body.job_type_id !== undefined) {
      await this.execute(commandStep(context, 'job'), {
        type: 'SetMemberJob',
        userId: body.user_id,
        jobTypeId: body.job_type_id,
        project,
      });
    }
    await this.memberships.execute(capabilities);
    return { code: 200, user_project: await this.entry(body) };
  }

  /** One capability added to the member's (an RDI's creator's end_rdi, issue 31), the others kept. */
  @ApiCommand('grantCapabilityByUserProject')
  async grantCapability(@Body() body: GrantProjectCapabilityDto, @CommandMeta() context: CommandContext) {
    await this.execute(context, {
      type: 'GrantMemberCapability',
      userId: body.user_id,
      capability: body.capability as ProjectCapability,
      project: await projectFacts(this.reads, body.project_id),
    });
    return { code: 200, user_project: await this.entry(body) };
  }

  private async entry({ user_id, project_id }: UserProjectDto) {
    const member = await this.members.get(projectMemberId(project_id, user_id));
    if (!member) throw notFound('El usuario no pertenece a este proyecto.');
    return { user_id, project_id, job_type_id: member.job_type_id, capabilities: member.capabilities };
  }

  /** The user's memberships of open projects, with each project's name and company. */
  private async openMemberships(userId: string) {
    const memberships = await this.members.find({ user_id: userId });
    const projects = await this.reads
      .collection<ProjectDocument>(PROJECTS)
      .find({ _id: { $in: memberships.map((member) => member.project_id) }, deleted_at: null });
    const byId = new Map(projects.map((project) => [project._id, project]));
    return new Map(
      memberships.flatMap((member) => {
        const project = byId.get(member.project_id);
        return project
          ? [[member.project_id, { ...member, project_name: project.name, company_id: project.company_id }] as const]
          : [];
      }),
    );
  }

  private execute(context: CommandContext, command: MembershipCommand) {
    return this.memberships.execute(membershipRequest(context, command));
  }
}
