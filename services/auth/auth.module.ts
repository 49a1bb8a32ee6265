import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { MailModule } from '../mail/mail.module';
import { CLOCK, type Clock } from '../platform/clock/clock.port';
import type { AppConfig } from '../platform/config/config';
import { ATTEMPT_COUNTERS, type AttemptCounters } from '../platform/credentials/security-stores';
import { LIVE_SESSIONS } from '../platform/live/live-sessions.port';
import { APP_CONFIG } from '../platform/platform.providers';
import { UsersModule } from '../users/users.module';
import { AuthController } from './auth.controller';
import { AuthGuard } from './auth.guard';
import { LegacyCredentialsMigration } from './legacy-credentials.migration';
import { PasswordController } from './password.controller';
import { PasswordCheck } from './password-check';
import { ResetThrottle } from './reset-throttle';
import { Sessions } from './sessions';
import { SignInThrottle } from './sign-in-throttle';
import { TokenService } from './token.service';

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

/**
 * Sign-in, sessions and password links. Global: every route is guarded by it, the live gateway
 * checks sessions through it, exports sign links with it.
 */
@Global()
@Module({
  imports: [UsersModule, MailModule],
  controllers: [AuthController, PasswordController],
  providers: [
    {
      provide: TokenService,
      inject: [APP_CONFIG, CLOCK],
      useFactory: (config: AppConfig, clock: Clock) =>
        new TokenService(tokenSecret(config), config.tokenTtlHours * 3600, clock),
    },
    Sessions,
    { provide: LIVE_SESSIONS, useExisting: Sessions },
    ResetThrottle,
    {
      provide: SignInThrottle,
      inject: [ATTEMPT_COUNTERS],
      useFactory: (counters: AttemptCounters) => new SignInThrottle(counters),
    },
    PasswordCheck,
    LegacyCredentialsMigration,
    { provide: APP_GUARD, useClass: AuthGuard },
  ],
  exports: [TokenService, Sessions, LIVE_SESSIONS, PasswordCheck],
})
export class AuthModule {}
