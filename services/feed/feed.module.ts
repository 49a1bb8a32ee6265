import {
  type DynamicModule,
  Inject,
  Injectable,
  Logger,
  Module,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import {
  READ_MODEL_PROGRESS,
  type ReadModelProgress,
  readyUnlessStopped,
} from '../../projections/runtime/projection-progress';
import type { AppConfig } from '../platform/config/config';
import { EVENT_STORE, type EventStore } from '../platform/event-store/event-store.port';
import type { FeedFamily } from '../platform/feed/feed-family';
import { FEED_PUBLISHER, type FeedPublisher } from '../platform/feed/feed-publisher.port';
import { APP_CONFIG } from '../platform/platform.providers';
import { READ_STORE, type ReadStore } from '../platform/read-store/read-store.port';
import { FeedController } from './feed.controller';
import { FeedCatalog } from './feed-catalog';
import { FeedKeyGuard } from './feed-key.guard';
import { FeedReader } from './feed-reader';
import { FeedRelay } from './feed-relay';

/**
 * Runs the Kafka relay where FEED=kafka, in the one process that projects (`all` or `projector`,
 * never an `api` replica), once the read models have caught up.
 */
@Injectable()
class RelayLifecycle implements OnApplicationBootstrap, OnModuleDestroy {
  private relay?: FeedRelay;
  private readonly stopping = new AbortController();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(FeedReader) private readonly reader: FeedReader,
    @Inject(FeedCatalog) private readonly catalog: FeedCatalog,
    @Inject(READ_STORE) private readonly reads: ReadStore,
    @Inject(READ_MODEL_PROGRESS) private readonly progress: ReadModelProgress,
    @Inject(FEED_PUBLISHER) private readonly publisher: FeedPublisher | null,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.publisher || this.config.role === 'api') return;
    const logger = new Logger('FeedRelay');
    this.relay = new FeedRelay(this.reader, this.catalog, this.publisher, this.reads, {
      onError: (error) => logger.warn(`Publishing the feed failed, retrying: ${error.message}`),
    });
    const relay = this.relay;
    void readyUnlessStopped(this.progress, this.stopping.signal).then((ready) => {
      if (ready) relay.start();
    });
  }

  async onModuleDestroy(): Promise<void> {
    this.stopping.abort();
    await this.relay?.stop();
  }
}

/** The feed for company systems, publishing the families the composition root hands it (one per item type's manifest). */
@Module({})
export class FeedModule {
  static register(families: readonly FeedFamily[]): DynamicModule {
    return {
      module: FeedModule,
      controllers: [FeedController],
      providers: [
        { provide: FeedCatalog, useFactory: () => new FeedCatalog(families) },
        {
          provide: FeedReader,
          inject: [EVENT_STORE, READ_STORE, FeedCatalog],
          useFactory: (events: EventStore, reads: ReadStore, catalog: FeedCatalog) =>
            new FeedReader(events, reads, catalog),
        },
        FeedKeyGuard,
        RelayLifecycle,
      ],
    };
  }
}
