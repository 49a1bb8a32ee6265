import { Controller, Get, Inject } from '@nestjs/common';
import type { AppConfig } from '../platform/config/config';
import { Public } from '../platform/http/public.decorator';
import { APP_CONFIG } from '../platform/platform.providers';

/** What the browser needs to know of the deployment; nothing secret. */
@Controller('client-config')
export class ClientConfigController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Public()
  @Get()
  clientConfig() {
    // Without a mail server, e-mails land in the outbox administrators read in the app.
    return { code: 200, mapbox_token: this.config.mapboxToken, mail_outbox: this.config.smtpUrl === null };
  }
}
