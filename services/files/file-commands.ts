import { Injectable } from '@nestjs/common';
import { AggregateCommands } from '../platform/commands/aggregate-commands';
import { CommandPipeline } from '../platform/commands/handle-command';
import { type FileCommand, type FileState, fileAggregate } from './file.decider';
import type { FileEvent } from './file.events';
import { type MainModelCommand, type MainModelState, mainModelAggregate } from './main-model.decider';
import type { MainModelEvent } from './main-model.events';

/** The file decider's door: uploads, removals and model translations. */
@Injectable()
export class FileCommands extends AggregateCommands<FileCommand, FileEvent, FileState> {
  constructor(pipeline: CommandPipeline) {
    super(pipeline, fileAggregate);
  }
}

/** The main model decider's door: a project's main BIM model. */
@Injectable()
export class MainModelCommands extends AggregateCommands<MainModelCommand, MainModelEvent, MainModelState> {
  constructor(pipeline: CommandPipeline) {
    super(pipeline, mainModelAggregate);
  }
}
