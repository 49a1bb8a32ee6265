import { Body, Controller, Inject } from '@nestjs/common';
import type { SiteBookDashboardAnswer } from '../contracts/site-book-answers';
import { CLOCK, type Clock } from '../platform/clock/clock.port';
import type { Actor } from '../platform/commands/actor';
import { ApiCall } from '../platform/http/api-response';
import { Requester } from '../platform/http/requester.decorator';
import { READ_STORE, type ReadStore } from '../platform/read-store/read-store.port';
import { SiteBookProjectDto } from './dto/site-book.dto';
import { siteBookCard } from './site-book-dashboard';

/** The dashboard's 'Libro de Obra' card (ours: `POST /siteBook/getDashboard`, docs/site-book.md). */
@Controller('siteBook')
export class SiteBookDashboardController {
  constructor(
    @Inject(READ_STORE) private readonly reads: ReadStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiCall('getDashboard')
  async dashboard(
    @Body() query: SiteBookProjectDto,
    @Requester() actor: Actor,
  ): Promise<SiteBookDashboardAnswer & { code: 200 }> {
    return { code: 200, site_book: await siteBookCard(this.reads, actor, query.project_id, this.clock.now()) };
  }
}
