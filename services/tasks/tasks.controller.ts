import { Body, Controller, Get, Inject, Res, UploadedFiles } from '@nestjs/common';
import type { Response } from 'express';
import { readableTask } from '../../projections/tasks/tasks.policy';
import type { TaskHead } from '../contracts/task-answers';
import { checkedInlineFiles, InlineFileRecorder, InlineFiles } from '../files/inline-files';
import { itemModification } from '../items/dto/item-edit.dto';
import { ItemSender } from '../items/send-by-email';
import type { Actor } from '../platform/commands/actor';
import { type CommandContext, createdId } from '../platform/commands/command-context';
import { ApiCall } from '../platform/http/api-response';
import { CommandMeta } from '../platform/http/command-context.decorator';
import { tagVersion } from '../platform/http/edit-version';
import { ApiCommand } from '../platform/http/request-idempotency';
import { Requester } from '../platform/http/requester.decorator';
import { READ_STORE, type ReadStore } from '../platform/read-store/read-store.port';
import {
  AddParticipantsDto,
  ChecklistItemDto,
  SendTaskByEmailDto,
  TaskIdDto,
  TaskStatusDto,
  TaskUserDto,
} from './dto/task-calls.dto';
import { AddInteractionDto, CreateTaskDto, UpdateTaskDto } from './dto/task-form.dto';
import type { TaskCommand, TaskProjectFacts } from './task.decider';
import { TaskAnswers } from './task-answers';
import { TASK_CODES } from './task-codes';
import { factsOfTask, TaskCommands, taskRequest } from './task-command';
import { TASK_FILES_FIELD as FILES_FIELD, TaskCreation } from './task-creation';
import { taskSentState } from './task-sent-state';

/** Task calls (spec 7): DTO in, command out; the task decider holds every rule, permissions included. */
@Controller('tasks')
export class TasksController {
  constructor(
    @Inject(READ_STORE) private readonly reads: ReadStore,
    private readonly inlineFiles: InlineFileRecorder,
    private readonly tasks: TaskCommands,
    private readonly creation: TaskCreation,
    private readonly answers: TaskAnswers,
    private readonly sender: ItemSender,
  ) {}

  @Get('getTasksRestrictionsCodes')
  codes() {
    return { code: 200, task_codes: TASK_CODES };
  }

  @ApiCall('get')
  async get(@Body() body: TaskIdDto, @Requester() actor: Actor, @Res({ passthrough: true }) response: Response) {
    const task = await this.answers.view(actor, await readableTask(this.reads, actor, body.task_id));
    tagVersion(response, task.version);
    return { code: 200, task };
  }

  /**
   * 'Enviar por correo' by a reader of the task: recorded in its stream (its Historial lists it),
   * the decider refusing a private task, then sent.
   */
  @ApiCommand('sendByEmail')
  async sendByEmail(
    @Body() body: SendTaskByEmailDto,
    @CommandMeta() context: CommandContext,
    @Requester() actor: Actor,
  ) {
    const task = await this.answers.view(actor, await readableTask(this.reads, actor, body.task_id));
    const project = await factsOfTask(this.reads, body.task_id, []);
    const sent = await this.sender.send('task', task, actor, body, taskSentState(task), {
      commands: this.tasks,
      request: (recipients) => taskRequest(context, { type: 'SendByEmail', taskId: body.task_id, project, recipients }),
    });
    return { code: 200, ...sent };
  }

  @ApiCommand('create', InlineFiles(FILES_FIELD))
  async create(
    @Body() form: CreateTaskDto,
    @UploadedFiles() files: Express.Multer.File[] | undefined,
    @CommandMeta() context: CommandContext,
    @Requester() actor: Actor,
  ) {
    const kind = { codeId: form.code_id, possibleAdditional: form.is_posible_additional ?? false };
    return { code: 200, task: await this.creation.create(form, kind, files, context, actor) };
  }

  /** Only the fields sent change; with `expected_version` (or If-Match) another's change to one of them is a 409. */
  @ApiCommand('update')
  async update(
    @Body() form: UpdateTaskDto,
    @CommandMeta() context: CommandContext,
    @Requester() actor: Actor,
    @Res({ passthrough: true }) response: Response,
  ) {
    await this.run(context, form.id, [], (project) => ({
      type: 'ModifyTask',
      taskId: form.id,
      project,
      ...itemModification(form),
      ...(form.private !== undefined ? { private: form.private } : {}),
    }));
    const task = await this.headOf(actor, form.id);
    tagVersion(response, task?.version);
    return { code: 200, task };
  }

  @ApiCommand('delete')
  async delete(@Body() body: TaskIdDto, @CommandMeta() context: CommandContext) {
    await this.run(context, body.task_id, [], (project) => ({ type: 'DeleteTask', taskId: body.task_id, project }));
    return { code: 200 };
  }

  /** Spec 4: closing adds the interaction 'Consulta cerrada por usuario', then closes (one command). */
  @ApiCommand('close')
  async close(@Body() body: TaskIdDto, @CommandMeta() context: CommandContext) {
    await this.run(context, body.task_id, [], (project) => ({
      type: 'CloseTask',
      taskId: body.task_id,
      project,
      interactionId: createdId(context, 'closing'),
    }));
    return { code: 200 };
  }

  @ApiCommand('changeResponsable')
  async changeResponsible(
    @Body() body: TaskUserDto,
    @CommandMeta() context: CommandContext,
    @Requester() actor: Actor,
  ) {
    await this.run(context, body.task_id, [body.user_id], (project) => ({
      type: 'ChangeResponsible',
      taskId: body.task_id,
      project,
      userId: body.user_id,
    }));
    return { code: 200, task: await this.headOf(actor, body.task_id) };
  }

  @ApiCommand('addParticipants')
  async addParticipants(
    @Body() body: AddParticipantsDto,
    @CommandMeta() context: CommandContext,
    @Requester() actor: Actor,
  ) {
    await this.run(context, body.task_id, body.participants, (project) => ({
      type: 'AddParticipants',
      taskId: body.task_id,
      project,
      userIds: body.participants,
    }));
    return { code: 200, task: await this.headOf(actor, body.task_id) };
  }

  @ApiCommand('removeParticipant')
  async removeParticipant(
    @Body() body: TaskUserDto,
    @CommandMeta() context: CommandContext,
    @Requester() actor: Actor,
  ) {
    await this.run(context, body.task_id, [], (project) => ({
      type: 'RemoveParticipant',
      taskId: body.task_id,
      project,
      userId: body.user_id,
    }));
    return { code: 200, task: await this.headOf(actor, body.task_id) };
  }

  /** A reply: checked first, then its small files recorded, then the interaction naming them. */
  @ApiCommand('addInteraction', InlineFiles(FILES_FIELD))
  async addInteraction(
    @Body() form: AddInteractionDto,
    @UploadedFiles() files: Express.Multer.File[] | undefined,
    @CommandMeta() context: CommandContext,
    @Requester() actor: Actor,
  ) {
    const inline = await checkedInlineFiles(2, files);
    const taskId = form.task_id;
    const interactionId = createdId(context, 'interaction');
    const project = await factsOfTask(this.reads, taskId);
    const command = (fileIds: string[]): TaskCommand => ({
      type: 'AddInteraction',
      taskId,
      project,
      interactionId,
      message: form.message,
      isResponse: form.is_response ?? false,
      fileIds,
    });
    const owner = { type: 'task_interaction' as const, ids: { task_id: taskId, tr_interaction_id: interactionId } };
    await this.inlineFiles.runNamingFiles(context, project?.projectId ?? '', owner, inline, {
      commands: this.tasks,
      request: (fileIds) => taskRequest(context, command(fileIds)),
    });
    const answer = await this.answers.head(actor, taskId, interactionId);
    return { code: 200, interaction: answer?.interaction ?? { id: interactionId }, task: answer?.task ?? null };
  }

  @ApiCommand('setChecklistItem')
  async setChecklistItem(
    @Body() body: ChecklistItemDto,
    @CommandMeta() context: CommandContext,
    @Requester() actor: Actor,
  ) {
    await this.run(context, body.task_id, [], (project) => ({
      type: 'SetChecklistItem',
      taskId: body.task_id,
      project,
      checklistId: body.checklist_id,
      completed: body.completed,
    }));
    return { code: 200, task: await this.headOf(actor, body.task_id) };
  }

  @ApiCommand('setSeenStatus')
  async setSeenStatus(@Body() body: TaskStatusDto, @CommandMeta() context: CommandContext) {
    await this.run(context, body.task_id, [], (project) => ({
      type: 'SetSeenStatus',
      taskId: body.task_id,
      project,
      status: body.status,
    }));
    return { code: 200 };
  }

  @ApiCommand('setBellStatus')
  async setBellStatus(@Body() body: TaskStatusDto, @CommandMeta() context: CommandContext) {
    await this.run(context, body.task_id, [], (project) => ({
      type: 'SetBellStatus',
      taskId: body.task_id,
      project,
      status: body.status,
    }));
    return { code: 200 };
  }

  /** One command to an existing task, with its project's facts about the users it names. */
  private async run(
    context: CommandContext,
    taskId: string,
    userIds: readonly string[],
    command: (project: TaskProjectFacts | null) => TaskCommand,
  ): Promise<void> {
    const project = await factsOfTask(this.reads, taskId, userIds);
    await this.tasks.execute(taskRequest(context, command(project)));
  }

  /** What a command answers as `task`: the head, without the thread the client reads with `get`. */
  private async headOf(actor: Actor, taskId: string): Promise<TaskHead | null> {
    return (await this.answers.head(actor, taskId))?.task ?? null;
  }
}
