import { type DynamicModule, Module } from '@nestjs/common';
import { LINKED_ITEMS, type LinkedItems } from './linked-items';
import { REFERABLE_ITEMS, type ReferableItems } from './referable-items';

/** Gives every slice the linked and cited items' reads the composition root built from the items' manifests. */
@Module({})
export class LinkedItemsModule {
  static register(linked: LinkedItems & ReferableItems): DynamicModule {
    return {
      module: LinkedItemsModule,
      global: true,
      providers: [
        { provide: LINKED_ITEMS, useValue: linked },
        { provide: REFERABLE_ITEMS, useValue: linked },
      ],
      exports: [LINKED_ITEMS, REFERABLE_ITEMS],
    };
  }
}
