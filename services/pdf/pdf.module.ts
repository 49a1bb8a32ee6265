import { type DynamicModule, Inject, Module, type OnModuleDestroy } from '@nestjs/common';
import { FilesModule } from '../files/files.module';
import type { PrintableItem } from '../items/item-registry';
import type { AppConfig } from '../platform/config/config';
import { APP_CONFIG } from '../platform/platform.providers';
import { ItemPdfController, PRINTABLE_ITEMS, pdfCallController } from './item-pdf.controller';
import { ChromiumPdfRenderer, PDF_RENDERER, type PdfRenderer } from './pdf-renderer';

/** 'Descargar PDF' of the item types whose manifests print, rendered by the system's Chromium when it has one. */
@Module({})
export class PdfModule implements OnModuleDestroy {
  constructor(@Inject(PDF_RENDERER) private readonly renderer: PdfRenderer | null) {}

  static register(printable: readonly PrintableItem[]): DynamicModule {
    return {
      module: PdfModule,
      imports: [FilesModule],
      controllers: [...printable.map(pdfCallController), ItemPdfController],
      providers: [
        { provide: PRINTABLE_ITEMS, useValue: printable },
        {
          provide: PDF_RENDERER,
          inject: [APP_CONFIG],
          useFactory: (config: AppConfig) =>
            config.chromiumPath ? new ChromiumPdfRenderer(config.chromiumPath) : null,
        },
      ],
    };
  }

  async onModuleDestroy() {
    await this.renderer?.close();
  }
}
