import { Body, Controller, Get, Inject, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { readableProject } from '../../projections/organisation/projects.policy';
import { TokenService } from '../auth/token.service';
import { userCompanies } from '../companies/user-companies.query';
import { ACTOR_PORT, type Actor, type ActorPort } from '../platform/commands/actor';
import { ApiCall } from '../platform/http/api-response';
import { Public } from '../platform/http/public.decorator';
import { Requester } from '../platform/http/requester.decorator';
import { READ_STORE, type ReadStore } from '../platform/read-store/read-store.port';
import { ProjectIdDto } from '../projects/dto/project-calls.dto';
import { projectUsers } from '../users/project-users.query';
import { projectExportClaims, projectExportUrl, sendProjectWorkbook } from './project-export-link';
import { projectUsersWorkbook } from './project-users-workbook';

const PURPOSE = 'project-users-export';

/**
 * Spec 7: the export call answers a URL the browser opens in a new window, which sends no bearer
 * token; the URL carries a short-lived signed link instead, and the workbook is made when opened.
 */
@Controller('exports')
export class ExportsController {
  constructor(
    @Inject(READ_STORE) private readonly reads: ReadStore,
    @Inject(ACTOR_PORT) private readonly actors: ActorPort,
    private readonly links: TokenService,
  ) {}

  @ApiCall('projectUserExport')
  async projectUsers(@Body() body: ProjectIdDto, @Requester() actor: Actor) {
    await readableProject(this.reads, actor, body.project_id);
    const claims = { project_id: body.project_id, user_id: actor.id };
    return { code: 200, url: projectExportUrl(this.links, PURPOSE, 'download', claims) };
  }

  @Public()
  @Get('download/:link')
  async download(@Param('link') link: string, @Res() response: Response) {
    const claims = projectExportClaims(this.links, link, PURPOSE);
    // Still allowed to read the project when the link is opened.
    const project = await readableProject(this.reads, await this.actors.resolve(claims.user_id), claims.project_id);
    const { users } = await projectUsers(this.reads, project._id, 0, Number.MAX_SAFE_INTEGER);
    const rows = await Promise.all(
      users.map(async (user) => ({
        name: user.name,
        email: user.email,
        phone: user.info.phone,
        address: user.info.address,
        jobType: user.projectjob.userjobtype.name,
        companies: (await userCompanies(this.reads, user.id)).map((entry) => entry.company.name),
        capabilities: user.capabilities,
      })),
    );
    const workbook = await projectUsersWorkbook(project.name, rows);
    sendProjectWorkbook(response, 'usuarios', project, workbook);
  }
}
