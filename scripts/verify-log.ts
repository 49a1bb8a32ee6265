import 'reflect-metadata';
import { ConfigError, loadConfig } from '../services/platform/config/config';
import { verifyLog } from '../services/platform/event-store/hash-chain';
import { createEventLog } from '../services/platform/platform.providers';
import { brokenBooks } from '../services/site-book/book-chains';
import { progressBar } from './progress-bar';

const fmt = (n: number) => n.toLocaleString('es-CL');

/**
 * Recomputes the event log's hash chain from its genesis and compares it with the stored hashes
 * (docs/decisions.md, "Registro a prueba de alteraciones"), then every Libro de Obra's chain of
 * folios (docs/site-book.md). Exits with 1 when a chain is broken.
 */
async function main(): Promise<number> {
  const config = loadConfig();
  const log = createEventLog(config);
  try {
    const last = await log.lastPosition();
    const bar = progressBar('Verificando');
    const started = process.hrtime.bigint();
    const check = await verifyLog(log, (_checked, position) => bar(position, last));
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const rate = seconds > 0 ? Math.round(check.checked / seconds) : check.checked;
    if (check.ok) {
      console.log(
        `Registro íntegro: ${fmt(check.checked)} eventos verificados en ${seconds.toFixed(2)} s (${fmt(rate)} eventos/s).`,
      );
      return verifyBooks(log);
    }
    process.stderr.write('\n');
    console.log(
      `Registro alterado: la cadena se rompe en la posición ${check.first_broken_position} (${fmt(check.checked)} eventos íntegros antes).`,
    );
    return 1;
  } finally {
    await log.close();
  }
}

/** Every book's folios against their seals; 1 when one no longer matches. */
async function verifyBooks(log: ReturnType<typeof createEventLog>): Promise<number> {
  const { books, broken } = await brokenBooks(log.readAll(0));
  for (const book of broken) {
    console.log(
      `Libro de Obra alterado (proyecto ${book.projectId}): el folio Nº ${book.folio} no coincide con su firma.`,
    );
  }
  if (broken.length > 0) return 1;
  console.log(`Libros de Obra íntegros: ${fmt(books)} libros verificados.`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
