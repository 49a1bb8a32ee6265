import { Body, Controller, Inject } from '@nestjs/common';
import { listDeadLetters } from '../../projections/runtime/dead-letters';
import type { Actor } from '../platform/commands/actor';
import { forbidden } from '../platform/domain-error';
import { ApiCall } from '../platform/http/api-response';
import { Requester } from '../platform/http/requester.decorator';
import { READ_STORE, type ReadStore } from '../platform/read-store/read-store.port';
import { DEFAULT_DEAD_LETTERS, DeadLettersDto } from './dto/dead-letters.dto';

/**
 * The events projections went on past (docs/decisions.md, "Cartas muertas de las proyecciones"),
 * the newest first: what an administrator reads to fix the event or the projection, then rebuild.
 */
@Controller('admin')
export class DeadLettersController {
  constructor(@Inject(READ_STORE) private readonly reads: ReadStore) {}

  @ApiCall('deadLetters')
  async list(@Body() body: DeadLettersDto, @Requester() actor: Actor) {
    // Dead letters name streams and errors of every company: who may read them is decided here.
    if (!actor.administrator) {
      throw forbidden('Solo un administrador puede ver las cartas muertas de las proyecciones.');
    }
    const letters = await listDeadLetters(this.reads, body.limit ?? DEFAULT_DEAD_LETTERS);
    return {
      code: 200,
      dead_letters: letters.map(({ _id, ...letter }) => ({ id: _id, ...letter })),
    };
  }
}
