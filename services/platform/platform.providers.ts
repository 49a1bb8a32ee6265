import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Logger, type Provider } from '@nestjs/common';
import { allProjections } from '../../projections/registry';
import { ProjectionEngine } from '../../projections/runtime/projection-engine';
import { allUpcasters } from '../event-upcasters';
import { BLOB_STORE } from './blob-store/blob-store.port';
import { FsBlobStore } from './blob-store/fs-blob-store';
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
import { EVENT_LOG, EVENT_STORE, type EventStore } from './event-store/event-store.port';
import { SqliteEventStore } from './event-store/sqlite-event-store';
import { UpcasterRegistry } from './event-store/upcasters';
import { UpcastingEventStore } from './event-store/upcasting-event-store';
import { MAIL_OUTBOX, MAILER } from './mailer/mailer.port';
import { OutboxMailer } from './mailer/outbox-mailer';
import { SmtpMailer } from './mailer/smtp-mailer';
import { MemoryReadStore } from './read-store/memory-read-store';
import { MongoReadStore } from './read-store/mongo-read-store';
import { READ_STORE, type ReadStore } from './read-store/read-store.port';

export const APP_CONFIG = Symbol('AppConfig');

/** The embedded stack's folder, made on first use. */
function dataFolder(config: AppConfig): string {
  mkdirSync(config.dataDir, { recursive: true });
  return config.dataDir;
}

/** The configured event log, read through the upcasters by everything that reads it. */
export function createEventStore(config: AppConfig): EventStore {
  return readThroughUpcasters(createEventLog(config));
}

const readThroughUpcasters = (log: EventStore) => new UpcastingEventStore(log, new UpcasterRegistry(allUpcasters));

/** The log as written: only migrations that rewrite old payloads read it so. */
function createEventLog(config: AppConfig): EventStore {
  if (config.eventStore.kind === 'esdb') return new EsdbEventStore(config.eventStore.url);
  return new SqliteEventStore(join(dataFolder(config), 'events.sqlite'));
}

export async function createReadStore(config: AppConfig): Promise<ReadStore> {
  if (config.readStore.kind === 'mongo') return MongoReadStore.connect(config.readStore.url);
  return new MemoryReadStore();
}

const logger = new Logger('Projections');

/** The ports, chosen by configuration, and the write and read engines built on them. */
export const platformProviders = (config: AppConfig, clock: Clock = systemClock): Provider[] => [
  { provide: APP_CONFIG, useValue: config },
  { provide: CLOCK, useValue: clock },
  { provide: EVENT_LOG, useFactory: () => createEventLog(config) },
  { provide: EVENT_STORE, inject: [EVENT_LOG], useFactory: readThroughUpcasters },
  { provide: READ_STORE, useFactory: () => createReadStore(config) },
  { provide: SECURITY_STORES, useFactory: () => createSecurityStores(config) },
  { provide: CREDENTIAL_STORE, inject: [SECURITY_STORES], useFactory: (stores: SecurityStores) => stores.credentials },
  {
    provide: ATTEMPT_COUNTERS,
    inject: [SECURITY_STORES],
    useFactory: (stores: SecurityStores) => stores.attemptCounters,
  },
  { provide: BLOB_STORE, useFactory: () => new FsBlobStore(join(config.dataDir, 'blobs')) },
  // The outbox always exists: it is what administrators read when no SMTP server is configured.
  { provide: MAIL_OUTBOX, useFactory: () => new OutboxMailer(join(config.dataDir, 'mail'), clock) },
  {
    provide: MAILER,
    inject: [MAIL_OUTBOX],
    useFactory: (outbox: OutboxMailer) => (config.smtpUrl ? new SmtpMailer(config.smtpUrl, config.mailFrom) : outbox),
  },
  {
    provide: ProjectionEngine,
    inject: [EVENT_STORE, READ_STORE],
    useFactory: async (events: EventStore, reads: ReadStore) => {
      const engine = new ProjectionEngine(events, reads, allProjections, (error, event) =>
        logger.error(`${event.type} at ${event.position}: ${error.message}`, error.stack),
      );
      await engine.start();
      return engine;
    },
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
    inject: [EVENT_STORE, CLOCK, ProjectionEngine, ACTOR_PORT],
    useFactory: (events: EventStore, clock: Clock, engine: ProjectionEngine, actors: ActorPort) =>
      new CommandPipeline(events, clock, engine, actors),
  },
];
