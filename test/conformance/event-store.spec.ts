import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EventStoreDBClient, jsonEvent } from '@eventstore/db-client';
import { EsdbEventStore } from '../../services/platform/event-store/esdb-event-store';
import { NO_STREAM } from '../../services/platform/event-store/event-store.port';
import { verifyLog } from '../../services/platform/event-store/hash-chain';
import { SqliteEventStore } from '../../services/platform/event-store/sqlite-event-store';
import { describeWithEsdb } from '../support/docker';
import { newEvent } from '../support/event-log';
import { eventStoreConformance } from './event-store.conformance';

describe('EventStore conformance: SQLite (embedded)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'faena-es-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  eventStoreConformance(async () => new SqliteEventStore(join(dir, 'events.sqlite')));
});

describeWithEsdb('EventStore conformance: EventStoreDB', (url) => {
  eventStoreConformance(async () => new EsdbEventStore(url()));

  describe('the seals of the hash chain', () => {
    let store: EsdbEventStore;
    beforeEach(() => {
      store = new EsdbEventStore(url());
    });
    afterEach(() => store.close());

    it('seals each event once, even with two sealers racing', async () => {
      await store.append(`seal-${Date.now()}`, [newEvent('A'), newEvent('B')], NO_STREAM);
      const other = new EsdbEventStore(url());
      try {
        await Promise.all([store.sealPending(), other.sealPending()]);
        await store.sealPending();
      } finally {
        await other.close();
      }
      const check = await verifyLog(store);
      expect(check.ok).toBe(true);
      expect(check.checked).toBeGreaterThanOrEqual(2);
      expect(await store.sealPending()).toBe(0);
    });

    it('names the first event whose sealed hash is not its own', async () => {
      await store.sealPending();
      const { position } = await store.append(`forged-${Date.now()}`, [newEvent('A')], NO_STREAM);
      // A seal forged by someone who can write to the server, for an event it does not match.
      const client = EventStoreDBClient.connectionString(url());
      try {
        await client.appendToStream(
          'faena-log-seals',
          jsonEvent({ type: 'LogSealed', data: { entries: [[position, '0'.repeat(64)]] } }),
        );
      } finally {
        await client.dispose();
      }
      expect(await verifyLog(store)).toMatchObject({ ok: false, first_broken_position: position });
    });
  });
});
