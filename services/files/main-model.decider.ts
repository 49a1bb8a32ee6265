import { openProjectRefusal, projectNotFound } from '../organisation/refusal';
import type { AggregateType, Decider } from '../platform/commands/decider';
import { DomainError } from '../platform/domain-error';
import type { MainModelEvent } from './main-model.events';

/** The model a project's dashboard and Planimetría open first (spec: project main file). */
type About = { projectId: string; project: { closed: boolean } | null };

export type MainModelCommand =
  | ({ type: 'SetMainModel'; fileId: string; file: { projectId: string; isModel: boolean } | null } & About)
  | ({ type: 'ClearMainModel' } & About);

export interface MainModelState {
  fileId: string | null;
}

export const mainModelDecider: Decider<MainModelCommand, MainModelEvent, MainModelState> = {
  initialState: { fileId: null },

  decide(command, state, actor) {
    const { projectId, project } = command;
    if (!project || !actor.sees(projectId)) throw projectNotFound();
    const refused = openProjectRefusal(actor, { projectId, closed: project.closed }, 'assign_main_model');
    if (refused) throw refused;
    if (command.type === 'ClearMainModel') {
      return state.fileId === null ? [] : [{ type: 'MainModelCleared', data: { projectId } }];
    }
    const { fileId, file } = command;
    if (!file || file.projectId !== projectId || !file.isModel) {
      throw new DomainError('file.not_a_model', 'El modelo no existe en este proyecto.', 404);
    }
    return state.fileId === fileId ? [] : [{ type: 'MainModelSet', data: { projectId, fileId } }];
  },

  evolve: (_state, event) => ({ fileId: event.type === 'MainModelSet' ? event.data.fileId : null }),
};

/** One stream per project (`main-model-<project>`): choosing the main model concerns nothing else. */
export const mainModelAggregate: AggregateType<MainModelCommand, MainModelEvent, MainModelState> = {
  name: 'main-model',
  schemaVersions: { MainModelSet: 1, MainModelCleared: 1 },
  decider: mainModelDecider,
};
