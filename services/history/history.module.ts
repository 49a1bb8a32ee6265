import { Module } from '@nestjs/common';

/** Every item's past (issue 21): its history, its state on a date and who held the ball. */
@Module({ controllers: [] })
export class HistoryModule {}
