import { Module } from '@nestjs/common';
import { FilesModule } from '../files/files.module';
import { PdfRendererModule } from '../pdf/pdf-renderer.module';
import { EntryFiles } from './entry-files';
import { FolioVerification } from './folio-verification';
import { SiteBookController } from './site-book.controller';
import { SiteBookCloser } from './site-book-closer';
import { SiteBookCommands, SiteBookEntryCommands } from './site-book-commands';
import { SiteBookDashboardController } from './site-book-dashboard.controller';
import { SiteBookExportsController } from './site-book-exports.controller';

/** The Libro de Obra (issue 33): the book, its entries, their signatures and notices, verification. */
@Module({
  imports: [FilesModule, PdfRendererModule],
  controllers: [SiteBookController, SiteBookDashboardController, SiteBookExportsController],
  providers: [SiteBookCommands, SiteBookEntryCommands, SiteBookCloser, EntryFiles, FolioVerification],
})
export class SiteBookModule {}
