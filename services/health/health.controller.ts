import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { Response } from 'express';
import { READ_MODEL_PROGRESS, type ReadModelProgress } from '../../projections/runtime/projection-progress';
import { Public } from '../platform/http/public.decorator';
import { answerStarting } from './starting-answer';

@Controller('health')
export class HealthController {
  constructor(@Inject(READ_MODEL_PROGRESS) private readonly progress: ReadModelProgress) {}

  /**
   * 503 until the read models have caught up with the log, 200 after. A parked projection keeps
   * 200 (the others serve) but is named with the position it is stuck at, under `degraded`. New
   * versions of projections being built beside the answering ones are listed under `building`.
   */
  @Public()
  @Get()
  health(@Res() res: Response): void {
    const { ready, position, parked, building = [] } = this.progress.status();
    if (!ready) {
      answerStarting(res, { position });
      return;
    }
    res.json({ code: 200, status: parked.length > 0 ? 'degraded' : 'ok', position, degraded: parked, building });
  }
}
