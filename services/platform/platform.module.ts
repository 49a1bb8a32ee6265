import { type DynamicModule, Global, Module } from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import type { Clock } from './clock/clock.port';
import type { AppConfig } from './config/config';
import { PasswordHasher } from './credentials/password-hasher';
import { ApiExceptionFilter } from './http/api-exception.filter';
import { RequestIdempotency } from './http/request-idempotency';
import { ResolveActor } from './http/requester.decorator';
import { validationPipe } from './http/validation';
import { LiveGateway } from './live/live.gateway';
import { type FeatureParts, platformProviders } from './platform.providers';

/**
 * The ports chosen by configuration, the command pipeline, the HTTP conventions and the
 * live gateway: what every feature module uses. It names no feature; the actor port and the live
 * sessions it needs are provided by the organisation and auth modules, the read models and upcasters
 * by the composition root.
 */
@Global()
@Module({})
export class PlatformModule {
  static register(config: AppConfig, features: FeatureParts, clock?: Clock): DynamicModule {
    const providers = [
      ...platformProviders(config, features, clock),
      PasswordHasher,
      RequestIdempotency,
      ResolveActor,
      LiveGateway,
    ];
    return {
      module: PlatformModule,
      providers: [
        ...providers,
        { provide: APP_PIPE, useValue: validationPipe },
        { provide: APP_FILTER, useClass: ApiExceptionFilter },
      ],
      exports: providers,
    };
  }
}
