import { Module } from '@nestjs/common';
import { GlobalSearchController } from './global-search.controller';

/** The header's global search (spec 2.7): each searchable item type answers through its manifest; it writes nothing. */
@Module({ controllers: [GlobalSearchController] })
export class SearchModule {}
