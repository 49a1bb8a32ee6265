import { Body, Controller, Get, Inject, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { TokenService } from '../auth/token.service';
import { moduleCard } from '../dashboard/dashboard.query';
import { projectExportClaims, projectExportUrl, sendProjectWorkbook } from '../exports/project-export-link';
import { LINKED_ITEMS, type LinkedItems } from '../items/linked-items';
import { capableProject } from '../organisation/capable-project';
import { CLOCK, type Clock } from '../platform/clock/clock.port';
import { ACTOR_PORT, type Actor, type ActorPort } from '../platform/commands/actor';
import { ApiCall } from '../platform/http/api-response';
import { Public } from '../platform/http/public.decorator';
import { ApiQuery } from '../platform/http/query-call';
import { Requester } from '../platform/http/requester.decorator';
import { READ_STORE, type ReadStore } from '../platform/read-store/read-store.port';
import { ProjectIdDto } from '../projects/dto/project-calls.dto';
import { additionalListing, additionalStatistics, exportedAdditionals } from './additional-listings.query';
import { additionalWorkbook } from './additional-workbook';
import { AdditionalListDto } from './dto/additional-calls.dto';

const PURPOSE = 'project-additionals-export';

/** The additionals list, statistics, module light and export (view_additionals). */
@Controller()
export class AdditionalListingsController {
  constructor(
    @Inject(READ_STORE) private readonly reads: ReadStore,
    // The possible additionals the cards show, read through the tasks' own reads.
    @Inject(LINKED_ITEMS) private readonly linked: LinkedItems,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ACTOR_PORT) private readonly actors: ActorPort,
    private readonly links: TokenService,
  ) {}

  @ApiQuery('additionals/list')
  async list(@Body() body: AdditionalListDto, @Requester() actor: Actor) {
    const project = await capableProject(this.reads, actor, body.project_id, 'view_additionals');
    const query = {
      projectId: body.project_id,
      ...(body.statuses ? { statuses: body.statuses } : {}),
      ...(body.page !== undefined ? { page: body.page } : {}),
      ...(body.order !== undefined ? { order: body.order } : {}),
      ...(body.filtered_types ? { types: body.filtered_types } : {}),
      ...(body.filtered_specialties ? { specialties: body.filtered_specialties } : {}),
      ...(body.filtered_responsable ? { responsible: body.filtered_responsable } : {}),
    };
    return {
      code: 200,
      ...(await additionalListing(this.reads, this.linked, actor, project, query, this.clock.now())),
    };
  }

  @ApiQuery('additionals/getStatistics')
  async statistics(@Body() body: ProjectIdDto, @Requester() actor: Actor) {
    await capableProject(this.reads, actor, body.project_id, 'view_additionals');
    return { code: 200, ...(await additionalStatistics(this.reads, body.project_id)) };
  }

  /** Spec 4, the dashboard's module light: 0 Bien, 1 Regular, 2 or more Malo. */
  @ApiQuery('additionals/getModuleStatus')
  async moduleStatus(@Body() body: ProjectIdDto, @Requester() actor: Actor) {
    await capableProject(this.reads, actor, body.project_id, 'view_additionals');
    const card = await moduleCard(this.reads, actor, body.project_id, 'additionals', this.clock.now());
    return { code: 200, status: card?.semaforo ?? 0 };
  }

  /** Spec 7: the browser opens the answered URL without a bearer token, so it carries a short signed link. */
  @ApiCall('exports/exportAdditionalsByProject')
  async exportAdditionals(@Body() body: ProjectIdDto, @Requester() actor: Actor) {
    await capableProject(this.reads, actor, body.project_id, 'view_additionals');
    const claims = { project_id: body.project_id, user_id: actor.id };
    return { code: 200, url: projectExportUrl(this.links, PURPOSE, 'additionals', claims) };
  }

  @Public()
  @Get('exports/additionals/:link')
  async downloadAdditionals(@Param('link') link: string, @Res() response: Response) {
    const claims = projectExportClaims(this.links, link, PURPOSE);
    // Still allowed when the link is opened.
    const actor = await this.actors.resolve(claims.user_id);
    const project = await capableProject(this.reads, actor, claims.project_id, 'view_additionals');
    const workbook = await additionalWorkbook(
      project.name,
      await exportedAdditionals(this.reads, this.linked, actor, project, this.clock.now()),
    );
    sendProjectWorkbook(response, 'adicionales', project, workbook);
  }
}
