import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { systemClock } from '../../services/platform/clock/clock.port';
import { MongoCommandLog } from '../../services/platform/command-log/mongo-command-log';
import { SqliteCommandLog } from '../../services/platform/command-log/sqlite-command-log';
import { describeWithMongo } from '../support/docker';
import { commandLogConformance } from './command-log.conformance';

describe('CommandLog conformance: SQLite (embedded)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'faena-command-log-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  commandLogConformance(async () => new SqliteCommandLog(join(dir, 'commands.sqlite'), systemClock));
});

describeWithMongo('CommandLog conformance: MongoDB', (url) => {
  commandLogConformance(() => MongoCommandLog.connect(url(), systemClock));
});
