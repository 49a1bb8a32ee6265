import { Injectable } from '@nestjs/common';
import type { FileOwner } from '../contracts/uploads';
import { type InlineFile, InlineFileRecorder } from '../files/inline-files';
import type { CommandsOf } from '../platform/commands/aggregate-commands';
import { type CommandContext, commandStep } from '../platform/commands/command-context';
import type { DomainEvent } from '../platform/commands/decider';
import {
  type AddressedCommand,
  CommandPipeline,
  type CommandRequest,
  type CommandResult,
} from '../platform/commands/handle-command';
import type { DomainError } from '../platform/domain-error';
import {
  type NumberRegister,
  type NumberRegisterState,
  type TakeNumber,
  type Taken,
  takenBy,
} from './number-register.decider';

/** One kind's parts of a numbered creation: the creation runs through the feature's own door. */
export interface NumberedItem<Event extends DomainEvent, Command> {
  projectId: string;
  itemId: string;
  register: NumberRegister<Event>;
  /** What the number event notes beside the number (an additional's code). */
  notes?: Record<string, string>;
  /** A new entry of a project list typed with the item (an RDI's subject). */
  typed?: string | null;
  files: { owner: FileOwner; inline: InlineFile[] };
  /** The feature's creation command for what was taken and the files recorded; the dry run gets 0s and no files. */
  creation(taken: Taken, fileIds: string[]): AddressedCommand<Command>;
  /** The feature's door its creation goes through (`TaskCommands`, …). */
  commands: CommandsOf<Command>;
  /** A step after the creation that names its number (an RDI's link on its task), checked with the creation. */
  link?: CreationLink;
  /** Should the register answer no number. */
  unnumbered(): DomainError;
}

/** Another item's step that names the new item's number ('Enviar a RDI' links the task). */
export interface CreationLink {
  /** Its rules run without a write, so a refused link takes no number nor file. */
  check(): Promise<void>;
  record(number: number): Promise<void>;
}

/** A creation's command to its project's register. */
export const numberRequest = <Event extends DomainEvent>(
  register: NumberRegister<Event>,
  context: CommandContext,
  command: Omit<TakeNumber, 'type'>,
): CommandRequest<TakeNumber, Event, NumberRegisterState> => ({
  aggregate: register,
  aggregateId: command.projectId,
  command: { type: 'TakeNumber', ...command },
  context: { ...context, projectId: command.projectId },
});

/**
 * Creating a numbered item (task, RDI, additional): a dry run of the creation (and its link)
 * first, then the files' plan, the project's next number, the files, the item and its link. A
 * refused creation takes no number and stores no file.
 */
@Injectable()
export class NumberedItemCreation {
  constructor(
    private readonly inlineFiles: InlineFileRecorder,
    private readonly pipeline: CommandPipeline,
  ) {}

  async create<Event extends DomainEvent, Command>(
    context: CommandContext,
    item: NumberedItem<Event, Command>,
  ): Promise<{ taken: Taken; created: CommandResult }> {
    await item.commands.check(item.creation({ number: 0, entryId: 0 }, []));
    await item.link?.check();
    const planned = await this.inlineFiles.plan(context, item.projectId, item.files.owner, item.files.inline);
    // The register is a value of the kind (number-register.decider), so it goes to the pipeline named.
    const registered = await this.pipeline.handle(
      numberRequest(item.register, commandStep(context, 'number'), {
        projectId: item.projectId,
        itemId: item.itemId,
        notes: item.notes,
        typed: item.typed,
      }),
    );
    const taken = takenBy(item.register, registered.events);
    if (taken.number === 0) throw item.unnumbered();
    await planned.record();
    const created = await item.commands.execute(item.creation(taken, planned.fileIds));
    await item.link?.record(taken.number);
    return { taken, created };
  }
}
