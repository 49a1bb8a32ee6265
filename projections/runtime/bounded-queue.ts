/** First in, first out, with a fixed capacity; taking from the front is O(1) (no `Array.shift`). */
export class BoundedQueue<T> {
  private items: T[] = [];
  private head = 0;

  constructor(readonly capacity: number) {}

  get size(): number {
    return this.items.length - this.head;
  }

  get isFull(): boolean {
    return this.size >= this.capacity;
  }

  /** False when full: the caller decides what backpressure means for it. */
  push(item: T): boolean {
    if (this.isFull) return false;
    this.items.push(item);
    return true;
  }

  take(): T | undefined {
    if (this.head >= this.items.length) return undefined;
    const item = this.items[this.head]!;
    this.head += 1;
    // Drop the consumed front now and then, so the array does not keep growing.
    if (this.head === this.items.length) {
      this.items = [];
      this.head = 0;
    } else if (this.head >= 1024 && this.head * 2 >= this.items.length) {
      this.items = this.items.slice(this.head);
      this.head = 0;
    }
    return item;
  }

  clear(): void {
    this.items = [];
    this.head = 0;
  }
}
