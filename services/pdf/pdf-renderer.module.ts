import { Inject, Module, type OnModuleDestroy } from '@nestjs/common';
import type { AppConfig } from '../platform/config/config';
import { APP_CONFIG } from '../platform/platform.providers';
import { ChromiumPdfRenderer, PDF_RENDERER, type PdfRenderer } from './pdf-renderer';

/** One Chromium for every PDF the server makes (items, the Libro de Obra), when the system has one. */
@Module({
  providers: [
    {
      provide: PDF_RENDERER,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => (config.chromiumPath ? new ChromiumPdfRenderer(config.chromiumPath) : null),
    },
  ],
  exports: [PDF_RENDERER],
})
export class PdfRendererModule implements OnModuleDestroy {
  constructor(@Inject(PDF_RENDERER) private readonly renderer: PdfRenderer | null) {}

  async onModuleDestroy() {
    await this.renderer?.close();
  }
}
