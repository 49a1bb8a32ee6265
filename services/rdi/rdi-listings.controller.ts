import { Body, Controller, Get, Inject, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { TokenService } from '../auth/token.service';
import { projectExportClaims, projectExportUrl, sendProjectWorkbook } from '../exports/project-export-link';
import { capableProject } from '../organisation/capable-project';
import { CLOCK, type Clock } from '../platform/clock/clock.port';
import { ACTOR_PORT, type Actor, type ActorPort } from '../platform/commands/actor';
import { ApiCall } from '../platform/http/api-response';
import { Public } from '../platform/http/public.decorator';
import { Requester } from '../platform/http/requester.decorator';
import { READ_STORE, type ReadStore } from '../platform/read-store/read-store.port';
import { ProjectIdDto } from '../projects/dto/project-calls.dto';
import { RdiListDto } from './dto/rdi-calls.dto';
import { exportedRdis, rdiGraphData, rdiListing } from './rdi-listings.query';
import { rdiWorkbook } from './rdi-workbook';

const PURPOSE = 'project-rdi-export';

/** The RDI list, graphs and export (view_rdi). */
@Controller()
export class RdiListingsController {
  constructor(
    @Inject(READ_STORE) private readonly reads: ReadStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ACTOR_PORT) private readonly actors: ActorPort,
    private readonly links: TokenService,
  ) {}

  @ApiCall('rdi/list')
  async list(@Body() body: RdiListDto, @Requester() actor: Actor) {
    const project = await capableProject(this.reads, actor, body.project_id, 'view_rdi');
    const query = {
      projectId: body.project_id,
      status: body.status,
      ...(body.page !== undefined ? { page: body.page } : {}),
      ...(body.order !== undefined ? { order: body.order } : {}),
      ...(body.filtered_specialties ? { specialties: body.filtered_specialties } : {}),
      ...(body.filtered_subjects ? { subjects: body.filtered_subjects } : {}),
      ...(body.filtered_responsable ? { responsible: body.filtered_responsable } : {}),
    };
    return { code: 200, ...(await rdiListing(this.reads, actor, project, query, this.clock.now())) };
  }

  @ApiCall('rdi/getGraphData')
  async graphData(@Body() body: ProjectIdDto, @Requester() actor: Actor) {
    const project = await capableProject(this.reads, actor, body.project_id, 'view_rdi');
    return { code: 200, ...(await rdiGraphData(this.reads, project)) };
  }

  /** Spec 7: the browser opens the answered URL without a bearer token, so it carries a short signed link. */
  @ApiCall('exports/exportStatusRdiByProject')
  async exportRdi(@Body() body: ProjectIdDto, @Requester() actor: Actor) {
    await capableProject(this.reads, actor, body.project_id, 'view_rdi');
    const claims = { project_id: body.project_id, user_id: actor.id };
    return { code: 200, url: projectExportUrl(this.links, PURPOSE, 'rdi', claims) };
  }

  @Public()
  @Get('exports/rdi/:link')
  async downloadRdi(@Param('link') link: string, @Res() response: Response) {
    const claims = projectExportClaims(this.links, link, PURPOSE);
    // Still allowed when the link is opened.
    const actor = await this.actors.resolve(claims.user_id);
    const project = await capableProject(this.reads, actor, claims.project_id, 'view_rdi');
    const workbook = await rdiWorkbook(project.name, await exportedRdis(this.reads, actor, project, this.clock.now()));
    sendProjectWorkbook(response, 'rdi', project, workbook);
  }
}
