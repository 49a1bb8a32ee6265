import { Module } from '@nestjs/common';
import { FilesModule } from '../files/files.module';
import { SiteBookController } from './site-book.controller';
import { SiteBookCloser } from './site-book-closer';
import { SiteBookCommands, SiteBookEntryCommands } from './site-book-commands';

/** The Libro de Obra (issue 33): the book, its entries, their signatures and notices, verification. */
@Module({
  imports: [FilesModule],
  controllers: [SiteBookController],
  providers: [SiteBookCommands, SiteBookEntryCommands, SiteBookCloser],
})
export class SiteBookModule {}
