import { Module } from '@nestjs/common';
import { ClientConfigController } from './client-config.controller';
import { HealthController } from './health.controller';

@Module({ controllers: [HealthController, ClientConfigController] })
export class HealthModule {}
