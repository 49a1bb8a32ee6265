import { Body, Controller, Get, Inject, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { readableProject } from '../../projections/organisation/projects.policy';
import { TokenService } from '../auth/token.service';
import { projectExportClaims, projectExportUrl, sendProjectWorkbook } from '../exports/project-export-link';
import { LINKED_ITEMS, type LinkedItems } from '../items/linked-items';
import { capableProject } from '../organisation/capable-project';
import { CLOCK, type Clock } from '../platform/clock/clock.port';
import { ACTOR_PORT, type Actor, type ActorPort } from '../platform/commands/actor';
import { ApiCall } from '../platform/http/api-response';
import { Public } from '../platform/http/public.decorator';
import { Requester } from '../platform/http/requester.decorator';
import { READ_STORE, type ReadStore } from '../platform/read-store/read-store.port';
import { ProjectIdDto } from '../projects/dto/project-calls.dto';
import { PersonalTasksDto, SearchSimilarDto, TaskListingDto, TasksByUserDto } from './dto/task-listings.dto';
import { exportedTasks, type PersonalColumn, personalTasks, projectListing, tasksByUser } from './task-listings.query';
import { tasksWorkbook } from './tasks-workbook';

const PURPOSE = 'project-tasks-export';

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
    @Inject(LINKED_ITEMS) private readonly linked: LinkedItems,
  ) {}

  @ApiCall('tasks/list')
  async list(@Body() body: TaskListingDto, @Requester() actor: Actor) {
    await capableProject(this.reads, actor, body.project_id, 'view_tasks_listing');
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
    await capableProject(this.reads, actor, body.project_id, 'view_personal_tasks');
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
    await capableProject(this.reads, actor, body.project_id, 'view_tasks_listing');
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
    const query = {
      projectId: body.project_id,
      search: body.search,
      excludeDescription: body.exclude_description ?? false,
    };
    // Each type answers its own alike items, under its own read policy.
    const tasks = await this.linked.linkedReads('task').similar(this.reads, actor, query);
    const rdis = await this.linked.linkedReads('rdi').similar(this.reads, actor, query);
    return { code: 200, tasks, rdis };
  }

  /** Spec 7: the browser opens the answered URL without a bearer token, so it carries a short signed link. */
  @ApiCall('exports/exportTasksByProject')
  async exportTasks(@Body() body: ProjectIdDto, @Requester() actor: Actor) {
    await capableProject(this.reads, actor, body.project_id, 'view_tasks_listing');
    const claims = { project_id: body.project_id, user_id: actor.id };
    return { code: 200, url: projectExportUrl(this.links, PURPOSE, 'tasks', claims) };
  }

  @Public()
  @Get('exports/tasks/:link')
  async downloadTasks(@Param('link') link: string, @Res() response: Response) {
    const claims = projectExportClaims(this.links, link, PURPOSE);
    // Still allowed when the link is opened, and only what the user may see.
    const actor = await this.actors.resolve(claims.user_id);
    const project = await capableProject(this.reads, actor, claims.project_id, 'view_tasks_listing');
    const tasks = await exportedTasks(this.reads, actor, project._id, this.clock.now());
    const workbook = await tasksWorkbook(project.name, tasks);
    sendProjectWorkbook(response, 'tareas', project, workbook);
  }
}
