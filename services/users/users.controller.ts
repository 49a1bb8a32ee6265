import { Controller, Inject } from '@nestjs/common';
import { USERS, type UserDocument } from '../../projections/users/user-directory.projection';
import { type Actor, CurrentActor } from '../auth/auth.guard';
import { INVALID_SESSION } from '../auth/token.service';
import { DomainError } from '../platform/domain-error';
import { ApiCall } from '../platform/http/api-response';
import { READ_STORE, type ReadStore } from '../platform/read-store/read-store.port';

@Controller('user')
export class UsersController {
  constructor(@Inject(READ_STORE) private readonly reads: ReadStore) {}

  /** The signed-in user with the companies they belong to. */
  @ApiCall('details')
  async details(@CurrentActor() actor: Actor) {
    const user = await this.reads.collection<UserDocument>(USERS).get(actor.userId);
    // A token for a user that no longer exists is as good as no token.
    if (!user) throw new DomainError('auth.unknown_user', INVALID_SESSION, 401);
    const { _id, ...fields } = user;
    return { code: 200, user: { ...fields, companies: [] } };
  }
}
