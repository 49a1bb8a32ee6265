import { Inject, Module, type OnModuleDestroy } from '@nestjs/common';
import { FilesModule } from '../files/files.module';
import type { AppConfig } from '../platform/config/config';
import { APP_CONFIG } from '../platform/platform.providers';
import { ItemPdfController } from './item-pdf.controller';
import { ChromiumPdfRenderer, PDF_RENDERER, type PdfRenderer } from './pdf-renderer';

/** 'Descargar PDF' of tasks, RDI and additionals, rendered by the system's Chromium when it has one. */
@Module({
  imports: [FilesModule],
  controllers: [ItemPdfController],
  providers: [
    {
      provide: PDF_RENDERER,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => (config.chromiumPath ? new ChromiumPdfRenderer(config.chromiumPath) : null),
    },
  ],
})
export class PdfModule implements OnModuleDestroy {
  constructor(@Inject(PDF_RENDERER) private readonly renderer: PdfRenderer | null) {}

  async onModuleDestroy() {
    await this.renderer?.close();
  }
}
