import { Body, Controller, Inject } from '@nestjs/common';
import { readableProject } from '../../projections/organisation/projects.policy';
import type { Actor } from '../platform/commands/actor';
import { ApiCall } from '../platform/http/api-response';
import { Requester } from '../platform/http/requester.decorator';
import { READ_STORE, type ReadStore } from '../platform/read-store/read-store.port';
import { ProjectIdDto } from '../projects/dto/project-calls.dto';
import { ProjectForecasts } from './project-forecasts';

@Controller('project')
export class WeatherController {
  constructor(
    @Inject(READ_STORE) private readonly reads: ReadStore,
    private readonly forecasts: ProjectForecasts,
  ) {}

  /** The dashboard's 5-day panel: `data` {city, list} when there is a forecast; `status` says why not. */
  @ApiCall('getWeather')
  async weather(@Body() body: ProjectIdDto, @Requester() actor: Actor) {
    const project = await readableProject(this.reads, actor, body.project_id);
    return { code: 200, ...(await this.forecasts.of(project._id, project)) };
  }
}
