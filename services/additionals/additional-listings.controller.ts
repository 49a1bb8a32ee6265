import { Body, Controller, Get, Inject, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { readableProject } from '../../projections/organisation/projects.policy';
import { TokenService } from '../auth/token.service';
import { refusal } from '../organisation/refusal';
import { CLOCK, type Clock } from '../platform/clock/clock.port';
import { ACTOR_PORT, type Actor, type ActorPort } from '../platform/commands/actor';
import { ApiCall } from '../platform/http/api-response';
import { downloadName } from '../platform/http/download-name';
import { Public } from '../platform/http/public.decorator';
import { ApiQuery } from '../platform/http/query-call';
import { Requester } from '../platform/http/requester.decorator';
import { READ_STORE, type ReadStore } from '../platform/read-store/read-store.port';
import { ProjectIdDto } from '../projects/dto/project-calls.dto';
import {
  additionalListing,
  additionalModuleStatus,
  additionalStatistics,
  exportedAdditionals,
} from './additional-listings.query';
import { additionalWorkbook } from './additional-workbook';
import { AdditionalListDto } from './dto/additional-calls.dto';

/** The export link works for five minutes, as the tasks' and RDI's. */
const LINK_SECONDS = 300;
const PURPOSE = 'project-additionals-export';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The additionals list, statistics, module light and export (view_additionals). */
@Controller()
export class AdditionalListingsController {
  constructor(
    @Inject(READ_STORE) private readonly reads: ReadStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ACTOR_PORT) private readonly actors: ActorPort,
    private readonly links: TokenService,
  ) {}

  /** A member without view_additionals is refused (403); to anyone else the project does not exist (404). */
  private async viewable(actor: Actor, projectId: string) {
    const project = await readableProject(this.reads, actor, projectId);
    if (!actor.can('view_additionals', projectId)) throw refusal('view_additionals');
    return project;
  }

  @ApiQuery('additionals/list')
  async list(@Body() body: AdditionalListDto, @Requester() actor: Actor) {
    const project = await this.viewable(actor, body.project_id);
    const query = {
      projectId: body.project_id,
      ...(body.statuses ? { statuses: body.statuses } : {}),
      ...(body.page !== undefined ? { page: body.page } : {}),
      ...(body.order !== undefined ? { order: body.order } : {}),
      ...(body.filtered_types ? { types: body.filtered_types } : {}),
      ...(body.filtered_specialties ? { specialties: body.filtered_specialties } : {}),
      ...(body.filtered_responsable ? { responsible: body.filtered_responsable } : {}),
    };
    return { code: 200, ...(await additionalListing(this.reads, actor, project, query, this.clock.now())) };
  }

  @ApiQuery('additionals/getStatistics')
  async statistics(@Body() body: ProjectIdDto, @Requester() actor: Actor) {
    await this.viewable(actor, body.project_id);
    return { code: 200, ...(await additionalStatistics(this.reads, body.project_id)) };
  }

  /** Spec 4, the dashboard's module light: 0 Bien, 1 Regular, 2 or more Malo. */
  @ApiQuery('additionals/getModuleStatus')
  async moduleStatus(@Body() body: ProjectIdDto, @Requester() actor: Actor) {
    await this.viewable(actor, body.project_id);
    return { code: 200, status: await additionalModuleStatus(this.reads, body.project_id, this.clock.now()) };
  }

  /** Spec 7: the browser opens the answered URL without a bearer token, so it carries a short signed link. */
  @ApiCall('exports/exportAdditionalsByProject')
  async exportAdditionals(@Body() body: ProjectIdDto, @Requester() actor: Actor) {
    await this.viewable(actor, body.project_id);
    const link = this.links.signLink(PURPOSE, { project_id: body.project_id, user_id: actor.id }, LINK_SECONDS);
    return { code: 200, url: `/api/exports/additionals/${link}` };
  }

  @Public()
  @Get('exports/additionals/:link')
  async downloadAdditionals(@Param('link') link: string, @Res() response: Response) {
    const claims = this.links.verifyLink(link, PURPOSE) as { project_id: string; user_id: string };
    // Still allowed when the link is opened.
    const actor = await this.actors.resolve(claims.user_id);
    const project = await this.viewable(actor, claims.project_id);
    const workbook = await additionalWorkbook(
      project.name,
      await exportedAdditionals(this.reads, actor, project, this.clock.now()),
    );
    const name = downloadName(project.internal_id || project.name);
    response
      .status(200)
      .set({
        'content-type': XLSX,
        'content-disposition': `attachment; filename="adicionales-${name}.xlsx"`,
        'cache-control': 'no-store',
      })
      .send(workbook);
  }
}
