import { Module } from '@nestjs/common';
import { FilesModule } from '../files/files.module';
import { AsOfController } from './as-of.controller';
import { BallInCourtController } from './ball-in-court.controller';
import { HistoryController } from './history.controller';
import { ItemAsOf } from './item-as-of';

/** Every item's past (issue 21): its history, its state on a date and who held the ball. */
@Module({
  imports: [FilesModule],
  controllers: [HistoryController, AsOfController, BallInCourtController],
  providers: [ItemAsOf],
})
export class HistoryModule {}
