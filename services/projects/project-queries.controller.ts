import { Body, Controller, Inject, Res } from '@nestjs/common';
import type { Response } from 'express';
import { COMPANY_MEMBERS, type CompanyMemberDocument } from '../../projections/organisation/companies.projection';
import {
  projectsOfUserVisibleTo,
  readableProject,
  readableProjectShared,
} from '../../projections/organisation/projects.policy';
import { USERS, type UserDocument } from '../../projections/users/user-directory.projection';
import { searchableCompanies } from '../../projections/users/users.policy';
import type { ProjectPermissions } from '../contracts/project';
import { projectFactsOf } from '../organisation/project-facts';
import { refusal } from '../organisation/refusal';
import type { Actor } from '../platform/commands/actor';
import { forbidden } from '../platform/domain-error';
import { ApiCall } from '../platform/http/api-response';
import { tagVersion } from '../platform/http/edit-version';
import { CurrentUser, Requester } from '../platform/http/requester.decorator';
import { READ_STORE, type ReadStore } from '../platform/read-store/read-store.port';
import { ProjectIdDto, SearchUsersDto, UserIdDto } from './dto/project-calls.dto';
import { projectCan } from './project-can';
import { PROJECT_SUBJECTS, type ProjectSubjects } from './project-subjects';
import { projectForUser, projectsOfUser } from './project-view';

/** Spec 5: the Jefe OT search starts when the text is longer than 5 characters. */
export const USER_SEARCH_MIN_LENGTH = 6;
const SEARCH_LIMIT = 20;

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

@Controller('project')
export class ProjectQueriesController {
  constructor(
    @Inject(READ_STORE) private readonly reads: ReadStore,
    @Inject(PROJECT_SUBJECTS) private readonly projectSubjects: ProjectSubjects,
  ) {}

  /** The open projects of the signed-in user; a closed project disappears from here. */
  @ApiCall('getProjectsByUser')
  async mine(@CurrentUser() userId: string) {
    return { code: 200, projects: await projectsOfUser(this.reads, userId, false) };
  }

  @ApiCall('getClosedProjectsByUser')
  async closed(@CurrentUser() userId: string) {
    return { code: 200, projects: await projectsOfUser(this.reads, userId, true) };
  }

  /** Another user's open projects, for the user administration screens. */
  @ApiCall('getProjectsByUserID')
  async ofUser(@Body() body: UserIdDto, @Requester() actor: Actor) {
    const visible = projectsOfUserVisibleTo(actor, body.user_id, await projectsOfUser(this.reads, body.user_id, false));
    if (!visible) throw forbidden('No tienes permiso para ver los proyectos de este usuario.');
    return { code: 200, projects: visible };
  }

  /** One project with the caller's company and project capabilities and what they may do there. */
  @ApiCall('getProjectByID')
  async byId(@Body() body: ProjectIdDto, @Requester() actor: Actor, @Res({ passthrough: true }) response: Response) {
    const project = await readableProjectShared(this.reads, actor, body.project_id);
    tagVersion(response, project.version);
    return {
      code: 200,
      project: await projectForUser(this.reads, project, actor.id),
      permissions: {
        company: actor.heldInCompany(project.company_id),
        project: actor.heldInProject(project._id),
      } satisfies ProjectPermissions,
      can: projectCan(actor, projectFactsOf(project)),
    };
  }

  /**
   * People whose name or e-mail contains the text, for the Jefe OT picker: among the members of
   * the companies where the caller may create or edit projects.
   */
  @ApiCall('searchUsersByEmail')
  async searchUsers(@Body() body: SearchUsersDto, @Requester() actor: Actor) {
    const companies = searchableCompanies(actor);
    if (companies?.length === 0) throw refusal('create_project');
    const text = body.email.trim();
    if (text.length < USER_SEARCH_MIN_LENGTH) return { code: 200, users: [] };
    const pattern = { $regex: escapeRegex(text), $options: 'i' };
    const matches = { $or: [{ name: pattern }, { email: pattern }] };
    const filter = companies === null ? matches : { _id: { $in: await this.membersOf(companies) }, ...matches };
    const users = await this.reads
      .collection<UserDocument>(USERS)
      .find(filter, { sort: { name: 1 }, limit: SEARCH_LIMIT });
    return { code: 200, users: users.map(({ id, name, email }) => ({ id, name, email })) };
  }

  /** The subjects items of a project can be filed under: its specialties and those typed on its RDI. */
  @ApiCall('getProjectSubjects')
  async subjects(@Body() body: ProjectIdDto, @Requester() actor: Actor) {
    const project = await readableProject(this.reads, actor, body.project_id);
    return { code: 200, subjects: await this.projectSubjects(this.reads, project) };
  }

  private async membersOf(companies: string[]): Promise<string[]> {
    const members = await this.reads
      .collection<CompanyMemberDocument>(COMPANY_MEMBERS)
      .find({ company_id: { $in: companies } }, { projection: { user_id: 1 } });
    return [...new Set(members.map((member) => member.user_id))];
  }
}
