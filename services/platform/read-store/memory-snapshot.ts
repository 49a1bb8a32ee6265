import { once } from 'node:events';
import { createReadStream, createWriteStream, existsSync, renameSync, rmSync } from 'node:fs';
import type { EventStore } from '../event-store/event-store.port';
import type { MemoryReadStore } from './memory-read-store';
import type { Doc } from './read-store.port';

const FORMAT = 1;

/** First line of a snapshot: where in the log it was taken, and the event there, to know it is this log's. */
interface Header {
  format: number;
  position: number;
  eventId: string;
  collections: string[];
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The file's lines, a chunk's worth at a time: readline handed them out one by one, an event and a
 * promise each, which cost more than parsing them (a 320 MB snapshot is a million lines). The
 * stream's own 64 KB chunks: 4 MB ones took more CPU and kept the reader waiting longer.
 */
async function* linesOf(file: string): AsyncGenerator<string[]> {
  let partial = '';
  for await (const chunk of createReadStream(file, 'utf8')) {
    const lines = (partial + chunk).split('\n');
    partial = lines.pop() ?? '';
    yield lines;
  }
  if (partial) yield [partial];
}

/**
 * The embedded read models written to one file at a checkpoint (one JSON line per document), and
 * loaded at start, so a start folds only the events after it. The checkpoints are in the file too:
 * a projection whose version changed since is rebuilt by the engine as usual. A snapshot that does
 * not match the log (another log, or one restored from an older backup) is ignored.
 */
export class MemorySnapshot {
  private position = 0;

  constructor(
    private readonly file: string,
    private readonly store: MemoryReadStore,
    private readonly events: EventStore,
    /** Events folded since the last snapshot before the next is written. */
    private readonly every = 100_000,
  ) {}

  /** Loads the snapshot into the (empty) store; answers the position it holds, or 0 without one. */
  async load(): Promise<number> {
    if (!existsSync(this.file)) return 0;
    let header: Header | undefined;
    let collections: Array<{ restore(doc: Doc): void }> = [];
    for await (const lines of linesOf(this.file)) {
      for (const line of lines) {
        if (!header) {
          header = JSON.parse(line) as Header;
          // Leaving the loop closes the file.
          if (header.format !== FORMAT || !(await this.matchesLog(header))) return 0;
          collections = header.collections.map((name) => this.store.snapshotCollection(name));
          continue;
        }
        const [collection, doc] = JSON.parse(line) as [number, Doc];
        collections[collection]!.restore(doc);
      }
    }
    this.position = header?.position ?? 0;
    return this.position;
  }

  /** Writes a new snapshot once enough has been folded since the last; call it where nothing else writes. */
  async maybeWrite(position: number): Promise<void> {
    if (position - this.position < this.every) return;
    const eventId = await this.eventIdAt(position);
    if (!eventId) return;
    await this.write({ format: FORMAT, position, eventId, collections: this.store.collectionNames() });
    this.position = position;
  }

  private async matchesLog(header: Header): Promise<boolean> {
    return (await this.eventIdAt(header.position)) === header.eventId;
  }

  private async eventIdAt(position: number): Promise<string | undefined> {
    for await (const [event] of this.events.readAll(position - 1, 1)) {
      return event?.position === position ? event.eventId : undefined;
    }
    return undefined;
  }

  /** To a temporary file renamed over the old one: a crash mid-write leaves the previous snapshot. */
  private async write(header: Header): Promise<void> {
    const temporary = `${this.file}.tmp`;
    const out = createWriteStream(temporary, 'utf8');
    try {
      out.write(`${JSON.stringify(header)}\n`);
      let written = 0;
      for (const [index, name] of header.collections.entries()) {
        for (const doc of this.store.snapshotCollection(name).documents()) {
          if (!out.write(`[${index},${JSON.stringify(doc)}]\n`)) await once(out, 'drain');
          written += 1;
          // The server keeps answering while a large snapshot is written.
          if (written % 5000 === 0) await nextTurn();
        }
      }
      out.end();
      await once(out, 'finish');
      renameSync(temporary, this.file);
    } catch (error) {
      out.destroy();
      rmSync(temporary, { force: true });
      throw error;
    }
  }
}
