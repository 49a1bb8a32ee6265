import { Controller, Inject } from '@nestjs/common';
import type { Actor } from '../platform/commands/actor';
import { forbidden } from '../platform/domain-error';
import { EVENT_LOG, type EventLog } from '../platform/event-store/event-store.port';
import { verifyLog } from '../platform/event-store/hash-chain';
import { ApiCall } from '../platform/http/api-response';
import { Requester } from '../platform/http/requester.decorator';

/** The log check (issue 21): recomputes the event log's hash chain and names the first broken position. */
@Controller('admin')
export class LogCheckController {
  constructor(@Inject(EVENT_LOG) private readonly log: EventLog) {}

  @ApiCall('verifyLog')
  async verify(@Requester() actor: Actor) {
    // The log is not a read model: who may check it is decided here, as for the outbox.
    if (!actor.administrator) {
      throw forbidden('Solo un administrador puede verificar el registro de eventos.');
    }
    return { code: 200, ...(await verifyLog(this.log)) };
  }
}
