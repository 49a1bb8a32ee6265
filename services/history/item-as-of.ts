import { Inject, Injectable } from '@nestjs/common';
import type { AsOfAnswer } from '../contracts/history-as-of';
import type { HistoryItemType } from '../contracts/history-items';
import { FileLinks } from '../files/file-links';
import { ItemRegistry } from '../items/item-registry';
import { CLOCK, type Clock } from '../platform/clock/clock.port';
import type { Actor } from '../platform/commands/actor';
import { EVENT_STORE, type EventStore } from '../platform/event-store/event-store.port';
import { READ_STORE, type ReadStore } from '../platform/read-store/read-store.port';
import { SCRATCH_READ_STORES, type ScratchReadStores } from '../platform/read-store/scratch-read-store.port';
import { asOfStore } from './as-of-store';
import { foldUntil, happenedBy, inLogOrder } from './fold-as-of';
import { hideRefusal, readableHistoryItem } from './history-item';
import { streamCache } from './stream-cache';

/**
 * An item as it stood on a date (issue 21): its events up to then folded through its detail's
 * projections into a scratch store, and its detail's view read from there. The reader must be
 * able to read the item now and must have been able to read it then (a task private then is a 404
 * to an outsider, though public now).
 */
@Injectable()
export class ItemAsOf {
  constructor(
    @Inject(READ_STORE) private readonly reads: ReadStore,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(SCRATCH_READ_STORES) private readonly scratch: ScratchReadStores,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly links: FileLinks,
    private readonly items: ItemRegistry,
  ) {}

  async read(actor: Actor, type: HistoryItemType, id: string, asked: Date): Promise<AsOfAnswer<unknown>> {
    const item = await readableHistoryItem(this.items, this.reads, actor, type, id);
    const plan = this.items.asOfPlan(type);
    const now = this.clock.now();
    // A future date reads as now: the item's waiting times count to the present, not beyond.
    const at = asked < now ? asked : now;
    const related = (await plan.relatedStreams?.(this.reads, id, actor, this.items.stream)) ?? [];
    const [own = [], ...others] = await Promise.all(
      [item.stream, ...related].map((s) => streamCache(this.events).read(s)),
    );
    const happened = happenedBy(at);
    const eventsAfter = own.filter((event) => !happened(event)).length;
    if (eventsAfter === own.length) return { item: null, position: null, events_before: 0, events_after: eventsAfter };
    const events = inLogOrder([own, ...others]);
    const past = asOfStore(this.scratch.create(), this.reads, plan.owned, at.toISOString());
    try {
      const { folded, position } = await foldUntil(events, at, plan.projections, past);
      const detail = await plan
        .detail(past, { actor, links: this.links, linked: this.items, now: at }, id)
        .catch(hideRefusal);
      return { item: detail, position, events_before: folded, events_after: eventsAfter };
    } finally {
      await past.close();
    }
  }
}
