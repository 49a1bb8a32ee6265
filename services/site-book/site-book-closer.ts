import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { PROJECTS, type ProjectDocument } from '../../projections/organisation/projects.projection';
import {
  READ_MODEL_PROGRESS,
  type ReadModelProgress,
  readyUnlessStopped,
} from '../../projections/runtime/projection-progress';
import { SITE_BOOKS, type SiteBookDocument } from '../../projections/site-book/site-book.projection';
import { projectFactsOf } from '../organisation/project-facts';
import { chileDate } from '../platform/clock/calendar';
import { CLOCK, type Clock } from '../platform/clock/clock.port';
import { SYSTEM_ACTOR } from '../platform/commands/command-context';
import { EVENT_STORE, type EventStore, type Subscription } from '../platform/event-store/event-store.port';
import { READ_STORE, type ReadStore } from '../platform/read-store/read-store.port';
import { SiteBookCommands } from './site-book-commands';

/**
 * The book closes with its project: on each ProjectClosed of the log (and, at start, for any open
 * book of a closed project) the system writes the closing folio and closes the book. The command id
 * is the project's, so replicas that all hear the closing write it once.
 */
@Injectable()
export class SiteBookCloser implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('SiteBook');
  private subscription: Subscription | undefined;
  private readonly stopping = new AbortController();
  private started: Promise<void> = Promise.resolve();
  private readonly closing = new Set<Promise<void>>();

  constructor(
    @Inject(READ_STORE) private readonly reads: ReadStore,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(READ_MODEL_PROGRESS) private readonly progress: ReadModelProgress,
    private readonly books: SiteBookCommands,
  ) {}

  onApplicationBootstrap(): void {
    this.started = readyUnlessStopped(this.progress, this.stopping.signal).then(async (ready) => {
      if (!ready) return;
      const from = await this.events.lastPosition();
      this.subscription = this.events.subscribeToAll(from, (event) => {
        if (event.type === 'ProjectClosed') this.track(this.close((event.data as { projectId: string }).projectId));
      });
      const open = await this.reads.collection<SiteBookDocument>(SITE_BOOKS).find({ status: 'open' });
      const projects = await this.reads
        .collection<ProjectDocument>(PROJECTS)
        .find({ _id: { $in: open.map((book) => book.project_id) } });
      for (const project of projects) if (projectFactsOf(project).closed) this.track(this.close(project.id));
    });
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopping.abort();
    await this.started;
    await this.subscription?.close();
    await Promise.all(this.closing);
  }

  /** Closes the project's book, if it has an open one; resolves once it is written. */
  async close(projectId: string): Promise<void> {
    const now = this.clock.now();
    await this.books.execute({
      aggregateId: projectId,
      command: {
        type: 'CloseSiteBook',
        projectId,
        signedAt: now.toISOString(),
        code: `LO-CIERRE-${randomUUID().slice(0, 8).toUpperCase()}`,
        closedOn: chileDate(now),
      },
      context: { actorId: SYSTEM_ACTOR, commandId: `close-site-book-${projectId}`, projectId },
    });
  }

  private track(closing: Promise<void>): void {
    const tracked = closing
      .catch((error: unknown) => this.logger.error('A site book could not be closed', error))
      .finally(() => this.closing.delete(tracked));
    this.closing.add(tracked);
  }
}
