import { Body, Controller, Inject, UploadedFile, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { USERS, type UserDocument } from '../../projections/users/user-directory.projection';
import { type Actor, CurrentActor } from '../auth/auth.guard';
import { INVALID_SESSION } from '../auth/token.service';
import { userCompanies } from '../companies/user-companies.query';
import { Permissions } from '../organisation/permissions';
import { BLOB_STORE, type BlobStore } from '../platform/blob-store/blob-store.port';
import type { CommandContext } from '../platform/commands/command-context';
import { ExecuteCommand } from '../platform/commands/execute-command';
import { DomainError, notFound } from '../platform/domain-error';
import { ApiCall } from '../platform/http/api-response';
import { CommandMeta } from '../platform/http/command-context.decorator';
import { ImageUpload, storeImage } from '../platform/http/image-upload';
import { READ_STORE, type ReadStore } from '../platform/read-store/read-store.port';
import { CreateUserDto, UpdateUserDto } from './dto/update-user.dto';
import { EmailDto, UserListDto } from './dto/user-admin.dto';
import { projectUsers, publicUser } from './project-users.query';
import { userAggregate } from './user.decider';
import { UserRegistration } from './user-registration';

/** Spec 9: the first page of users. */
const PAGE_SIZE = 20;

@Controller('user')
export class UsersController {
  constructor(
    @Inject(READ_STORE) private readonly reads: ReadStore,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    private readonly commands: CommandBus,
    private readonly permissions: Permissions,
    private readonly registration: UserRegistration,
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

  /** A project's users by name, a page at a time; any member of the project may read them. */
  @ApiCall('list')
  async list(@Body() body: UserListDto, @CurrentActor() actor: Actor) {
    await this.permissions.requireMember(actor.userId, body.project_id);
    return {
      code: 200,
      ...(await projectUsers(this.reads, body.project_id, body.start ?? 0, body.limit ?? PAGE_SIZE)),
    };
  }

  /** A new user in a company and projects, invited by e-mail to choose a password. */
  @ApiCall('create')
  @UseInterceptors(ImageUpload('avatar'))
  async create(
    @Body() form: CreateUserDto,
    @UploadedFile() avatar: Express.Multer.File | undefined,
    @CommandMeta() context: CommandContext,
  ) {
    const user = await this.registration.create(form, avatar, context);
    return { code: 200, user: publicUser(user) };
  }

  /** Name, phone, address, avatar and default job of a user; the e-mail never changes. */
  @ApiCall('update')
  @UseInterceptors(ImageUpload('avatar'))
  async update(
    @Body() body: UpdateUserDto,
    @UploadedFile() avatar: Express.Multer.File | undefined,
    @CommandMeta() context: CommandContext,
  ) {
    await this.permissions.requireUserEdit(context.actorId, body.user_id, body.default_job !== undefined);
    if (!(await this.users.get(body.user_id))) throw notFound('El usuario no existe.');
    const avatarKey = avatar ? await storeImage(this.blobs, `users/${body.user_id}`, avatar) : undefined;
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
          ...(avatarKey ? { avatar: avatarKey } : {}),
        },
        context,
      }),
    );
    const user = await this.users.get(body.user_id);
    return { code: 200, user: user ? publicUser(user) : null };
  }

  /** Spec 8: after 'Ese email ya está en uso' the client looks the user up to edit their projects. */
  @ApiCall('getUserByEmail')
  async byEmail(@Body() body: EmailDto, @CurrentActor() actor: Actor) {
    await this.permissions.requireUserAdministration(actor.userId);
    const [user] = await this.users.find({ email: body.email.trim().toLowerCase() }, { limit: 1 });
    if (!user) throw notFound('No existe un usuario con ese email.');
    return { code: 200, user: publicUser(user) };
  }
}
