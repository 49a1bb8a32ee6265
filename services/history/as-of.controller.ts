import { Body, Controller } from '@nestjs/common';
import type { Actor } from '../platform/commands/actor';
import { ApiCall } from '../platform/http/api-response';
import { Requester } from '../platform/http/requester.decorator';
import { AsOfDto } from './dto/as-of.dto';
import { ItemAsOf } from './item-as-of';

/** `POST /history/asOf`: the item as its detail answered on a date (issue 21). */
@Controller('history')
export class AsOfController {
  constructor(private readonly items: ItemAsOf) {}

  @ApiCall('asOf')
  async asOf(@Body() body: AsOfDto, @Requester() actor: Actor) {
    return { code: 200, ...(await this.items.read(actor, body.item_type, body.item_id, new Date(body.at))) };
  }
}
