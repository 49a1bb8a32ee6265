import { Body, Controller, Inject, Res, UploadedFile } from '@nestjs/common';
import type { Response } from 'express';
import { COMPANY_MEMBERS, type CompanyMemberDocument } from '../../projections/organisation/companies.projection';
import { readableProjectShared } from '../../projections/organisation/projects.policy';
import { PROJECT_MEMBERS, type ProjectMemberDocument } from '../../projections/organisation/projects.projection';
import { USERS, type UserDocument } from '../../projections/users/user-directory.projection';
import { mayLookUpUsers, mayReadProfileOf } from '../../projections/users/users.policy';
import { userCompanies } from '../companies/user-companies.query';
import { refusal } from '../organisation/refusal';
import { BLOB_STORE, type BlobStore } from '../platform/blob-store/blob-store.port';
import type { Actor } from '../platform/commands/actor';
import type { CommandContext } from '../platform/commands/command-context';
import { DomainError, notFound } from '../platform/domain-error';
import { ApiCall } from '../platform/http/api-response';
import { CommandMeta } from '../platform/http/command-context.decorator';
import { tagVersion } from '../platform/http/edit-version';
import { executeWithImage } from '../platform/http/execute-with-image';
import { ImageUpload } from '../platform/http/image-upload';
import { ApiCommand } from '../platform/http/request-idempotency';
import { CurrentUser, INVALID_SESSION, Requester } from '../platform/http/requester.decorator';
import { READ_STORE, type ReadStore } from '../platform/read-store/read-store.port';
import { CreateUserDto, UpdateUserDto } from './dto/update-user.dto';
import { EmailDto, UserListDto } from './dto/user-admin.dto';
import { projectUsers, publicUser } from './project-users.query';
import { UserCommands } from './user-commands';
import { UserRegistration } from './user-registration';

/** Spec 9: the first page of users. */
const PAGE_SIZE = 20;

@Controller('user')
export class UsersController {
  constructor(
    @Inject(READ_STORE) private readonly reads: ReadStore,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    private readonly userCommands: UserCommands,
    private readonly registration: UserRegistration,
  ) {}

  private get users() {
    return this.reads.collection<UserDocument>(USERS);
  }

  /** The signed-in user with the companies they belong to. */
  @ApiCall('details')
  async details(@CurrentUser() userId: string, @Res({ passthrough: true }) response: Response) {
    const user = await this.users.get(userId);
    // A token for a user that no longer exists is as good as no token.
    if (!user) throw new DomainError('auth.unknown_user', INVALID_SESSION, 401);
    tagVersion(response, user.version);
    return { code: 200, user: { ...publicUser(user), companies: await userCompanies(this.reads, user.id) } };
  }

  /** A project's users by name, a page at a time; whoever may read the project may read them. */
  @ApiCall('list')
  async list(@Body() body: UserListDto, @Requester() actor: Actor) {
    await readableProjectShared(this.reads, actor, body.project_id);
    return {
      code: 200,
      ...(await projectUsers(this.reads, body.project_id, body.start ?? 0, body.limit ?? PAGE_SIZE)),
    };
  }

  /** A new user in a company and projects, invited by e-mail to choose a password. */
  @ApiCommand('create', ImageUpload('avatar'))
  async create(
    @Body() form: CreateUserDto,
    @UploadedFile() avatar: Express.Multer.File | undefined,
    @CommandMeta() context: CommandContext,
  ) {
    const user = await this.registration.create(form, avatar, context);
    return { code: 200, user: publicUser(user) };
  }

  /**
   * Name, phone, address, avatar and default job of a user, those sent (a field left out stays as
   * it is); the e-mail never changes. The answer tags the user's new version.
   */
  @ApiCommand('update', ImageUpload('avatar'))
  async update(
    @Body() body: UpdateUserDto,
    @UploadedFile() avatar: Express.Multer.File | undefined,
    @CommandMeta() context: CommandContext,
    @Res({ passthrough: true }) response: Response,
  ) {
    if (!(await this.users.get(body.user_id))) throw notFound('El usuario no existe.');
    const memberships = await this.reads
      .collection<ProjectMemberDocument>(PROJECT_MEMBERS)
      .find({ user_id: body.user_id }, { projection: { project_id: 1 } });
    await executeWithImage(
      this.userCommands,
      this.blobs,
      // Without a new avatar the user keeps their own: the command leaves the field out.
      { image: avatar, folder: `users/${body.user_id}`, kept: null },
      (avatarKey) => ({
        aggregateId: body.user_id,
        command: {
          type: 'UpdateProfile' as const,
          userProjects: memberships.map((member) => member.project_id),
          ...(body.name !== undefined ? { name: body.name.trim() } : {}),
          ...(body.phone !== undefined ? { phone: body.phone.trim() } : {}),
          ...(body.address !== undefined ? { address: body.address.trim() } : {}),
          ...(body.email !== undefined ? { email: body.email } : {}),
          ...(body.default_job !== undefined ? { defaultJob: body.default_job } : {}),
          ...(avatar ? { avatar: avatarKey } : {}),
        },
        context,
      }),
    );
    const user = await this.users.get(body.user_id);
    tagVersion(response, user?.version);
    return { code: 200, user: user ? publicUser(user) : null };
  }

  /**
   * Spec 8: after 'Ese email ya está en uso' the client looks the user up to edit their projects.
   * The whole profile only to whoever may read it (mayReadProfileOf); anyone else gets who it is.
   */
  @ApiCall('getUserByEmail')
  async byEmail(@Body() body: EmailDto, @Requester() actor: Actor) {
    if (!mayLookUpUsers(actor)) throw refusal('create_users');
    const [user] = await this.users.find({ email: body.email.trim().toLowerCase() }, { limit: 1 });
    if (!user) throw notFound('No existe un usuario con ese email.');
    const companies = await this.reads
      .collection<CompanyMemberDocument>(COMPANY_MEMBERS)
      .find({ user_id: user.id }, { projection: { company_id: 1 } });
    const companyIds = companies.map((entry) => entry.company_id);
    if (mayReadProfileOf(actor, { id: user.id, companyIds })) return { code: 200, user: publicUser(user) };
    return { code: 200, user: { id: user.id, name: user.name, email: user.email } };
  }
}
