import { Body, Controller, Inject, Res, UploadedFiles } from '@nestjs/common';
import type { Response } from 'express';
import { mayReadAdditional, readableAdditional } from '../../projections/additionals/additionals.policy';
import { ADDITIONALS, type AdditionalDocument } from '../../projections/additionals/additionals.projection';
import { readableProject } from '../../projections/organisation/projects.policy';
import type { AdditionalDetail } from '../contracts/additional-answers';
import { FileLinks } from '../files/file-links';
import {
  ADDITIONAL_INLINE_FILE_BYTES,
  checkedInlineFiles,
  InlineFileRecorder,
  InlineFiles,
} from '../files/inline-files';
import { itemModification } from '../items/dto/item-edit.dto';
import { LINKED_ITEMS, type LinkedItems } from '../items/linked-items';
import { NumberedItemCreation } from '../items/numbered-item-creation';
import { projectSpecialties } from '../items/project-specialties';
import { ItemSender } from '../items/send-by-email';
import { ItemMails } from '../mail/item-mails';
import type { ProjectFacts } from '../organisation/refusal';
import { CLOCK, type Clock } from '../platform/clock/clock.port';
import type { Actor } from '../platform/commands/actor';
import { type CommandContext, createdId } from '../platform/commands/command-context';
import { DomainError, invalidValue } from '../platform/domain-error';
import { CommandMeta } from '../platform/http/command-context.decorator';
import { tagVersion } from '../platform/http/edit-version';
import { ApiQuery } from '../platform/http/query-call';
import { ApiCommand } from '../platform/http/request-idempotency';
import { Requester } from '../platform/http/requester.decorator';
import { READ_STORE, type ReadStore } from '../platform/read-store/read-store.port';
import { ProjectIdDto } from '../projects/dto/project-calls.dto';
import { type AdditionalCommand, revisionFormErrors } from './additional.decider';
import { AdditionalCommands, additionalFactsOf, additionalRequest, factsOfAdditional } from './additional-command';
import { creationForm, readCosts, refuseFormErrors } from './additional-form';
import { lastAdditionalData } from './additional-listings.query';
import { additionalRegister } from './additional-register';
import { additionalSentState } from './additional-sent-state';
import { additionalAnswer } from './additional-view';
import {
  AdditionalIdDto,
  AdditionalSeenDto,
  ChangeAdditionalStatusDto,
  SendAdditionalByEmailDto,
} from './dto/additional-calls.dto';
import { AddRevisionDto, CreateAdditionalDto, UpdateAdditionalDto } from './dto/additional-form.dto';

/** Spec 3: files go with the form as `files[]`. */
const FILES_FIELD = 'files[]';
const notAPossibleAdditional = () =>
  invalidValue('additional.task', 'La tarea no es un posible adicional de este proyecto.', 'task_id');

/** Additional calls (issue 19): DTO in, command out; the additional decider holds every rule, permissions included. */
@Controller('additionals')
export class AdditionalController {
  constructor(
    @Inject(READ_STORE) private readonly reads: ReadStore,
    // The possible additional and RDI an additional shows or starts from, read through their own reads.
    @Inject(LINKED_ITEMS) private readonly linked: LinkedItems,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly links: FileLinks,
    private readonly inlineFiles: InlineFileRecorder,
    private readonly additionals: AdditionalCommands,
    private readonly creation: NumberedItemCreation,
    private readonly mails: ItemMails,
    private readonly sender: ItemSender,
  ) {}

  @ApiQuery('getAdditionalByID')
  async get(@Body() body: AdditionalIdDto, @Requester() actor: Actor, @Res({ passthrough: true }) response: Response) {
    const additional = await this.detail(actor, await readableAdditional(this.reads, actor, body.additional_id));
    tagVersion(response, additional.version);
    return { code: 200, additional };
  }

  /**
   * 'Enviar por correo' by a reader of the additional: its newest revision's description, every file.
   * Recorded in its stream (its Historial lists it), then sent.
   */
  @ApiCommand('sendByEmail')
  async sendByEmail(
    @Body() body: SendAdditionalByEmailDto,
    @CommandMeta() context: CommandContext,
    @Requester() actor: Actor,
  ) {
    const detail = await this.detail(actor, await readableAdditional(this.reads, actor, body.additional_id));
    const sent = {
      ...detail,
      description: detail.revisions.at(-1)?.description ?? '',
      attachments: [...detail.attachments, ...detail.revisions.flatMap((revision) => revision.attachments)],
    };
    const project = await factsOfAdditional(this.reads, body.additional_id);
    const outcome = await this.sender.send('additional', sent, actor, body, additionalSentState(detail), {
      commands: this.additionals,
      request: (recipients) =>
        additionalRequest(context, {
          type: 'SendAdditionalByEmail',
          additionalId: body.additional_id,
          project,
          recipients,
        }),
    });
    return { code: 200, ...outcome };
  }

  /** Spec 3: the last number and code, and the code suggested next (`nextCode`). */
  @ApiQuery('getLastAdditionalData')
  async lastData(@Body() body: ProjectIdDto, @Requester() actor: Actor) {
    await readableProject(this.reads, actor, body.project_id);
    return { code: 200, ...(await lastAdditionalData(this.reads, body.project_id)) };
  }

  /** Every field's message first; then numbered as every item is (NumberedItemCreation). */
  @ApiCommand('create', InlineFiles(FILES_FIELD, ADDITIONAL_INLINE_FILE_BYTES))
  async create(
    @Body() form: CreateAdditionalDto,
    @UploadedFiles() files: Express.Multer.File[] | undefined,
    @CommandMeta() context: CommandContext,
    @Requester() actor: Actor,
  ) {
    const inline = await checkedInlineFiles(5, files);
    const additionalId = createdId(context, 'additional');
    const revisionId = createdId(context, 'revision');
    const project = await readableProject(this.reads, actor, form.project_id);
    const { fields, firstRevision } = creationForm(form, projectSpecialties(project), revisionId);
    if (form.task_id) await this.checkPossibleAdditional(actor, form.task_id, form.project_id);
    const code = fields.code.trim();
    const { taken, created } = await this.creation.create(context, {
      projectId: form.project_id,
      itemId: additionalId,
      register: additionalRegister,
      notes: { code },
      files: { owner: { type: 'additional', ids: { additional_id: additionalId } }, inline },
      creation: ({ number }, fileIds) =>
        additionalRequest(context, {
          type: 'CreateAdditional',
          additionalId,
          project: additionalFactsOf(project),
          number,
          firstRevision: { ...firstRevision, fileIds },
          ...fields,
        }),
      commands: this.additionals,
      unnumbered: () => new DomainError('additional.number', 'No se pudo numerar el adicional.', 409),
    });
    const additional = await this.answer(actor, additionalId);
    // A repeated request sent its copies the first time.
    if (additional && !created.duplicate && form.copy_to?.length) {
      const copied = { ...additional, description: firstRevision.description };
      await this.mails.copies('additional', copied, form.copy_to);
    }
    return {
      code: 200,
      additional: { id: additionalId, number: taken.number, code },
      additional_revision: { id: revisionId },
    };
  }

  /** 'Nueva Revisión': every field's message first; then checked, its small files recorded, and added. */
  @ApiCommand('addRevision', InlineFiles(FILES_FIELD, ADDITIONAL_INLINE_FILE_BYTES))
  async addRevision(
    @Body() form: AddRevisionDto,
    @UploadedFiles() files: Express.Multer.File[] | undefined,
    @CommandMeta() context: CommandContext,
  ) {
    const inline = await checkedInlineFiles(6, files);
    const additionalId = form.additional_id;
    const revisionId = createdId(context, 'revision');
    const { costs, missing } = readCosts(form);
    const description = form.description ?? '';
    refuseFormErrors(revisionFormErrors({ ...costs, description }, true), missing);
    const project = await factsOfAdditional(this.reads, additionalId);
    const command = (fileIds: string[]): AdditionalCommand => ({
      type: 'AddAdditionalRevision',
      additionalId,
      project,
      status: form.new_status ?? 1,
      revisionId,
      description,
      fileIds,
      ...costs,
    });
    const owner = {
      type: 'additional_revision' as const,
      ids: { additional_id: additionalId, additional_revision_id: revisionId },
    };
    await this.inlineFiles.runNamingFiles(context, project?.projectId ?? '', owner, inline, {
      commands: this.additionals,
      request: (fileIds) => additionalRequest(context, command(fileIds)),
    });
    return { code: 200, new_revision: { id: revisionId } };
  }

  /** Spec 4: 2 accept, 3 ask to annul, 4 cancel (an ITO asking 4 gets 3: the decider's rule). */
  @ApiCommand('changeStatus')
  async changeStatus(
    @Body() body: ChangeAdditionalStatusDto,
    @CommandMeta() context: CommandContext,
    @Requester() actor: Actor,
  ) {
    await this.run(context, body.additional_id, (project) => ({
      type: 'ChangeAdditionalStatus',
      additionalId: body.additional_id,
      project,
      newStatus: body.new_status,
      reason: body.reason ?? null,
    }));
    return { code: 200, additional: await this.answer(actor, body.additional_id) };
  }

  /** Only the fields sent change; with `expected_version` (or If-Match) another's change to one of them is a 409. */
  @ApiCommand('update')
  async update(
    @Body() form: UpdateAdditionalDto,
    @CommandMeta() context: CommandContext,
    @Requester() actor: Actor,
    @Res({ passthrough: true }) response: Response,
  ) {
    await this.run(context, form.id, (project) => ({
      type: 'ModifyAdditional',
      additionalId: form.id,
      project,
      ...itemModification(form),
    }));
    const additional = await this.answer(actor, form.id);
    tagVersion(response, additional?.version);
    return { code: 200, additional };
  }

  @ApiCommand('delete')
  async delete(@Body() body: AdditionalIdDto, @CommandMeta() context: CommandContext) {
    await this.run(context, body.additional_id, (project) => ({
      type: 'DeleteAdditional',
      additionalId: body.additional_id,
      project,
    }));
    return { code: 200 };
  }

  @ApiCommand('setSeenStatus')
  async setSeenStatus(@Body() body: AdditionalSeenDto, @CommandMeta() context: CommandContext) {
    await this.run(context, body.additional_id, (project) => ({
      type: 'SetAdditionalSeenStatus',
      additionalId: body.additional_id,
      project,
      status: body.status,
    }));
    return { code: 200 };
  }

  /** The possible additional it comes from: a task flagged so, in the same project, that the actor reads. */
  private async checkPossibleAdditional(actor: Actor, taskId: string, projectId: string): Promise<void> {
    const task = await this.linked.linkedReads('task').readable(this.reads, actor, taskId);
    if (task.project_id !== projectId || !task.possible_additional) throw notAPossibleAdditional();
  }

  /** One command to an existing additional, with its project's facts. */
  private async run(
    context: CommandContext,
    additionalId: string,
    command: (project: ProjectFacts | null) => AdditionalCommand,
  ): Promise<void> {
    const project = await factsOfAdditional(this.reads, additionalId);
    await this.additionals.execute(additionalRequest(context, command(project)));
  }

  /** The detail after a write; null when the writer no longer reads it (a deleted additional). */
  private async answer(actor: Actor, additionalId: string): Promise<AdditionalDetail | null> {
    const additional = await this.reads.collection<AdditionalDocument>(ADDITIONALS).get(additionalId);
    return additional && mayReadAdditional(actor, additional) ? this.detail(actor, additional) : null;
  }

  private detail(actor: Actor, additional: AdditionalDocument) {
    return additionalAnswer(
      this.reads,
      { links: this.links, linked: this.linked },
      actor,
      additional,
      this.clock.now(),
    );
  }
}
