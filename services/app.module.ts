import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { AuthController } from './auth/auth.controller';
import { AuthGuard } from './auth/auth.guard';
import { LegacyCredentialsMigration } from './auth/legacy-credentials.migration';
import { PasswordController } from './auth/password.controller';
import { PasswordHasher } from './auth/password-hasher';
import { PasswordTokens } from './auth/password-tokens';
import { ResetThrottle } from './auth/reset-throttle';
import { Sessions } from './auth/sessions';
import { SignInThrottle } from './auth/sign-in-throttle';
import { TokenService } from './auth/token.service';
import { CompaniesController } from './companies/companies.controller';
import { ExportsController } from './exports/exports.controller';
import { FilesController } from './files/files.controller';
import { ClientConfigController } from './health/client-config.controller';
import { HealthController } from './health/health.controller';
import { AccountMails } from './mail/account-mails';
import { OutboxController } from './mail/outbox.controller';
import { CatalogsController } from './organisation/catalogs.controller';
import { ReadModelActors } from './organisation/read-model-actors';
import type { Clock } from './platform/clock/clock.port';
import { ACTOR_PORT } from './platform/commands/actor';
import { CheckCommandHandler, ExecuteCommandHandler } from './platform/commands/execute-command';
import type { AppConfig } from './platform/config/config';
import { ATTEMPT_COUNTERS, type AttemptCounters } from './platform/credentials/security-stores';
import { ApiExceptionFilter } from './platform/http/api-exception.filter';
import { RequestIdempotency } from './platform/http/request-idempotency';
import { ResolveActor } from './platform/http/requester.decorator';
import { validationPipe } from './platform/http/validation';
import { LiveGateway } from './platform/live/live.gateway';
import { platformProviders } from './platform/platform.providers';
import { MembershipStreamsMigration } from './projects/membership-streams.migration';
import { ProjectOptionsController } from './projects/project-options.controller';
import { ProjectQueriesController } from './projects/project-queries.controller';
import { ProjectsController } from './projects/projects.controller';
import { CompanyCapabilitiesController } from './users/company-capabilities.controller';
import { ProjectMembershipsController } from './users/project-memberships.controller';
import { UserRegistration } from './users/user-registration';
import { UsersController } from './users/users.controller';

/** A configured secret, or one made once and kept in the data folder so tokens survive restarts. */
function tokenSecret(config: AppConfig): string {
  if (config.tokenSecret) return config.tokenSecret;
  const file = join(config.dataDir, 'token-secret');
  if (!existsSync(file)) {
    mkdirSync(config.dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

@Module({})
export class AppModule {
  static register(config: AppConfig, clock?: Clock): DynamicModule {
    return {
      module: AppModule,
      imports: [CqrsModule.forRoot()],
      controllers: [
        AuthController,
        UsersController,
        HealthController,
        ClientConfigController,
        FilesController,
        CatalogsController,
        CompaniesController,
        ProjectsController,
        ProjectQueriesController,
        ProjectOptionsController,
        CompanyCapabilitiesController,
        ProjectMembershipsController,
        PasswordController,
        ExportsController,
        OutboxController,
      ],
      providers: [
        ...platformProviders(config, clock),
        { provide: TokenService, useFactory: () => new TokenService(tokenSecret(config), config.tokenTtlHours * 3600) },
        PasswordHasher,
        PasswordTokens,
        Sessions,
        LegacyCredentialsMigration,
        MembershipStreamsMigration,
        ResetThrottle,
        {
          provide: SignInThrottle,
          inject: [ATTEMPT_COUNTERS],
          useFactory: (counters: AttemptCounters) => new SignInThrottle(counters),
        },
        AccountMails,
        UserRegistration,
        { provide: ACTOR_PORT, useClass: ReadModelActors },
        ResolveActor,
        RequestIdempotency,
        ExecuteCommandHandler,
        CheckCommandHandler,
        LiveGateway,
        { provide: APP_GUARD, useClass: AuthGuard },
        { provide: APP_PIPE, useValue: validationPipe },
        { provide: APP_FILTER, useClass: ApiExceptionFilter },
      ],
    };
  }
}
