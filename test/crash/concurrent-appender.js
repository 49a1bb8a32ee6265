// Run by concurrent-appends.spec.ts on the built store (dist/), as the crash test runs the built
// server: WRITERS lanes append to their own stream, each at its exact revision, until killed, and
// print one line per acknowledged append, "<commandId> <position>", the moment its promise resolves.
const { resolve } = require('node:path');
const { SqliteEventStore } = require(
  resolve(__dirname, '../../dist/services/platform/event-store/sqlite-event-store.js'),
);

const [file, writers] = process.argv.slice(2);
const store = new SqliteEventStore(file);

const appended = (commandId, lane, n) => ({
  type: 'Counted',
  data: { lane, n },
  metadata: {
    actorId: 'crash-writer',
    commandId,
    correlationId: commandId,
    causationId: commandId,
    occurredAt: new Date().toISOString(),
    schemaVersion: 1,
  },
});

async function writer(lane) {
  for (let n = 0; ; n += 1) {
    const commandId = `lane-${lane}-${n}`;
    const { position } = await store.append(`crash-lane-${lane}`, [appended(commandId, lane, n)], n - 1);
    // A pipe's writes are synchronous on Linux: the line is out before the next append.
    process.stdout.write(`${commandId} ${position}\n`);
  }
}

for (let lane = 0; lane < Number(writers); lane += 1) {
  writer(lane).catch((error) => {
    process.stderr.write(`${error.stack}\n`);
    process.exit(1);
  });
}
