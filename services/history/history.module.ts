import { Module } from '@nestjs/common';
import { BallInCourtController } from './ball-in-court.controller';
import { HistoryController } from './history.controller';

/** Every item's past (issue 21): its history, its state on a date and who held the ball. */
@Module({ controllers: [HistoryController, BallInCourtController] })
export class HistoryModule {}
