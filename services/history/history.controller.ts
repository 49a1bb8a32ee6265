import { Body, Controller, Inject } from '@nestjs/common';
import type { HistoryAnswer } from '../contracts/history';
import { ItemRegistry } from '../items/item-registry';
import type { Actor } from '../platform/commands/actor';
import { EVENT_STORE, type EventStore } from '../platform/event-store/event-store.port';
import { ApiQuery } from '../platform/http/query-call';
import { Requester } from '../platform/http/requester.decorator';
import { READ_STORE, type ReadStore } from '../platform/read-store/read-store.port';
import { HistoryItemDto } from './dto/history-item.dto';
import { itemHistoryEvents } from './history.query';

@Controller('history')
export class HistoryController {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(READ_STORE) private readonly reads: ReadStore,
    private readonly items: ItemRegistry,
  ) {}

  /** An item's events, oldest first, each with its Spanish summary and the fields it changed. */
  @ApiQuery('get')
  async get(@Body() body: HistoryItemDto, @Requester() actor: Actor): Promise<HistoryAnswer> {
    return {
      code: 200,
      events: await itemHistoryEvents(this.items, this.events, this.reads, actor, body.item_type, body.item_id),
    };
  }
}
