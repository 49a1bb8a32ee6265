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

const PROJECT_STATUS_EVENTS = ['ProjectClosed', 'ProjectReopened'];

/**
 * The book follows its project: on each ProjectClosed of the log the system writes the closing folio
 * and closes the book, on each ProjectReopened the reopening folio and opens it again; at start, any
 * book that disagrees with its project is brought in line. One at a time, in the log's order, each
 * decided on the project as it is then. The command id names what caused it (the project's event, or
 * at start the book's last folio), so replicas that all hear it write it once.
 */
@Injectable()
export class SiteBookCloser implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('SiteBook');
  private subscription: Subscription | undefined;
  private readonly stopping = new AbortController();
  private started: Promise<void> = Promise.resolve();
  /** The books being brought in line, one after another. */
  private following: Promise<void> = Promise.resolve();

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
        if (!PROJECT_STATUS_EVENTS.includes(event.type)) return;
        const { projectId } = event.data as { projectId: string };
        this.queue(async () => {
          // The project's read model must show the event before the book follows it.
          await this.progress.waitFor(event.position);
          await this.follow(projectId, `follow-project-${event.eventId}`);
        });
      });
      const books = await this.reads.collection<SiteBookDocument>(SITE_BOOKS).find({});
      const projects = await this.reads
        .collection<ProjectDocument>(PROJECTS)
        .find({ _id: { $in: books.map((book) => book.project_id) } });
      const closed = new Map(projects.map((project) => [project.id, projectFactsOf(project).closed]));
      for (const book of books) {
        if (closed.get(book.project_id) === (book.status === 'closed')) continue;
        this.queue(() => this.follow(book.project_id, `follow-project-${book.project_id}-${book.last_folio}`));
      }
    });
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopping.abort();
    await this.started;
    await this.subscription?.close();
    await this.following;
  }

  /** Closes or reopens the project's book as the project is now, if it has a book that disagrees. */
  private async follow(projectId: string, commandId: string): Promise<void> {
    const project = await this.reads.collection<ProjectDocument>(PROJECTS).get(projectId);
    const facts = project ? projectFactsOf(project) : null;
    const now = this.clock.now();
    const closing = facts?.closed ?? false;
    await this.books.execute({
      aggregateId: projectId,
      command: {
        type: closing ? 'CloseSiteBook' : 'ReopenSiteBook',
        project: facts,
        signedAt: now.toISOString(),
        code: `LO-${closing ? 'CIERRE' : 'REAPERTURA'}-${randomUUID().slice(0, 8).toUpperCase()}`,
        on: chileDate(now),
      },
      context: { actorId: SYSTEM_ACTOR, commandId, projectId },
    });
  }

  private queue(work: () => Promise<void>): void {
    this.following = this.following
      // At shutdown the rest waits for the next start, which brings every book in line.
      .then(() => (this.stopping.signal.aborted ? undefined : work()))
      .catch((error: unknown) => this.logger.error('A site book could not follow its project', error));
  }
}
