import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Logger, type Provider } from '@nestjs/common';
import { CheckpointProgress } from '../../projections/runtime/checkpoint-progress';
import type { Projection } from '../../projections/runtime/projection';
import { ProjectionEngine } from '../../projections/runtime/projection-engine';
import {
  READ_MODEL_PROGRESS,
  type ReadModelProgress,
  readyUnlessStopped,
} from '../../projections/runtime/projection-progress';
import { BLOB_STORE, type BlobStore } from './blob-store/blob-store.port';
import { FsBlobStore } from './blob-store/fs-blob-store';
import { S3BlobStore } from './blob-store/s3-blob-store';
import { CLOCK, type Clock, systemClock } from './clock/clock.port';
import { COMMAND_LOG, type CommandLog } from './command-log/command-log.port';
import { MongoCommandLog } from './command-log/mongo-command-log';
import { SqliteCommandLog } from './command-log/sqlite-command-log';
import { ACTOR_PORT, type ActorPort } from './commands/actor';
import { CommandPipeline } from './commands/handle-command';
import type { AppConfig } from './config/config';
import { CREDENTIAL_STORE } from './credentials/credential-store.port';
import {
  ATTEMPT_COUNTERS,
  createSecurityStores,
  SECURITY_STORES,
  type SecurityStores,
} from './credentials/security-stores';
import { EsdbEventStore } from './event-store/esdb-event-store';
import { EVENT_LOG, EVENT_STORE, type EventLog, type EventStore } from './event-store/event-store.port';
import { isSealable, startLogSealer } from './event-store/log-sealer';
import { LOG_TAIL_CHECK, LogTailCheck } from './event-store/log-tail-check';
import { SqliteEventStore } from './event-store/sqlite-event-store';
import type { UpcasterRegistry } from './event-store/upcasters';
import { UpcastingEventStore } from './event-store/upcasting-event-store';
import { FEED_PUBLISHER } from './feed/feed-publisher.port';
import { KafkaFeedPublisher } from './feed/kafka-feed-publisher';
import { MAIL_OUTBOX, MAILER } from './mailer/mailer.port';
import { OutboxMailer } from './mailer/outbox-mailer';
import { RecordingMailer } from './mailer/recording-mailer';
import { SmtpMailer } from './mailer/smtp-mailer';
import { MemoryReadStore } from './read-store/memory-read-store';
import { MemorySnapshot } from './read-store/memory-snapshot';
import { MongoReadStore } from './read-store/mongo-read-store';
import { READ_STORE, type ReadStore } from './read-store/read-store.port';
import { SCRATCH_READ_STORES, type ScratchReadStores } from './read-store/scratch-read-store.port';

export const APP_CONFIG = Symbol('AppConfig');

/**
 * What the composition root brings from the features (services/manifests.ts): the read models the
 * engine feeds, and the upcasters every reader of the log reads through.
 */
export interface FeatureParts {
  projections: readonly Projection[];
  upcasting: UpcasterRegistry;
}

/** The embedded stack's folder, made on first use. */
function dataFolder(config: AppConfig): string {
  mkdirSync(config.dataDir, { recursive: true });
  return config.dataDir;
}

/** The configured event log, read through the upcasters by everything that reads it. */
export function createEventStore(config: AppConfig, upcasting: UpcasterRegistry): EventStore {
  return new UpcastingEventStore(createEventLog(config), upcasting);
}

/** The log as written, with its hash chain: only migrations that rewrite old payloads and verification read it so. */
export function createEventLog(config: AppConfig): EventLog {
  if (config.eventStore.kind === 'esdb') return new EsdbEventStore(config.eventStore.url);
  return new SqliteEventStore(join(dataFolder(config), 'events.sqlite'));
}

export async function createReadStore(config: AppConfig): Promise<ReadStore> {
  if (config.readStore.kind === 'mongo') return MongoReadStore.connect(config.readStore.url);
  return new MemoryReadStore();
}

function createBlobStore(config: AppConfig): BlobStore | Promise<BlobStore> {
  const { blobStore } = config;
  if (blobStore.kind === 's3') return S3BlobStore.open(blobStore);
  return FsBlobStore.open(join(config.dataDir, 'blobs'));
}

const logger = new Logger('Projections');

/** The ports, chosen by configuration, and the write and read engines built on them. */
export const platformProviders = (
  config: AppConfig,
  features: FeatureParts,
  clock: Clock = systemClock,
): Provider[] => [
  { provide: APP_CONFIG, useValue: config },
  { provide: CLOCK, useValue: clock },
  { provide: EVENT_LOG, useFactory: () => createEventLog(config) },
  {
    provide: EVENT_STORE,
    inject: [EVENT_LOG],
    useFactory: (log: EventLog) => new UpcastingEventStore(log, features.upcasting),
  },
  {
    // A log sealed after the fact (EventStoreDB) is sealed by the process that projects.
    provide: 'LogSealer',
    inject: [EVENT_LOG],
    useFactory: (log: EventLog) => {
      if (config.role === 'api' || !isSealable(log)) return {};
      const sealer = startLogSealer(log);
      return { onModuleDestroy: () => sealer.stop() };
    },
  },
  { provide: READ_STORE, useFactory: () => createReadStore(config) },
  {
    provide: SCRATCH_READ_STORES,
    useValue: { create: () => new MemoryReadStore({ uncopied: true }) } satisfies ScratchReadStores,
  },
  { provide: SECURITY_STORES, useFactory: () => createSecurityStores(config) },
  { provide: CREDENTIAL_STORE, inject: [SECURITY_STORES], useFactory: (stores: SecurityStores) => stores.credentials },
  {
    provide: ATTEMPT_COUNTERS,
    inject: [SECURITY_STORES],
    useFactory: (stores: SecurityStores) => stores.attemptCounters,
  },
  { provide: BLOB_STORE, useFactory: () => createBlobStore(config) },
  // The outbox always exists: it is what administrators read when no SMTP server is configured.
  { provide: MAIL_OUTBOX, useFactory: () => new OutboxMailer(join(config.dataDir, 'mail'), clock) },
  {
    // Whichever mailer sends, each message is recorded in the log as sent or refused.
    provide: MAILER,
    inject: [MAIL_OUTBOX, EVENT_STORE],
    useFactory: (outbox: OutboxMailer, events: EventStore) =>
      new RecordingMailer(config.smtpUrl ? new SmtpMailer(config.smtpUrl, config.mailFrom) : outbox, events, clock),
  },
  {
    // Only the process that projects relays the feed (one relay per deployment); null: no relay.
    provide: FEED_PUBLISHER,
    useFactory: () =>
      config.feed.kafka && config.role !== 'api' ? new KafkaFeedPublisher(config.feed.kafka.brokers) : null,
  },
  {
    provide: READ_MODEL_PROGRESS,
    inject: [EVENT_STORE, READ_STORE],
    useFactory: (events: EventStore, reads: ReadStore) => startReadSide(config, events, reads, features.projections),
  },
  {
    // The process that projects checks the chain's tail (the one that seals it, with EventStoreDB);
    // API replicas read what it found from the data folder they share.
    provide: LOG_TAIL_CHECK,
    inject: [EVENT_LOG, READ_MODEL_PROGRESS],
    useFactory: (log: EventLog, progress: ReadModelProgress) =>
      new LogTailCheck(
        log,
        (stopping) => readyUnlessStopped(progress, stopping),
        join(dataFolder(config), 'log-check.json'),
        config.role !== 'api',
      ),
  },
  {
    // Stops projecting (or polling) when the app closes, so checkpoints and a snapshot end whole.
    provide: 'ReadSideShutdown',
    inject: [READ_MODEL_PROGRESS],
    useFactory: (progress: ReadModelProgress) => ({ onModuleDestroy: () => progress.stop() }),
  },
  {
    provide: COMMAND_LOG,
    useFactory: (): Promise<CommandLog> | CommandLog =>
      config.readStore.kind === 'mongo'
        ? MongoCommandLog.connect(config.readStore.url, clock)
        : new SqliteCommandLog(join(dataFolder(config), 'commands.sqlite'), clock),
  },
  {
    provide: CommandPipeline,
    inject: [EVENT_STORE, CLOCK, READ_MODEL_PROGRESS, ACTOR_PORT],
    useFactory: (events: EventStore, clock: Clock, progress: ReadModelProgress, actors: ActorPort) =>
      new CommandPipeline(events, clock, progress, actors),
  },
];

/**
 * Exactly one process projects: the embedded app (`all`) or the `projector` of a deployment.
 * An `api` replica only follows the checkpoints the projector stores in the shared read store.
 */
export async function startReadSide(
  config: AppConfig,
  events: EventStore,
  reads: ReadStore,
  projections: readonly Projection[],
): Promise<ReadModelProgress> {
  const report = (error: Error) => logger.error(error.message, error.stack);
  if (config.role === 'api') {
    const progress = new CheckpointProgress(events, reads, projections, report);
    await progress.start();
    return progress;
  }
  // The embedded read models live in memory: a snapshot spares a start most of the folding.
  const snapshot =
    reads instanceof MemoryReadStore
      ? new MemorySnapshot(join(config.dataDir, 'read-models.snapshot'), reads, events)
      : undefined;
  const loaded = await snapshot?.load();
  if (loaded) logger.log(`Read models loaded from the snapshot at position ${loaded}`);
  const engine = new ProjectionEngine(
    events,
    reads,
    projections,
    (error, event, projection, outcome) =>
      logger.error(
        outcome === 'parked'
          ? `${projection} parked at ${event.type} ${event.position}: ${error.message}`
          : `${projection} went on past ${event.type} ${event.position}, recorded as a dead letter: ${error.message}`,
        error.stack,
      ),
    { onFeedError: report, ...(snapshot ? { afterCheckpoint: (position) => snapshot.maybeWrite(position) } : {}) },
  );
  await engine.start();
  return engine;
}
