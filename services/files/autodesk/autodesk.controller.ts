import { Body, Controller, Inject } from '@nestjs/common';
import { readableFiles } from '../../../projections/files/files.policy';
import type { ForgeTokenAnswer, TranslationStatus } from '../../contracts/autodesk';
import type { Actor } from '../../platform/commands/actor';
import { ApiCall } from '../../platform/http/api-response';
import { Requester } from '../../platform/http/requester.decorator';
import { READ_STORE, type ReadStore } from '../../platform/read-store/read-store.port';
import { FileIdDto } from '../dto/files.dto';
import { FILE_TAKING_ITEMS, type FileTakingItems } from '../file-taking-items';
import { AUTODESK, AutodeskError, type AutodeskPort, autodeskUnavailable } from './autodesk.port';
import { ForgeTokenDto } from './forge-token.dto';

const unavailable = (error: unknown) => {
  throw error instanceof AutodeskError ? autodeskUnavailable() : error;
};

/** The Autodesk viewer's token (spec 7: POST /forge/forgeGetToken) and how a model's translation goes. */
@Controller()
export class AutodeskController {
  constructor(
    @Inject(AUTODESK) private readonly autodesk: AutodeskPort,
    @Inject(READ_STORE) private readonly reads: ReadStore,
    @Inject(FILE_TAKING_ITEMS) private readonly fileTaking: readonly FileTakingItems[],
  ) {}

  /** For any signed-in user: what it opens (translated views) is reached only through a model's URN. */
  @ApiCall('forge/forgeGetToken')
  async token(@Body() _body: ForgeTokenDto): Promise<ForgeTokenAnswer> {
    const token = await this.autodesk.viewerToken().catch(unavailable);
    return { code: 200, access_token: { applicationToken: token.accessToken, expires_in: token.expiresIn } };
  }

  /**
   * Where a model's translation stands: as recorded here until it was sent, then as APS's
   * manifest says (`progress` such as '45% complete'), so the viewer waits for a model in progress.
   */
  @ApiCall('forge/getModelTranslation')
  async translation(@Body() body: FileIdDto, @Requester() actor: Actor) {
    const [file] = await readableFiles(this.reads, this.fileTaking, actor, [body.file_id]);
    const recorded = file?.translation;
    if (!file?.urn || recorded?.status !== 'requested') {
      const status: TranslationStatus | null = recorded?.status ?? null;
      return { code: 200, urn: null, translation: { status, progress: '' } };
    }
    const manifest = await this.autodesk.progress(file.urn).catch(unavailable);
    return { code: 200, urn: file.urn, translation: manifest ?? { status: 'pending', progress: '' } };
  }
}
