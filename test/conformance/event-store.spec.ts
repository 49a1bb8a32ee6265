import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EsdbEventStore } from '../../services/platform/event-store/esdb-event-store';
import { SqliteEventStore } from '../../services/platform/event-store/sqlite-event-store';
import { describeWithDocker } from '../support/docker';
import { eventStoreConformance } from './event-store.conformance';

describe('EventStore conformance: SQLite (embedded)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'faena-es-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  eventStoreConformance(async () => new SqliteEventStore(join(dir, 'events.sqlite')));
});

describeWithDocker('EventStore conformance: EventStoreDB', process.env.ESDB_URL, () => {
  let url = process.env.ESDB_URL ?? '';
  let stop: () => Promise<unknown> = async () => {};
  beforeAll(async () => {
    if (url) return;
    const { GenericContainer, Wait } = await import('testcontainers');
    const container = await new GenericContainer('eventstore/eventstore:24.10.5-bookworm-slim')
      .withEnvironment({ EVENTSTORE_INSECURE: 'true', EVENTSTORE_MEM_DB: 'true', EVENTSTORE_RUN_PROJECTIONS: 'None' })
      .withExposedPorts(2113)
      .withWaitStrategy(Wait.forHttp('/health/live', 2113).forStatusCode(204))
      .start();
    url = `esdb://${container.getHost()}:${container.getMappedPort(2113)}?tls=false`;
    stop = () => container.stop();
  }, 180_000);
  afterAll(() => stop());
  eventStoreConformance(async () => new EsdbEventStore(url));
});
