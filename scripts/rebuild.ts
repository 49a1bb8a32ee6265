import 'reflect-metadata';
import { ProjectionEngine } from '../projections/runtime/projection-engine';
import { allProjections, upcasting } from '../services/manifests';
import { ConfigError, loadConfig } from '../services/platform/config/config';
import { createEventStore, createReadStore } from '../services/platform/platform.providers';
import { progressBar } from './progress-bar';

/**
 * Folds the whole event log again into every read model, beside the current ones, which keep
 * answering until each new version takes their place. On MongoDB this replaces the production read
 * models: stop the projector first (API replicas go on answering), it resumes from the new
 * checkpoints. To change one projection without stopping anything, bump its version instead: the
 * projector builds it beside the old one by itself. On the embedded store, which the app rebuilds in
 * memory at each start anyway, it checks that the log folds cleanly and measures the rate.
 *
 * Dead letters are tried again: those of events that fold now are gone, those that still fail are
 * recorded anew and counted at the end (the exit code stays 0: the read models are whole but for
 * them). A projection that stops on failure, or a store that went away, ends it with code 1.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const events = createEventStore(config, upcasting);
  const reads = await createReadStore(config);
  const engine = new ProjectionEngine(events, reads, allProjections, (error, event, projection, outcome) => {
    const what = outcome === 'dead-letter' ? 'carta muerta' : 'detenida';
    process.stderr.write(`\n${projection}, ${what}: ${event.type} en ${event.position}: ${error.message}\n`);
  });
  const started = process.hrtime.bigint();
  const count = await engine.rebuild(progressBar('Reconstruyendo'));
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const rate = seconds > 0 ? Math.round(count / seconds) : count;
  console.log(`${count} eventos en ${seconds.toFixed(2)} s: ${rate} eventos/s (${allProjections.length} proyecciones)`);
  for (const { name, count: letters } of engine.status().deadLetters) {
    console.log(`${name}: ${letters} cartas muertas (POST /api/admin/deadLetters las lista)`);
  }
  await reads.close();
  await events.close();
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
