import { type DynamicModule, Module } from '@nestjs/common';
import { LINKED_ITEMS, type LinkedItems } from './linked-items';

/** Gives every slice the linked items' reads the composition root built from the items' manifests. */
@Module({})
export class LinkedItemsModule {
  static register(linked: LinkedItems): DynamicModule {
    return {
      module: LinkedItemsModule,
      global: true,
      providers: [{ provide: LINKED_ITEMS, useValue: linked }],
      exports: [LINKED_ITEMS],
    };
  }
}
