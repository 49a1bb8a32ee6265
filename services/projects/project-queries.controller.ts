import { Body, Controller, Inject } from '@nestjs/common';
import { USERS, type UserDocument } from '../../projections/users/user-directory.projection';
import { type Actor, CurrentActor } from '../auth/auth.guard';
import { Permissions } from '../organisation/permissions';
import { forbidden } from '../platform/domain-error';
import { ApiCall } from '../platform/http/api-response';
import { READ_STORE, type ReadStore } from '../platform/read-store/read-store.port';
import { ProjectIdDto, SearchUsersDto, UserIdDto } from './dto/project-calls.dto';
import { projectForUser, projectsOfUser } from './project-view';

/** Spec 5: the Jefe OT search starts when the text is longer than 5 characters. */
export const USER_SEARCH_MIN_LENGTH = 6;
const SEARCH_LIMIT = 20;

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

@Controller('project')
export class ProjectQueriesController {
  constructor(
    @Inject(READ_STORE) private readonly reads: ReadStore,
    private readonly permissions: Permissions,
  ) {}

  /** The open projects of the signed-in user; a closed project disappears from here. */
  @ApiCall('getProjectsByUser')
  async mine(@CurrentActor() actor: Actor) {
    return { code: 200, projects: await projectsOfUser(this.reads, actor.userId, false) };
  }

  @ApiCall('getClosedProjectsByUser')
  async closed(@CurrentActor() actor: Actor) {
    return { code: 200, projects: await projectsOfUser(this.reads, actor.userId, true) };
  }

  /**
   * Another user's open projects, for the user administration screens: the user and administrators
   * see all of them; holders of set_user_projects see those of the companies where they hold it.
   */
  @ApiCall('getProjectsByUserID')
  async ofUser(@Body() body: UserIdDto, @CurrentActor() actor: Actor) {
    const projects = await projectsOfUser(this.reads, body.user_id, false);
    if (body.user_id === actor.userId) return { code: 200, projects };
    const companies = await this.permissions.companiesGranting(actor.userId, 'set_user_projects');
    if (companies === null) return { code: 200, projects };
    if (companies.length === 0) throw forbidden('No tienes permiso para ver los proyectos de este usuario.');
    return { code: 200, projects: projects.filter((project) => companies.includes(project.company_id)) };
  }

  /** One project with the caller's company and project capabilities. */
  @ApiCall('getProjectByID')
  async byId(@Body() body: ProjectIdDto, @CurrentActor() actor: Actor) {
    const project = await this.permissions.requireMember(actor.userId, body.project_id);
    return {
      code: 200,
      project: await projectForUser(this.reads, project, actor.userId),
      permissions: {
        company: await this.permissions.companyCapabilities(actor.userId, project.company_id),
        project: await this.permissions.projectCapabilities(actor.userId, project._id),
      },
    };
  }

  /** Users whose name or e-mail contains the text, for the Jefe OT picker. */
  @ApiCall('searchUsersByEmail')
  async searchUsers(@Body() body: SearchUsersDto) {
    const text = body.email.trim();
    if (text.length < USER_SEARCH_MIN_LENGTH) return { code: 200, users: [] };
    const pattern = { $regex: escapeRegex(text), $options: 'i' };
    const users = await this.reads
      .collection<UserDocument>(USERS)
      .find({ $or: [{ name: pattern }, { email: pattern }] }, { sort: { name: 1 }, limit: SEARCH_LIMIT });
    return { code: 200, users: users.map(({ id, name, email }) => ({ id, name, email })) };
  }

  /** The subjects items of a project can be filed under: its specialties (docs/decisions.md). */
  @ApiCall('getProjectSubjects')
  async subjects(@Body() body: ProjectIdDto, @CurrentActor() actor: Actor) {
    const project = await this.permissions.requireMember(actor.userId, body.project_id);
    return {
      code: 200,
      subjects: project.specialties.map((specialty, index) => ({ id: index + 1, name: specialty.name })),
    };
  }
}
