import { type DynamicModule, Module } from '@nestjs/common';
import { FilesModule } from '../files/files.module';
import { ItemRegistry } from '../items/item-registry';
import { AsOfController } from './as-of.controller';
import { BallInCourtController } from './ball-in-court.controller';
import { HistoryController } from './history.controller';
import { ItemAsOf } from './item-as-of';

/** Every item's past (issue 21): its history, its state on a date and who held the ball, by the items' manifests. */
@Module({})
export class HistoryModule {
  static register(items: ItemRegistry): DynamicModule {
    return {
      module: HistoryModule,
      imports: [FilesModule],
      controllers: [HistoryController, AsOfController, BallInCourtController],
      providers: [ItemAsOf, { provide: ItemRegistry, useValue: items }],
    };
  }
}
