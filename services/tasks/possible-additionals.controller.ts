import { Body, Controller, Inject, UploadedFiles } from '@nestjs/common';
import { InlineFiles } from '../files/inline-files';
import { CLOCK, type Clock } from '../platform/clock/clock.port';
import type { Actor } from '../platform/commands/actor';
import type { CommandContext } from '../platform/commands/command-context';
import { CommandMeta } from '../platform/http/command-context.decorator';
import { ApiQuery } from '../platform/http/query-call';
import { ApiCommand } from '../platform/http/request-idempotency';
import { Requester } from '../platform/http/requester.decorator';
import { READ_STORE, type ReadStore } from '../platform/read-store/read-store.port';
import {
  CreatePossibleAdditionalDto,
  PossibleAdditionalIdDto,
  PossibleAdditionalListDto,
} from './dto/possible-additional.dto';
import { possibleAdditionalListing, readablePossibleAdditional } from './possible-additionals.query';
import { TaskAnswers } from './task-answers';
import { TASK_FILES_FIELD, TaskCreation } from './task-creation';

/**
 * Posibles Adicionales (additionals spec 7): tasks flagged is_posible_additional, created, listed
 * and read here; every other call on them (interactions, responsible, participants, checklist,
 * seen, close, 'Enviar a RDI') is the task's own.
 */
@Controller('additionals')
export class PossibleAdditionalsController {
  constructor(
    @Inject(READ_STORE) private readonly reads: ReadStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly creation: TaskCreation,
    private readonly answers: TaskAnswers,
  ) {}

  @ApiCommand('createAdditionalLikely', InlineFiles(TASK_FILES_FIELD))
  async create(
    @Body() form: CreatePossibleAdditionalDto,
    @UploadedFiles() files: Express.Multer.File[] | undefined,
    @CommandMeta() context: CommandContext,
    @Requester() actor: Actor,
  ) {
    const kind = { codeId: null, possibleAdditional: true };
    return { code: 200, task: await this.creation.create(form, kind, files, context, actor) };
  }

  @ApiQuery('listAdditionalLikely')
  async list(@Body() body: PossibleAdditionalListDto, @Requester() actor: Actor) {
    const query = {
      projectId: body.project_id,
      ...(body.status !== undefined ? { status: body.status } : {}),
      ...(body.page !== undefined ? { page: body.page } : {}),
      ...(body.order !== undefined ? { order: body.order } : {}),
      ...(body.filtered_creator_users ? { creators: body.filtered_creator_users } : {}),
      ...(body.filtered_resp_users ? { responsibles: body.filtered_resp_users } : {}),
    };
    return { code: 200, ...(await possibleAdditionalListing(this.reads, actor, query, this.clock.now())) };
  }

  @ApiQuery('getAdditionalLikely')
  async get(@Body() body: PossibleAdditionalIdDto, @Requester() actor: Actor) {
    const task = await readablePossibleAdditional(this.reads, actor, body.additional_likely_id);
    return { code: 200, task: await this.answers.view(actor, task) };
  }
}
