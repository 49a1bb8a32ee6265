import { Module } from '@nestjs/common';
import { GlobalSearchController } from './global-search.controller';

/** The header's global search (spec 2.7): it reads the tasks' and RDI's read models, and writes nothing. */
@Module({ controllers: [GlobalSearchController] })
export class SearchModule {}
