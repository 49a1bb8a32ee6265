import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { Response } from 'express';
import { READ_MODEL_PROGRESS, type ReadModelProgress } from '../../projections/runtime/projection-progress';
import { LOG_TAIL_CHECK, type LogTailCheck } from '../platform/event-store/log-tail-check';
import { Public } from '../platform/http/public.decorator';
import { answerStarting } from './starting-answer';

@Controller('health')
export class HealthController {
  constructor(
    @Inject(READ_MODEL_PROGRESS) private readonly progress: ReadModelProgress,
    @Inject(LOG_TAIL_CHECK) private readonly logCheck: LogTailCheck,
  ) {}

  /**
   * 503 until the read models have caught up with the log, 200 after. A parked projection keeps
   * 200 (the others serve) but is named with the position it is stuck at, under `degraded`; so do
   * dead letters (events projections went on past), counted under `dead_letters`, each projection
   * with its count (an administrator lists them: `/admin/deadLetters`). New versions of projections
   * being built beside the answering ones are listed under `building`. `log` says what the check
   * of the hash chain's tail at start found: `checking`, `ok`, or `broken at N` (degraded: the log
   * was altered; `npm run verify-log` checks it whole).
   */
  @Public()
  @Get()
  health(@Res() res: Response): void {
    const { ready, position, parked, deadLetters, building = [] } = this.progress.status();
    if (!ready) {
      answerStarting(res, { position });
      return;
    }
    const log = this.logCheck.status();
    const count = deadLetters.reduce((sum, projection) => sum + projection.count, 0);
    const degraded = parked.length > 0 || count > 0 || Boolean(log?.startsWith('broken'));
    res.json({
      code: 200,
      status: degraded ? 'degraded' : 'ok',
      position,
      degraded: parked,
      dead_letters: { count, projections: deadLetters },
      building,
      ...(log ? { log } : {}),
    });
  }
}
