import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FileOwner } from '../contracts/uploads';
import { type InlineFile, InlineFileRecorder } from '../files/inline-files';
import { type CommandContext, commandStep } from '../platform/commands/command-context';
import type { DomainEvent } from '../platform/commands/decider';
import { CheckCommand, ExecuteCommand } from '../platform/commands/execute-command';
import type { CommandRequest, CommandResult } from '../platform/commands/handle-command';
import type { DomainError } from '../platform/domain-error';
import {
  type NumberRegister,
  type NumberRegisterState,
  type TakeNumber,
  type Taken,
  takenBy,
} from './number-register.decider';

/** A command to any aggregate: the creation and its link belong to the feature. */
type ItemRequest = CommandRequest<unknown, DomainEvent, unknown>;

/** One kind's parts of a numbered creation. */
export interface NumberedItem<Event extends DomainEvent> {
  projectId: string;
  itemId: string;
  register: NumberRegister<Event>;
  /** What the number event notes beside the number (an additional's code). */
  notes?: Record<string, string>;
  /** A new entry of a project list typed with the item (an RDI's subject). */
  typed?: string | null;
  files: { owner: FileOwner; inline: InlineFile[] };
  /** The feature's creation command for what was taken and the files recorded; the dry run gets 0s and no files. */
  creation(taken: Taken, fileIds: string[]): ItemRequest;
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
    private readonly commands: CommandBus,
  ) {}

  async create<Event extends DomainEvent>(
    context: CommandContext,
    item: NumberedItem<Event>,
  ): Promise<{ taken: Taken; created: CommandResult }> {
    await this.commands.execute(new CheckCommand(item.creation({ number: 0, entryId: 0 }, [])));
    await item.link?.check();
    const planned = await this.inlineFiles.plan(context, item.projectId, item.files.owner, item.files.inline);
    const registered: CommandResult = await this.commands.execute(
      new ExecuteCommand(
        numberRequest(item.register, commandStep(context, 'number'), {
          projectId: item.projectId,
          itemId: item.itemId,
          notes: item.notes,
          typed: item.typed,
        }),
      ),
    );
    const taken = takenBy(item.register, registered.events);
    if (taken.number === 0) throw item.unnumbered();
    await planned.record();
    const created: CommandResult = await this.commands.execute(
      new ExecuteCommand(item.creation(taken, planned.fileIds)),
    );
    await item.link?.record(taken.number);
    return { taken, created };
  }
}
