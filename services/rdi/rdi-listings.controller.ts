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
import { Requester } from '../platform/http/requester.decorator';
import { READ_STORE, type ReadStore } from '../platform/read-store/read-store.port';
import { ProjectIdDto } from '../projects/dto/project-calls.dto';
import { GlobalSearchDto, RdiListDto } from './dto/rdi-calls.dto';
import { exportedRdis, globalSearch, rdiGraphData, rdiListing } from './rdi-listings.query';
import { rdiWorkbook } from './rdi-workbook';

/** The export link works for five minutes, as the tasks export's. */
const LINK_SECONDS = 300;
const PURPOSE = 'project-rdi-export';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The RDI list, graphs and export (view_rdi), and the header's global search (spec 2.7). */
@Controller()
export class RdiListingsController {
  constructor(
    @Inject(READ_STORE) private readonly reads: ReadStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ACTOR_PORT) private readonly actors: ActorPort,
    private readonly links: TokenService,
  ) {}

  /** A member without view_rdi is refused (403); to anyone else the project does not exist (404). */
  private async viewable(actor: Actor, projectId: string) {
    const project = await readableProject(this.reads, actor, projectId);
    if (!actor.can('view_rdi', projectId)) throw refusal('view_rdi');
    return project;
  }

  @ApiCall('rdi/list')
  async list(@Body() body: RdiListDto, @Requester() actor: Actor) {
    const project = await this.viewable(actor, body.project_id);
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
    const project = await this.viewable(actor, body.project_id);
    return { code: 200, ...(await rdiGraphData(this.reads, project)) };
  }

  @ApiCall('general/search')
  async search(@Body() body: GlobalSearchDto, @Requester() actor: Actor) {
    await readableProject(this.reads, actor, body.project_id);
    return {
      code: 200,
      ...(await globalSearch(this.reads, actor, { projectId: body.project_id, search: body.search })),
    };
  }

  /** Spec 7: the browser opens the answered URL without a bearer token, so it carries a short signed link. */
  @ApiCall('exports/exportStatusRdiByProject')
  async exportRdi(@Body() body: ProjectIdDto, @Requester() actor: Actor) {
    await this.viewable(actor, body.project_id);
    const link = this.links.signLink(PURPOSE, { project_id: body.project_id, user_id: actor.id }, LINK_SECONDS);
    return { code: 200, url: `/api/exports/rdi/${link}` };
  }

  @Public()
  @Get('exports/rdi/:link')
  async downloadRdi(@Param('link') link: string, @Res() response: Response) {
    const claims = this.links.verifyLink(link, PURPOSE) as { project_id: string; user_id: string };
    // Still allowed when the link is opened.
    const actor = await this.actors.resolve(claims.user_id);
    const project = await this.viewable(actor, claims.project_id);
    const workbook = await rdiWorkbook(
      project.name,
      await exportedRdis(this.reads, actor, project._id, this.clock.now()),
    );
    const name = downloadName(project.internal_id || project.name);
    response
      .status(200)
      .set({
        'content-type': XLSX,
        'content-disposition': `attachment; filename="rdi-${name}.xlsx"`,
        'cache-control': 'no-store',
      })
      .send(workbook);
  }
}
