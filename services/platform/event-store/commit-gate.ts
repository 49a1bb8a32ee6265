/** What a waiting read is about: its key, and whether an append not yet committed touches it. */
interface Waiting {
  touched: () => boolean;
  pass: () => void;
}

/**
 * Holds back reads that must see the appends already called (group commit) until those are
 * committed, and then lets one reader of each key through per turn of the event loop. A command
 * reads its stream, decides and appends at the revision it read, all before the loop turns: the
 * one let through has appended by the next turn, so the next reader of the stream waits for that
 * commit instead of reading the same revision and meeting a conflict.
 */
export class CommitGate {
  private readonly waiting = new Map<string, Waiting[]>();
  private scheduled = false;

  /** Resolves at once, unless `touched()` (an append not yet committed touches `key`) or readers of `key` wait. */
  async pass(key: string, touched: () => boolean): Promise<void> {
    if (!this.waiting.has(key) && !touched()) return;
    await new Promise<void>((pass) => {
      const readers = this.waiting.get(key) ?? [];
      readers.push({ touched, pass });
      this.waiting.set(key, readers);
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => this.letThrough());
  }

  /** One reader of each key whose appends are committed; the others wait for a later turn. */
  private letThrough(): void {
    this.scheduled = false;
    for (const [key, readers] of this.waiting) {
      if (readers[0]!.touched()) continue;
      readers.shift()!.pass();
      if (readers.length === 0) this.waiting.delete(key);
    }
    if (this.waiting.size > 0) this.schedule();
  }
}
