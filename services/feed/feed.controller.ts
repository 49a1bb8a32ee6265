import { Body, Controller, Inject, UseGuards } from '@nestjs/common';
import { Public } from '../platform/http/public.decorator';
import { ApiQuery } from '../platform/http/query-call';
import { FeedQueryDto } from './dto/feed.dto';
import { ENVELOPE_SCHEMA, FeedCatalog } from './feed-catalog';
import { FeedKeyGuard } from './feed-key.guard';
import { FeedReader } from './feed-reader';

const DEFAULT_PAGE = 100;

/** The feed for company systems: no user session (@Public), a consumer's feed key instead. */
@Controller('feed')
@Public()
@UseGuards(FeedKeyGuard)
export class FeedController {
  constructor(
    @Inject(FeedReader) private readonly reader: FeedReader,
    @Inject(FeedCatalog) private readonly catalog: FeedCatalog,
  ) {}

  @ApiQuery('')
  async page(@Body() query: FeedQueryDto) {
    const page = await this.reader.page({
      after: query.after ?? 0,
      limit: query.limit ?? DEFAULT_PAGE,
      ...(query.project_id ? { projectId: query.project_id } : {}),
    });
    return { code: 200, ...page };
  }

  @ApiQuery('schemas')
  schemas() {
    return { code: 200, envelope: ENVELOPE_SCHEMA, events: this.catalog.schemas() };
  }
}
