import { Body, Controller, Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { USERS, type UserDocument } from '../../projections/users/user-directory.projection';
import { type Actor, CurrentActor } from '../auth/auth.guard';
import { INVALID_SESSION } from '../auth/token.service';
import { userCompanies } from '../companies/user-companies.query';
import type { CommandContext } from '../platform/commands/command-context';
import { ExecuteCommand } from '../platform/commands/execute-command';
import { DomainError } from '../platform/domain-error';
import { ApiCall } from '../platform/http/api-response';
import { CommandMeta } from '../platform/http/command-context.decorator';
import { READ_STORE, type ReadStore } from '../platform/read-store/read-store.port';
import { UpdateUserDto } from './dto/update-user.dto';
import { userAggregate } from './user.decider';
import { assertMayEditUser } from './user.policy';

const publicUser = ({ _id, ...fields }: UserDocument) => fields;

@Controller('user')
export class UsersController {
  constructor(
    @Inject(READ_STORE) private readonly reads: ReadStore,
    private readonly commands: CommandBus,
  ) {}

  private get users() {
    return this.reads.collection<UserDocument>(USERS);
  }

  /** The signed-in user with the companies they belong to. */
  @ApiCall('details')
  async details(@CurrentActor() actor: Actor) {
    const user = await this.users.get(actor.userId);
    // A token for a user that no longer exists is as good as no token.
    if (!user) throw new DomainError('auth.unknown_user', INVALID_SESSION, 401);
    return { code: 200, user: { ...publicUser(user), companies: await userCompanies(this.reads, user.id) } };
  }

  /** Name, phone, address and default job of a user; the e-mail never changes. */
  @ApiCall('update')
  async update(@Body() body: UpdateUserDto, @CommandMeta() context: CommandContext) {
    const actor = await this.users.get(context.actorId);
    await this.commands.execute(
      new ExecuteCommand({
        aggregate: userAggregate,
        aggregateId: body.user_id,
        command: {
          type: 'UpdateProfile',
          name: body.name.trim(),
          phone: body.phone.trim(),
          address: body.address.trim(),
          ...(body.email !== undefined ? { email: body.email } : {}),
          ...(body.default_job !== undefined ? { defaultJob: body.default_job } : {}),
        },
        context,
        authorize: () => assertMayEditUser(actor, body.user_id, body.default_job !== undefined),
      }),
    );
    const user = await this.users.get(body.user_id);
    return { code: 200, user: user ? publicUser(user) : null };
  }
}
