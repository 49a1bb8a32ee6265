import { type DynamicModule, Module } from '@nestjs/common';
import { FilesModule } from '../files/files.module';
import type { PrintableItem } from '../items/item-registry';
import { ItemPdfController, PRINTABLE_ITEMS, pdfCallController } from './item-pdf.controller';
import { PdfRendererModule } from './pdf-renderer.module';

/** 'Descargar PDF' of the item types whose manifests print, rendered by the system's Chromium when it has one. */
@Module({})
export class PdfModule {
  static register(printable: readonly PrintableItem[]): DynamicModule {
    return {
      module: PdfModule,
      imports: [FilesModule, PdfRendererModule],
      controllers: [...printable.map(pdfCallController), ItemPdfController],
      providers: [{ provide: PRINTABLE_ITEMS, useValue: printable }],
    };
  }
}
