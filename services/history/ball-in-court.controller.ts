import { Body, Controller, Inject } from '@nestjs/common';
import { ItemRegistry } from '../items/item-registry';
import { CLOCK, type Clock } from '../platform/clock/clock.port';
import type { Actor } from '../platform/commands/actor';
import { EVENT_STORE, type EventStore } from '../platform/event-store/event-store.port';
import { ApiQuery } from '../platform/http/query-call';
import { Requester } from '../platform/http/requester.decorator';
import { READ_STORE, type ReadStore } from '../platform/read-store/read-store.port';
import { ballInCourt } from './ball-in-court.query';
import { HistoryItemDto } from './dto/history-item.dto';

@Controller('history')
export class BallInCourtController {
  constructor(
    @Inject(READ_STORE) private readonly reads: ReadStore,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly items: ItemRegistry,
  ) {}

  /** Who had to act on the item, and for how long (issue 21). */
  @ApiQuery('ballInCourt')
  async ballInCourt(@Body() body: HistoryItemDto, @Requester() actor: Actor) {
    const request = { type: body.item_type, id: body.item_id };
    return { code: 200, ...(await ballInCourt(this.items, this.reads, this.events, actor, request, this.clock.now())) };
  }
}
