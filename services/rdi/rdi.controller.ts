import { Body, Controller, Inject, Res, UploadedFiles } from '@nestjs/common';
import type { Response } from 'express';
import { readableProject } from '../../projections/organisation/projects.policy';
import { mayReadRdi, readableRdi } from '../../projections/rdi/rdi.policy';
import { RDIS, type RdiDocument } from '../../projections/rdi/rdi.projection';
import { projectSubjects } from '../../projections/rdi/rdi-subjects';
import type { RdiDetail, RdiHead, RdiInteraction } from '../contracts/rdi-answers';
import { FileLinks } from '../files/file-links';
import { checkedInlineFiles, InlineFileRecorder, InlineFiles, RDI_INLINE_FILE_BYTES } from '../files/inline-files';
import { itemModification } from '../items/dto/item-edit.dto';
import { copiesAndReminder } from '../items/item-form';
import { answerPart, type ThreadPart } from '../items/item-thread';
import { LINKED_ITEMS, type LinkedItems } from '../items/linked-items';
import type { Taken } from '../items/number-register.decider';
import { NumberedItemCreation } from '../items/numbered-item-creation';
import { projectSpecialties } from '../items/project-specialties';
import { RDI_SOURCE, type RdiSource } from '../items/rdi-source.port';
import { ItemSender } from '../items/send-by-email';
import { ItemMails } from '../mail/item-mails';
import { CLOCK, type Clock } from '../platform/clock/clock.port';
import type { Actor } from '../platform/commands/actor';
import { type CommandContext, createdId } from '../platform/commands/command-context';
import { DomainError } from '../platform/domain-error';
import { ApiCall } from '../platform/http/api-response';
import { CommandMeta } from '../platform/http/command-context.decorator';
import { tagVersion } from '../platform/http/edit-version';
import { ApiCommand } from '../platform/http/request-idempotency';
import { Requester } from '../platform/http/requester.decorator';
import { READ_STORE, type ReadStore, type Shared } from '../platform/read-store/read-store.port';
import { CloseRdiDto, RdiApprovalDto, RdiIdDto, RdiStatusDto, SendRdiByEmailDto } from './dto/rdi-calls.dto';
import { AddRdiInteractionDto, CreateRdiDto, UpdateRdiDto } from './dto/rdi-form.dto';
import type { RdiCommand, RdiProjectFacts } from './rdi.decider';
import { factsOfRdi, RdiCommands, rdiFactsOf, rdiRequest } from './rdi-command';
import { chosenSpecialties, chosenSubject } from './rdi-form';
import { rdiRegister } from './rdi-register';
import { rdiSentState } from './rdi-sent-state';
import { rdiView } from './rdi-view';

/** Spec 3: files go with the form as `files[]`. */
const FILES_FIELD = 'files[]';

/** RDI calls (issue 18): DTO in, command out; the RDI decider holds every rule, permissions included. */
@Controller('rdi')
export class RdiController {
  constructor(
    @Inject(READ_STORE) private readonly reads: ReadStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly links: FileLinks,
    private readonly inlineFiles: InlineFileRecorder,
    private readonly rdis: RdiCommands,
    private readonly creation: NumberedItemCreation,
    private readonly mails: ItemMails,
    private readonly sender: ItemSender,
    @Inject(RDI_SOURCE) private readonly sources: RdiSource,
    @Inject(LINKED_ITEMS) private readonly linked: LinkedItems,
  ) {}

  @ApiCall('get')
  async get(@Body() body: RdiIdDto, @Requester() actor: Actor, @Res({ passthrough: true }) response: Response) {
    const rdi = await this.view(actor, await readableRdi(this.reads, actor, body.rdi_id));
    tagVersion(response, rdi.version);
    return { code: 200, rdi };
  }

  /** 'Enviar por correo' by a reader of the RDI (view_rdi): recorded in its stream (its Historial lists it), then sent. */
  @ApiCommand('sendByEmail')
  async sendByEmail(
    @Body() body: SendRdiByEmailDto,
    @CommandMeta() context: CommandContext,
    @Requester() actor: Actor,
  ) {
    const rdi = await this.view(actor, await readableRdi(this.reads, actor, body.rdi_id));
    const project = await factsOfRdi(this.reads, body.rdi_id);
    const sent = await this.sender.send('rdi', rdi, actor, body, rdiSentState(rdi), {
      commands: this.rdis,
      request: (recipients) => rdiRequest(context, { type: 'SendRdiByEmail', rdiId: body.rdi_id, project, recipients }),
    });
    return { code: 200, ...sent };
  }

  /** Numbered as every item is (NumberedItemCreation), with the link on the task it is raised from. */
  @ApiCommand('create', InlineFiles(FILES_FIELD, RDI_INLINE_FILE_BYTES))
  async create(
    @Body() form: CreateRdiDto,
    @UploadedFiles() files: Express.Multer.File[] | undefined,
    @CommandMeta() context: CommandContext,
    @Requester() actor: Actor,
  ) {
    const inline = await checkedInlineFiles(3, files);
    const rdiId = createdId(context, 'rdi');
    const project = await readableProject(this.reads, actor, form.project_id);
    const specialties = chosenSpecialties(projectSpecialties(project), form.especialidades);
    const subject = chosenSubject(await projectSubjects(this.reads, project), form);
    const command = ({ number, entryId }: Taken, fileIds: string[]): RdiCommand => ({
      type: 'CreateRdi',
      rdiId,
      project: rdiFactsOf(project),
      number,
      fileIds,
      title: form.title.trim(),
      description: form.description,
      priority: form.priority ?? 1,
      specialties,
      subject: typeof subject === 'string' ? { id: entryId, name: subject } : subject,
      criticalDate: form.critical_date ?? null,
      ...copiesAndReminder(form),
      taskId: form.task_id ?? null,
    });
    // 'Enviar a RDI': the task it is raised from is linked as a step of the creation.
    const link = form.task_id
      ? await this.sources.linkTo(actor, form.task_id, { projectId: form.project_id, rdiId }, context)
      : undefined;
    const { created } = await this.creation.create(context, {
      projectId: form.project_id,
      itemId: rdiId,
      register: rdiRegister,
      typed: typeof subject === 'string' ? subject : null,
      files: { owner: { type: 'rdi', ids: { rdi_id: rdiId } }, inline },
      creation: (taken, fileIds) => rdiRequest(context, command(taken, fileIds)),
      commands: this.rdis,
      link,
      unnumbered: () => new DomainError('rdi.number', 'No se pudo numerar la RDI.', 409),
    });
    const rdi = await this.answer(actor, rdiId);
    // A repeated request sent its copies the first time.
    if (rdi && !created.duplicate && form.copy_to?.length) await this.mails.copies('rdi', rdi, form.copy_to);
    return link ? { code: 200, rdi, task: await link.answer() } : { code: 200, rdi };
  }

  /** Only the fields sent change; with `expected_version` (or If-Match) another's change to one of them is a 409. */
  @ApiCommand('update')
  async update(
    @Body() form: UpdateRdiDto,
    @CommandMeta() context: CommandContext,
    @Requester() actor: Actor,
    @Res({ passthrough: true }) response: Response,
  ) {
    await this.run(context, form.id, (project) => ({
      type: 'ModifyRdi',
      rdiId: form.id,
      project,
      ...itemModification(form),
    }));
    const rdi = await this.headOf(actor, form.id);
    tagVersion(response, rdi?.version);
    return { code: 200, rdi };
  }

  @ApiCommand('delete')
  async delete(@Body() body: RdiIdDto, @CommandMeta() context: CommandContext) {
    await this.run(context, body.rdi_id, (project) => ({ type: 'DeleteRdi', rdiId: body.rdi_id, project }));
    return { code: 200 };
  }

  /** Old close system (spec 4): the typed message, 'RDI cerrada por usuario', then finished (one command). */
  @ApiCommand('close')
  async close(@Body() body: CloseRdiDto, @CommandMeta() context: CommandContext) {
    const message = body.message?.trim() ? body.message : null;
    await this.run(context, body.rdi_id, (project) => ({
      type: 'CloseRdi',
      rdiId: body.rdi_id,
      project,
      message,
      messageId: createdId(context, 'message'),
      closingId: createdId(context, 'closing'),
    }));
    return { code: 200 };
  }

  /** A reply: checked first, then its small files recorded, then the interaction naming them. */
  @ApiCommand('addInteraction', InlineFiles(FILES_FIELD))
  async addInteraction(
    @Body() form: AddRdiInteractionDto,
    @UploadedFiles() files: Express.Multer.File[] | undefined,
    @CommandMeta() context: CommandContext,
    @Requester() actor: Actor,
  ) {
    const inline = await checkedInlineFiles(4, files);
    const rdiId = form.rdi_id;
    const interactionId = createdId(context, 'interaction');
    const project = await factsOfRdi(this.reads, rdiId);
    const command = (fileIds: string[]): RdiCommand => ({
      type: 'AddRdiInteraction',
      rdiId,
      project,
      interactionId,
      message: form.message,
      isResponse: form.is_response ?? false,
      fileIds,
    });
    const owner = { type: 'rdi_interaction' as const, ids: { rdi_id: rdiId, rdi_interaction_id: interactionId } };
    await this.inlineFiles.runNamingFiles(context, project?.projectId ?? '', owner, inline, {
      commands: this.rdis,
      request: (fileIds) => rdiRequest(context, command(fileIds)),
    });
    const answer = await this.head(actor, rdiId, interactionId);
    return { code: 200, interaction: answer?.interaction ?? { id: interactionId }, rdi: answer?.rdi ?? null };
  }

  /** New close system (spec 4): approvals are one-way, the third finishes the RDI. */
  @ApiCommand('setApprovalCheck')
  async setApprovalCheck(
    @Body() body: RdiApprovalDto,
    @CommandMeta() context: CommandContext,
    @Requester() actor: Actor,
  ) {
    await this.run(context, body.rdi_id, (project) => ({
      type: 'SetRdiApproval',
      rdiId: body.rdi_id,
      project,
      approval: body.approval,
      approve: body.new_status,
    }));
    return { code: 200, rdi: await this.headOf(actor, body.rdi_id) };
  }

  @ApiCommand('setSeenStatus')
  async setSeenStatus(@Body() body: RdiStatusDto, @CommandMeta() context: CommandContext) {
    await this.run(context, body.rdi_id, (project) => ({
      type: 'SetRdiSeenStatus',
      rdiId: body.rdi_id,
      project,
      status: body.status,
    }));
    return { code: 200 };
  }

  /** One command to an existing RDI, with its project's facts. */
  private async run(
    context: CommandContext,
    rdiId: string,
    command: (project: RdiProjectFacts | null) => RdiCommand,
  ): Promise<void> {
    const project = await factsOfRdi(this.reads, rdiId);
    await this.rdis.execute(rdiRequest(context, command(project)));
  }

  /** The whole detail after a write (a new RDI's); null when the writer does not read it. */
  private async answer(actor: Actor, rdiId: string): Promise<RdiDetail | null> {
    const rdi = await this.reads.collection<RdiDocument>(RDIS).get(rdiId);
    return rdi && mayReadRdi(actor, rdi) ? this.view(actor, rdi) : null;
  }

  /**
   * A command's answer: the RDI's head and, for a reply, its interaction (flat however long the
   * thread grows; the client reads the rest with `get`); null when the writer does not read it.
   */
  private async head(
    actor: Actor,
    rdiId: string,
    interactionId: string | null = null,
  ): Promise<{ rdi: RdiHead; interaction: RdiInteraction | null } | null> {
    // Shared, not copied: a long thread would be copied whole for the one interaction answered.
    const rdi = await this.reads.collection<RdiDocument>(RDIS).getShared(rdiId);
    if (!rdi || !mayReadRdi(actor, rdi)) return null;
    const {
      interactions,
      official_interactions: _official,
      ...head
    } = await this.view(actor, rdi, answerPart(interactionId));
    return { rdi: head, interaction: interactions[0] ?? null };
  }

  private async headOf(actor: Actor, rdiId: string): Promise<RdiHead | null> {
    return (await this.head(actor, rdiId))?.rdi ?? null;
  }

  private view(actor: Actor, rdi: Shared<RdiDocument>, part?: ThreadPart) {
    return rdiView(this.reads, { links: this.links, linked: this.linked }, actor, rdi, this.clock.now(), part);
  }
}
