import { Body, Controller, Inject } from '@nestjs/common';
import { CLOCK, type Clock } from '../platform/clock/clock.port';
import type { Actor } from '../platform/commands/actor';
import { ApiQuery } from '../platform/http/query-call';
import { Requester } from '../platform/http/requester.decorator';
import { READ_STORE, type ReadStore } from '../platform/read-store/read-store.port';
import { ProjectIdDto } from '../projects/dto/project-calls.dto';
import { projectDashboard, rdiDashboard } from './dashboard.query';

@Controller('dashboard')
export class DashboardController {
  constructor(
    @Inject(READ_STORE) private readonly reads: ReadStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The Tareas and Adicionales cards (null for a reader without the module) and 'Avance'. */
  @ApiQuery('getDashboard')
  async dashboard(@Body() body: ProjectIdDto, @Requester() actor: Actor) {
    return { code: 200, ...(await projectDashboard(this.reads, actor, body.project_id, this.clock.now())) };
  }

  /** The RDI card, null without view_rdi. */
  @ApiQuery('getDashboardRDI')
  async rdiDashboard(@Body() body: ProjectIdDto, @Requester() actor: Actor) {
    return { code: 200, ...(await rdiDashboard(this.reads, actor, body.project_id, this.clock.now())) };
  }
}
