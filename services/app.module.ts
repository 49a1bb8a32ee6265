import { type DynamicModule, Module } from '@nestjs/common';
import { AuditModule } from './audit/audit.module';
import { AuthModule } from './auth/auth.module';
import { DashboardModule } from './dashboard/dashboard.module';
import { ExportsModule } from './exports/exports.module';
import { FeedModule } from './feed/feed.module';
import { FilesModule } from './files/files.module';
import { HealthModule } from './health/health.module';
import { HistoryModule } from './history/history.module';
import { ItemSlicesModule } from './items/item-slices.module';
import { LinkedItemsModule } from './items/linked-items.module';
import { MailModule } from './mail/mail.module';
import { allProjections, itemModules, items, upcasting } from './manifests';
import { NotificationsModule } from './notifications/notifications.module';
import { OrganisationModule } from './organisation/organisation.module';
import { PdfModule } from './pdf/pdf.module';
import type { Clock } from './platform/clock/clock.port';
import type { AppConfig } from './platform/config/config';
import { PlatformModule } from './platform/platform.module';
import { RemindersModule } from './reminders/reminders.module';
import { SearchModule } from './search/search.module';
import { WeatherModule } from './weather/weather.module';

/**
 * The composition root: the platform, chosen by configuration, the modules every item shares, and
 * the item types (services/manifests.ts: each one's manifest and module) handed to those slices.
 */
@Module({})
export class AppModule {
  static register(config: AppConfig, clock?: Clock): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.register(config, { projections: allProjections, upcasting }, clock),
        OrganisationModule,
        AuthModule,
        MailModule,
        ExportsModule,
        FilesModule,
        WeatherModule,
        DashboardModule,
        ItemSlicesModule.register(items),
        HistoryModule.register(items),
        PdfModule.register(items.printable),
        LinkedItemsModule.register(items),
        ...itemModules,
        SearchModule,
        NotificationsModule,
        RemindersModule,
        FeedModule.register(items.feedFamilies),
        HealthModule,
        AuditModule,
      ],
    };
  }
}
