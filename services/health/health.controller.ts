import { Controller, Get, HttpException } from '@nestjs/common';
import { ProjectionEngine } from '../../projections/runtime/projection-engine';
import { Public } from '../platform/http/public.decorator';

@Controller('health')
export class HealthController {
  constructor(private readonly projections: ProjectionEngine) {}

  /** 200 once the event store is open and the read models have caught up with it, 503 before. */
  @Public()
  @Get()
  health() {
    if (!this.projections.isReady) {
      throw new HttpException({ code: 503, message: 'Faena se está iniciando.', errors: [] }, 503);
    }
    return { code: 200, status: 'ok', position: this.projections.position };
  }
}
