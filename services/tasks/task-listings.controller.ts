import { Body, Controller, Get, Inject, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { readableProject } from '../../projections/organisation/projects.policy';
import { TokenService } from '../auth/token.service';
import type { ProjectCapability } from '../organisation/capabilities';
import { refusal } from '../organisation/refusal';
import { CLOCK, type Clock } from '../platform/clock/clock.port';
import { ACTOR_PORT, type Actor, type ActorPort } from '../platform/commands/actor';
import { ApiCall } from '../platform/http/api-response';
import { downloadName } from '../platform/http/download-name';
import { Public } from '../platform/http/public.decorator';
import { Requester } from '../platform/http/requester.decorator';
import { READ_STORE, type ReadStore } from '../platform/read-store/read-store.port';
import { ProjectIdDto } from '../projects/dto/project-calls.dto';
import { similarRdis } from '../rdi/rdi-listings.query';
import { PersonalTasksDto, SearchSimilarDto, TaskListingDto, TasksByUserDto } from './dto/task-listings.dto';
import {
  exportedTasks,
  type PersonalColumn,
  personalTasks,
  projectListing,
  similarTasks,
  tasksByUser,
} from './task-listings.query';
import { tasksWorkbook } from './tasks-workbook';

/** The export link works for five minutes, as the users export's. */
const LINK_SECONDS = 300;
const PURPOSE = 'project-tasks-export';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The task listings (issue 17): HTTP only, the queries and the visibility rule are in
 * task-listings.query.ts and projections/tasks/task-listing.policy.ts.
 */
@Controller()
export class TaskListingsController {
  constructor(
    @Inject(READ_STORE) private readonly reads: ReadStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ACTOR_PORT) private readonly actors: ActorPort,
    private readonly links: TokenService,
  ) {}

  /** A member without the capability is refused (403); to anyone else the project does not exist (404). */
  private async require(actor: Actor, projectId: string, capability: ProjectCapability) {
    const project = await readableProject(this.reads, actor, projectId);
    if (!actor.can(capability, projectId)) throw refusal(capability);
    return project;
  }

  @ApiCall('tasks/list')
  async list(@Body() body: TaskListingDto, @Requester() actor: Actor) {
    await this.require(actor, body.project_id, 'view_tasks_listing');
    const listing = await projectListing(
      this.reads,
      actor,
      {
        projectId: body.project_id,
        status: body.status,
        ...(body.page !== undefined ? { page: body.page } : {}),
        ...(body.order !== undefined ? { order: body.order } : {}),
        ...(body.filtered_creator_users ? { creators: body.filtered_creator_users } : {}),
        ...(body.filtered_resp_users ? { responsibles: body.filtered_resp_users } : {}),
        ...(body.filtered_code_ids ? { codeIds: body.filtered_code_ids } : {}),
        ...(body.search !== undefined ? { search: body.search } : {}),
      },
      this.clock.now(),
    );
    return { code: 200, ...listing };
  }

  private async personal(column: PersonalColumn, body: PersonalTasksDto, actor: Actor) {
    await this.require(actor, body.project_id, 'view_personal_tasks');
    const { project_id: projectId, page, order, search } = body;
    const query = {
      projectId,
      ...(page !== undefined ? { page } : {}),
      ...(order !== undefined ? { order } : {}),
      ...(search !== undefined ? { search } : {}),
    };
    return { code: 200, ...(await personalTasks(this.reads, actor, column, query, this.clock.now())) };
  }

  @ApiCall('tasks/listCreated')
  listCreated(@Body() body: PersonalTasksDto, @Requester() actor: Actor) {
    return this.personal('created', body, actor);
  }

  @ApiCall('tasks/listPending')
  listPending(@Body() body: PersonalTasksDto, @Requester() actor: Actor) {
    return this.personal('pending', body, actor);
  }

  @ApiCall('tasks/listEnded')
  listEnded(@Body() body: PersonalTasksDto, @Requester() actor: Actor) {
    return this.personal('ended', body, actor);
  }

  @ApiCall('tasks/listByUser')
  async listByUser(@Body() body: TasksByUserDto, @Requester() actor: Actor) {
    await this.require(actor, body.project_id, 'view_tasks_listing');
    const query = {
      projectId: body.project_id,
      ...(body.user_id !== undefined ? { userId: body.user_id } : {}),
      ...(body.page !== undefined ? { page: body.page } : {}),
    };
    return { code: 200, data: await tasksByUser(this.reads, actor, query, this.clock.now()) };
  }

  /** The create dialog's panel: any member may see what is alike before writing. */
  @ApiCall('general/searchSimilar')
  async searchSimilar(@Body() body: SearchSimilarDto, @Requester() actor: Actor) {
    await readableProject(this.reads, actor, body.project_id);
    const tasks = await similarTasks(this.reads, actor, {
      projectId: body.project_id,
      search: body.search,
      excludeDescription: body.exclude_description ?? false,
    });
    const rdis = await similarRdis(this.reads, actor, {
      projectId: body.project_id,
      search: body.search,
      excludeDescription: body.exclude_description ?? false,
    });
    return { code: 200, tasks, rdis };
  }

  /** Spec 7: the browser opens the answered URL without a bearer token, so it carries a short signed link. */
  @ApiCall('exports/exportTasksByProject')
  async exportTasks(@Body() body: ProjectIdDto, @Requester() actor: Actor) {
    await this.require(actor, body.project_id, 'view_tasks_listing');
    const link = this.links.signLink(PURPOSE, { project_id: body.project_id, user_id: actor.id }, LINK_SECONDS);
    return { code: 200, url: `/api/exports/tasks/${link}` };
  }

  @Public()
  @Get('exports/tasks/:link')
  async downloadTasks(@Param('link') link: string, @Res() response: Response) {
    const claims = this.links.verifyLink(link, PURPOSE) as { project_id: string; user_id: string };
    // Still allowed when the link is opened, and only what the user may see.
    const actor = await this.actors.resolve(claims.user_id);
    const project = await this.require(actor, claims.project_id, 'view_tasks_listing');
    const tasks = await exportedTasks(this.reads, actor, project._id, this.clock.now());
    const workbook = await tasksWorkbook(project.name, tasks);
    response
      .status(200)
      .set({
        'content-type': XLSX,
        'content-disposition': `attachment; filename="tareas-${downloadName(project.internal_id || project.name)}.xlsx"`,
        'cache-control': 'no-store',
      })
      .send(workbook);
  }
}
