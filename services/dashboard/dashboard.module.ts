import { Module } from '@nestjs/common';
import { DashboardController } from './dashboard.controller';

/** The dashboard's module cards, read from the dashboard projection. */
@Module({ controllers: [DashboardController] })
export class DashboardModule {}
