import { randomUUID } from 'node:crypto';
import type { UploadType } from '../contracts/uploads';
import { contentTypeOf } from '../files/file-content';
import type { InlineFile, InlineFileRecorder } from '../files/inline-files';
import { mainModelAggregate } from '../files/main-model.decider';
import { type NumberRegister, takenBy } from '../items/number-register.decider';
import { numberRequest } from '../items/numbered-item-creation';
import { chileDate } from '../platform/clock/calendar';
import type { DomainEvent } from '../platform/commands/decider';
import type { CommandPipeline } from '../platform/commands/handle-command';
import { type RdiCommand, type RdiProjectFacts, rdiAggregate } from '../rdi/rdi.decider';
import type { ApprovalSlot, NamedEntry } from '../rdi/rdi.events';
import { rdiRequest } from '../rdi/rdi-command';
import { rdiRegister } from '../rdi/rdi-register';
import { type TaskCommand, type TaskProjectFacts, taskAggregate } from '../tasks/task.decider';
import type { TaskPriority } from '../tasks/task.events';
import { TaskCommands, taskRequest } from '../tasks/task-command';
import { taskNumbers } from '../tasks/task-numbers';
import type { StoryClock } from './story-clock';

/** The upload type of Planimetría's models. */
const MODEL_UPLOAD: UploadType = 8;

/** The demo users' jobs in every demo project (creator: the administrator's default job). */
const DEMO_MEMBERS: Readonly<Record<string, number>> = {
  'demo-admin': 1,
  'demo-jefe-ot': 2,
  'demo-terreno': 3,
  'demo-ito': 4,
};

export interface DemoTask {
  title: string;
  description: string;
  codeId: number;
  priority?: TaskPriority;
  responsibleId: string;
  participantIds?: string[];
  /** Days from today (negative: already past), or none. */
  criticalInDays?: number;
  private?: boolean;
}

export interface DemoRdi {
  title: string;
  description: string;
  specialties: NamedEntry[];
  subject: string;
}

/**
 * One demo project as its people work it: each step is the command a user would send, run
 * through the pipeline at the story clock's moment, so the deciders decide everything.
 */
export class DemoSite {
  private readonly taskFacts: TaskProjectFacts;
  private readonly rdiFacts: RdiProjectFacts;

  constructor(
    private readonly pipeline: CommandPipeline,
    readonly clock: StoryClock,
    private readonly files: InlineFileRecorder,
    projectId: string,
    newRdiSystem: boolean,
  ) {
    this.taskFacts = { projectId, closed: false, members: DEMO_MEMBERS };
    this.rdiFacts = { projectId, closed: false, newSystem: newRdiSystem };
  }

  private context(actorId: string) {
    return { actorId, commandId: randomUUID() };
  }

  private async number<E extends DomainEvent>(
    register: NumberRegister<E>,
    actorId: string,
    itemId: string,
    typed: string | null = null,
  ) {
    const { projectId } = this.taskFacts;
    const taken = await this.pipeline.handle(
      numberRequest(register, this.context(actorId), { projectId, itemId, typed }),
    );
    return takenBy(register, taken.events);
  }

  private task(actorId: string, command: TaskCommand) {
    return this.pipeline.handle({ aggregate: taskAggregate, ...taskRequest(this.context(actorId), command) });
  }

  private rdi(actorId: string, command: RdiCommand) {
    return this.pipeline.handle({ aggregate: rdiAggregate, ...rdiRequest(this.context(actorId), command) });
  }

  /** A task created by `creatorId` now; its id. */
  async createTask(creatorId: string, demo: DemoTask): Promise<string> {
    const taskId = randomUUID();
    const { number } = await this.number(taskNumbers, creatorId, taskId);
    const today = this.clock.now().getTime();
    const criticalDate =
      demo.criticalInDays === undefined ? null : chileDate(new Date(today + demo.criticalInDays * 86_400_000));
    await this.task(creatorId, {
      type: 'CreateTask',
      taskId,
      project: this.taskFacts,
      number,
      fileIds: [],
      title: demo.title,
      description: demo.description,
      priority: demo.priority ?? 1,
      codeId: demo.codeId,
      responsibleId: demo.responsibleId,
      participantIds: demo.participantIds ?? [],
      criticalDate,
      private: demo.private ?? false,
      checklist: [],
      copyTo: [],
      reminder: { days: [], repeatable: false },
      possibleAdditional: false,
    });
    return taskId;
  }

  /** A reply (Markdown) on a task, with its attachment if any; `isResponse` when the responsible answers. */
  async replyTask(authorId: string, taskId: string, message: string, isResponse = false, attachment?: InlineFile) {
    const interactionId = randomUUID();
    const project = this.taskFacts;
    const reply = (fileIds: string[]): TaskCommand => {
      return { type: 'AddInteraction', taskId, project, interactionId, message, isResponse, fileIds };
    };
    if (!attachment) return this.task(authorId, reply([]));
    const context = this.context(authorId);
    const owner = { type: 'task_interaction' as const, ids: { task_id: taskId, tr_interaction_id: interactionId } };
    await this.files.runNamingFiles(context, project.projectId, owner, [attachment], {
      commands: new TaskCommands(this.pipeline),
      request: (fileIds) => taskRequest(context, reply(fileIds)),
    });
  }

  closeTask(actorId: string, taskId: string) {
    return this.task(actorId, { type: 'CloseTask', taskId, project: this.taskFacts, interactionId: randomUUID() });
  }

  /**
   * A model uploaded to Planimetría (checked as the upload center checks one), then starred as the
   * project's main model, as the star in Planimetría does.
   */
  async uploadMainModel(actorId: string, name: string, content: Buffer): Promise<void> {
    const { projectId } = this.taskFacts;
    const model = { name, content, mimetype: await contentTypeOf(MODEL_UPLOAD, name, content) };
    const planned = await this.files.plan(this.context(actorId), projectId, { type: 'model', ids: {} }, [model]);
    await planned.record();
    const [fileId = ''] = planned.fileIds;
    await this.pipeline.handle({
      aggregate: mainModelAggregate,
      aggregateId: projectId,
      command: {
        type: 'SetMainModel',
        projectId,
        project: { closed: false },
        fileId,
        file: { projectId, isModel: true },
      },
      context: { ...this.context(actorId), projectId },
    });
  }

  /** An RDI created by `creatorId` now, filed under a subject typed with it; its id. */
  async createRdi(creatorId: string, demo: DemoRdi): Promise<string> {
    const rdiId = randomUUID();
    const { number, entryId } = await this.number(rdiRegister, creatorId, rdiId, demo.subject);
    await this.rdi(creatorId, {
      type: 'CreateRdi',
      rdiId,
      project: this.rdiFacts,
      number,
      fileIds: [],
      title: demo.title,
      description: demo.description,
      priority: 1,
      specialties: demo.specialties,
      subject: { id: entryId, name: demo.subject },
      criticalDate: null,
      copyTo: [],
      reminder: { days: [], repeatable: false },
      taskId: null,
    });
    return rdiId;
  }

  /** A message on an RDI; the ITO's official response has `isResponse`. */
  replyRdi(authorId: string, rdiId: string, message: string, isResponse = false) {
    const interaction = { interactionId: randomUUID(), message, isResponse, fileIds: [] };
    return this.rdi(authorId, { type: 'AddRdiInteraction', rdiId, project: this.rdiFacts, ...interaction });
  }

  /** 'Finalizar RDI', on the old close system. */
  finishRdi(actorId: string, rdiId: string, message: string) {
    const ids = { messageId: randomUUID(), closingId: randomUUID() };
    return this.rdi(actorId, { type: 'CloseRdi', rdiId, project: this.rdiFacts, message, ...ids });
  }

  /** One approval of the new close system. */
  approveRdi(actorId: string, rdiId: string, approval: ApprovalSlot) {
    return this.rdi(actorId, { type: 'SetRdiApproval', rdiId, project: this.rdiFacts, approval, approve: true });
  }
}
