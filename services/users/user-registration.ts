import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { COMPANIES } from '../../projections/organisation/companies.projection';
import { USERS, type UserDocument } from '../../projections/users/user-directory.projection';
import { PasswordTokens } from '../auth/password-tokens';
import { companyAggregate } from '../companies/company.decider';
import { AccountMails } from '../mail/account-mails';
import { jobType } from '../organisation/job-types';
import { Permissions } from '../organisation/permissions';
import { BLOB_STORE, type BlobStore } from '../platform/blob-store/blob-store.port';
import { CLOCK, type Clock } from '../platform/clock/clock.port';
import type { CommandContext } from '../platform/commands/command-context';
import type { AggregateType, DomainEvent } from '../platform/commands/decider';
import { ExecuteCommand } from '../platform/commands/execute-command';
import { DomainError, forbidden, notFound } from '../platform/domain-error';
import { EVENT_STORE, type EventStore } from '../platform/event-store/event-store.port';
import { storeImage } from '../platform/http/image-upload';
import { READ_STORE, type ReadStore } from '../platform/read-store/read-store.port';
import { projectAggregate } from '../projects/project.decider';
import type { CreateUserDto } from './dto/update-user.dto';
import { emailInUse, emailRegistryAggregate } from './email-registry.decider';
import { DEFAULT_JOB_TYPE, userAggregate } from './user.decider';
import { ADMINISTRATOR_JOBS, isAdministrator } from './user.policy';

const normalizeEmail = (email: string) => email.trim().toLowerCase();

/**
 * Creating a user touches several streams: the e-mail claim, the user, the company and each
 * project. Everything is checked before the first write; each step has its own command id derived
 * from the request's, so a retried request repeats none of them.
 */
@Injectable()
export class UserRegistration {
  private readonly logger = new Logger('Mail');

  constructor(
    @Inject(READ_STORE) private readonly reads: ReadStore,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    private readonly commands: CommandBus,
    private readonly permissions: Permissions,
    private readonly tokens: PasswordTokens,
    private readonly mails: AccountMails,
  ) {}

  async create(form: CreateUserDto, avatar: Express.Multer.File | undefined, context: CommandContext) {
    const email = normalizeEmail(form.email);
    const defaultJob = form.default_job ?? DEFAULT_JOB_TYPE;
    const projectIds = [...new Set(form.project_id)];
    const inviter = await this.authorize(context.actorId, form.company_id, projectIds, defaultJob);
    // A retried request (same command id) finds the claim it made and goes on as the same user.
    const retried = await this.events.readByCommandId(`${context.commandId}:email`);
    const claimed = retried[0]?.data as { userId: string } | undefined;
    if (!claimed && (await this.reads.collection(USERS).find({ email }, { limit: 1 })).length > 0) throw emailInUse();
    const userId = claimed?.userId ?? randomUUID();
    const step = (name: string): CommandContext => ({
      ...context,
      commandId: `${context.commandId}:${name}`,
      correlationId: context.commandId,
    });
    await this.run(emailRegistryAggregate, email, step('email'), {
      type: 'ClaimEmail',
      email,
      userId,
      ownerExists: false,
      now: this.clock.now().toISOString(),
    });
    const avatarKey = avatar ? await storeImage(this.blobs, `users/${userId}`, avatar) : null;
    await this.run(userAggregate, userId, step('user'), {
      type: 'CreateUser',
      userId,
      name: form.name.trim(),
      email,
      phone: form.phone.trim(),
      address: form.address.trim(),
      defaultJob,
      avatar: avatarKey,
    });
    await this.run(companyAggregate, form.company_id, step('company'), { type: 'JoinCompany', userId });
    for (const projectId of projectIds) {
      await this.run(
        projectAggregate,
        projectId,
        { ...step(`project:${projectId}`), projectId },
        {
          type: 'AddMember',
          userId,
          jobTypeId: defaultJob,
        },
      );
    }
    const user = (await this.reads.collection<UserDocument>(USERS).get(userId))!;
    await this.invite(user, inviter, step('invitation'));
    return user;
  }

  /** Sends the invitation; a mail server that fails does not undo the user (a reset link also works). */
  private async invite(user: UserDocument, inviter: UserDocument | null, context: CommandContext) {
    const token = await this.tokens.issue(user.id, 'invitation', context);
    try {
      await this.mails.invitation(user, inviter?.name ?? 'Faena', token);
    } catch (error) {
      this.logger.error(`invitation to ${user.email}: ${(error as Error).message}`);
    }
  }

  private async authorize(actorId: string, companyId: string, projectIds: string[], defaultJob: number) {
    if (!jobType(defaultJob)) throw new DomainError('user.job_type', 'Tipo de cargo no válido', 400);
    if (!(await this.reads.collection(COMPANIES).get(companyId))) throw notFound('La empresa no existe.');
    const actor = await this.permissions.user(actorId);
    if (!isAdministrator(actor)) {
      if (ADMINISTRATOR_JOBS.includes(defaultJob)) {
        throw forbidden('Solo un administrador puede crear usuarios administradores.');
      }
      if (!(await this.permissions.isCompanyMember(actorId, companyId))) {
        throw forbidden('No puedes crear usuarios en una empresa a la que no perteneces.');
      }
    }
    for (const projectId of projectIds) {
      const project = await this.permissions.requireMember(actorId, projectId);
      if (project.deleted_at) throw new DomainError('project.closed', 'El proyecto está cerrado.', 409);
      await this.permissions.requireProject(actorId, projectId, 'create_users');
    }
    return actor;
  }

  private run<C, E extends DomainEvent, S>(
    aggregate: AggregateType<C, E, S>,
    aggregateId: string,
    context: CommandContext,
    command: C,
  ) {
    return this.commands.execute(new ExecuteCommand({ aggregate, aggregateId, command, context }));
  }
}
