import { Module } from '@nestjs/common';
import { LogCheckController } from './log-check.controller';

/** What an auditor asks of the event log itself: whether it is whole (the hash chain). */
@Module({ controllers: [LogCheckController] })
export class AuditModule {}
