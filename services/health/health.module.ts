import { Module } from '@nestjs/common';
import { ClientConfigController } from './client-config.controller';
import { DeadLettersController } from './dead-letters.controller';
import { HealthController } from './health.controller';

@Module({ controllers: [HealthController, ClientConfigController, DeadLettersController] })
export class HealthModule {}
