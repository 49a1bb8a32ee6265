import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { DomainEvent } from './decider';
import { CommandPipeline, type CommandRequest, type CommandResult } from './handle-command';

/** The one command type on the @nestjs/cqrs bus: every aggregate's command travels inside it. */
export class ExecuteCommand<
  C = unknown,
  E extends DomainEvent = DomainEvent,
  S = unknown,
> extends Command<CommandResult> {
  constructor(readonly request: CommandRequest<C, E, S>) {
    super();
  }
}

/** Decides a command without appending: throws what executing it would throw. */
export class CheckCommand<C = unknown, E extends DomainEvent = DomainEvent, S = unknown> extends Command<void> {
  constructor(readonly request: CommandRequest<C, E, S>) {
    super();
  }
}

@CommandHandler(ExecuteCommand)
export class ExecuteCommandHandler implements ICommandHandler<ExecuteCommand> {
  constructor(private readonly pipeline: CommandPipeline) {}

  execute(command: ExecuteCommand): Promise<CommandResult> {
    return this.pipeline.handle(command.request);
  }
}

@CommandHandler(CheckCommand)
export class CheckCommandHandler implements ICommandHandler<CheckCommand> {
  constructor(private readonly pipeline: CommandPipeline) {}

  execute(command: CheckCommand): Promise<void> {
    return this.pipeline.check(command.request);
  }
}
