import { Inject, Injectable, Logger } from '@nestjs/common';
import { USERS, type UserDocument } from '../../projections/users/user-directory.projection';
import { CompanyCommands } from '../companies/company-commands';
import { AccountMails } from '../mail/account-mails';
import { BLOB_STORE, type BlobStore } from '../platform/blob-store/blob-store.port';
import { CLOCK, type Clock } from '../platform/clock/clock.port';
import type { CommandsOf } from '../platform/commands/aggregate-commands';
import { type CommandContext, commandStep, createdId } from '../platform/commands/command-context';
import type { AddressedCommand } from '../platform/commands/handle-command';
import { storeImage } from '../platform/http/image-upload';
import { READ_STORE, type ReadStore } from '../platform/read-store/read-store.port';
import { MembershipCommands, membershipRequest, projectFacts } from '../projects/project-command';
import type { CreateUserDto } from './dto/update-user.dto';
import { INVITATION_DAYS, PasswordTokens } from './password-tokens';
import { DEFAULT_JOB_TYPE } from './user.decider';
import { EmailRegistryCommands, UserCommands } from './user-commands';

const normalizeEmail = (email: string) => email.trim().toLowerCase();

/**
 * Creating a user touches several streams: the e-mail claim, the user, the company and each
 * project. Every step is decided (permissions included) before the first write; each has its own
 * command id derived from the request's, and the user's id comes from the request's too, so a
 * retried request repeats none of them.
 */
@Injectable()
export class UserRegistration {
  private readonly logger = new Logger('Mail');

  constructor(
    @Inject(READ_STORE) private readonly reads: ReadStore,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly emails: EmailRegistryCommands,
    private readonly users: UserCommands,
    private readonly companies: CompanyCommands,
    private readonly memberships: MembershipCommands,
    private readonly tokens: PasswordTokens,
    private readonly mails: AccountMails,
  ) {}

  async create(form: CreateUserDto, avatar: Express.Multer.File | undefined, context: CommandContext) {
    const email = normalizeEmail(form.email);
    const defaultJob = form.default_job ?? DEFAULT_JOB_TYPE;
    const userId = createdId(context, 'user');
    const [owner] = await this.reads.collection<UserDocument>(USERS).find({ email }, { limit: 1 });
    const projectIds = [...new Set(form.project_id)];
    const projects = await Promise.all(projectIds.map((id) => projectFacts(this.reads, id)));
    const profile = {
      name: form.name.trim(),
      email,
      phone: form.phone.trim(),
      address: form.address.trim(),
      defaultJob,
    };
    const steps = (avatarKey: string | null) => [
      this.step(this.emails, {
        aggregateId: email,
        command: { type: 'ClaimEmail', email, userId, directoryOwner: owner?.id ?? null, now: this.now() },
        context: commandStep(context, 'email'),
      }),
      this.step(this.users, {
        aggregateId: userId,
        command: { type: 'CreateUser', userId, ...profile, avatar: avatarKey },
        context: commandStep(context, 'user'),
      }),
      this.step(this.companies, {
        aggregateId: form.company_id,
        command: { type: 'JoinCompany', userId },
        context: commandStep(context, 'company'),
      }),
      ...projects.map((project, index) =>
        this.step(
          this.memberships,
          membershipRequest(commandStep(context, `project:${projectIds[index]}`), {
            type: 'AddNewUser',
            userId,
            jobTypeId: defaultJob,
            project,
          }),
        ),
      ),
    ];
    // The avatar is stored only once every step is known to go through.
    for (const step of steps(null)) await step.check();
    // A repeated request stored the avatar and sent the invitation the first time.
    const avatarKey = avatar && !context.repeat ? await storeImage(this.blobs, `users/${userId}`, avatar) : null;
    for (const step of steps(avatarKey)) await step.run();
    const user = (await this.reads.collection<UserDocument>(USERS).get(userId))!;
    if (!context.repeat) await this.invite(user, context.actorId, commandStep(context, 'invitation'));
    return user;
  }

  private step<C>(commands: CommandsOf<C>, request: AddressedCommand<C>) {
    return { check: () => commands.check(request), run: () => commands.execute(request) };
  }

  private now(): string {
    return this.clock.now().toISOString();
  }

  /** Sends the invitation; a mail server that fails does not undo the user (a reset link also works). */
  private async invite(user: UserDocument, inviterId: string, context: CommandContext) {
    const inviter = await this.reads.collection<UserDocument>(USERS).get(inviterId);
    const token = await this.tokens.issue(user.id, 'invitation', context);
    try {
      await this.mails.invitation(user, inviter?.name ?? 'Faena', token, INVITATION_DAYS);
    } catch (error) {
      this.logger.error(`invitation to ${user.email}: ${(error as Error).message}`);
    }
  }
}
