import { Module } from '@nestjs/common';
import { NotificationsController } from './notifications.controller';

/** Notifications (issue 20): the bell's list and its reads; the projection decides who hears of what. */
@Module({ controllers: [NotificationsController] })
export class NotificationsModule {}
