import { Body, Controller, Inject } from '@nestjs/common';
import { readableProject } from '../../projections/organisation/projects.policy';
import type { Actor } from '../platform/commands/actor';
import { ApiCall } from '../platform/http/api-response';
import { Requester } from '../platform/http/requester.decorator';
import { READ_STORE, type ReadStore } from '../platform/read-store/read-store.port';
import { GlobalSearchDto } from './dto/global-search.dto';
import { globalSearch } from './global-search.query';
import { SEARCHABLE_ITEMS, type SearchableItems } from './searchable-items';

/** The header's global search (spec 2.7): tasks and RDI of one project, found by number and title. */
@Controller()
export class GlobalSearchController {
  constructor(
    @Inject(READ_STORE) private readonly reads: ReadStore,
    @Inject(SEARCHABLE_ITEMS) private readonly searchable: readonly SearchableItems[],
  ) {}

  @ApiCall('general/search')
  async search(@Body() body: GlobalSearchDto, @Requester() actor: Actor) {
    await readableProject(this.reads, actor, body.project_id);
    return {
      code: 200,
      ...(await globalSearch(this.reads, this.searchable, actor, { projectId: body.project_id, search: body.search })),
    };
  }
}
