import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import {
  READ_MODEL_PROGRESS,
  type ReadModelProgress,
  readyUnlessStopped,
} from '../../projections/runtime/projection-progress';
import { addDays } from '../platform/clock/calendar';
import { type CancelTimer, CLOCK, type Clock } from '../platform/clock/clock.port';
import type { AppConfig } from '../platform/config/config';
import { APP_CONFIG } from '../platform/platform.providers';
import { dailyMailDay, dailyMailMoment, MAX_ATTEMPTS } from './daily-mail.decider';
import { DailyMailRun } from './daily-mail-run';

/** How long after a failed send the day is run again (as many runs as the decider allows attempts). */
export const RETRY_AFTER_MS = 10 * 60 * 1000;
/**
 * How long a missed day waits once the read models are ready: the start's own work (the snapshot,
 * the first users' requests) goes first, and a run over every project never competes with it.
 */
export const MISSED_DAY_DELAY_MS = 5 * 60 * 1000;

/**
 * Runs the day's e-mails at 08:00 in Santiago on the Clock port's timers. Nothing runs before the
 * read models have caught up; a few minutes after (`MISSED_DAY_DELAY_MS`) it runs the last day
 * whose 08:00 has passed: a day missed while the app was down is caught up then, and only that
 * one (older days are let go), unless its 08:00 came meanwhile and ran it. Each replica runs it;
 * the daily mail decider lets each e-mail go once.
 */
@Injectable()
export class DailyMailScheduler implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('DailyMails');
  private readonly stopping = new AbortController();
  private readonly timers = new Set<CancelTimer>();
  private started: Promise<void> = Promise.resolve();
  private queue: Promise<void> = Promise.resolve();
  /** The last day this process started a run of (retries aside): a day is run once. */
  private lastDay: string | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(READ_MODEL_PROGRESS) private readonly progress: ReadModelProgress,
    private readonly days: DailyMailRun,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.dailyMails) return;
    this.started = readyUnlessStopped(this.progress, this.stopping.signal).then((ready) => {
      if (!ready) return;
      this.after(new Date(this.clock.now().getTime() + MISSED_DAY_DELAY_MS), () => this.runLatestDay());
      this.armNext();
    });
  }

  async onModuleDestroy(): Promise<void> {
    this.stopping.abort();
    for (const cancel of this.timers) cancel();
    this.timers.clear();
    await this.settled();
  }

  /** Resolves once the runs started so far have ended (tests). */
  async settled(): Promise<void> {
    await this.started;
    let current: Promise<void>;
    do {
      current = this.queue;
      await current;
    } while (current !== this.queue);
  }

  /** The next 08:00: then the day is run, and the one after armed. */
  private armNext(): void {
    const next = dailyMailMoment(addDays(dailyMailDay(this.clock.now()), 1));
    this.after(next, () => {
      this.runLatestDay();
      this.armNext();
    });
  }

  /** The last day whose 08:00 has passed: the timer's day, or the latest when the clock jumped (the machine slept). */
  private runLatestDay(): void {
    const day = dailyMailDay(this.clock.now());
    if (day === this.lastDay) return;
    this.lastDay = day;
    this.queue = this.queue.then(() => this.run(day));
  }

  private async run(day: string, attempt = 1): Promise<void> {
    if (this.stopping.signal.aborted) return;
    try {
      const { failed } = await this.days.run(day, this.stopping.signal);
      if (failed > 0 && attempt < MAX_ATTEMPTS && !this.stopping.signal.aborted) {
        this.after(new Date(this.clock.now().getTime() + RETRY_AFTER_MS), () => {
          this.queue = this.queue.then(() => this.run(day, attempt + 1));
        });
      }
    } catch (error) {
      this.logger.error(`The e-mails of ${day}`, error);
    }
  }

  private after(at: Date, task: () => void): void {
    const cancel = this.clock.schedule(at, () => {
      this.timers.delete(cancel);
      task();
    });
    this.timers.add(cancel);
  }
}
