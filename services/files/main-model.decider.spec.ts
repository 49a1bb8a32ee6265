import { actor } from '../../test/support/actors';
import { deciderSpec } from '../../test/support/given-when-then';
import { mainModelDecider } from './main-model.decider';

const given = deciderSpec(mainModelDecider);
const open = { projectId: 'p1', project: { closed: false } };
const model = { projectId: 'p1', isModel: true };
const jefe = actor('jefe', { projects: { p1: ['assign_main_model'] } });
const set = { type: 'MainModelSet' as const, data: { projectId: 'p1', fileId: 'f1' } };

describe('main model decider (the model a project opens first)', () => {
  it('sets a model of the project as its main one, once', () => {
    given([])
      .when({ type: 'SetMainModel', ...open, fileId: 'f1', file: model }, jefe)
      .thenEvents([set]);
    given([set])
      .when({ type: 'SetMainModel', ...open, fileId: 'f1', file: model }, jefe)
      .thenEvents([]);
  });

  it('refuses what is not a model of this project', () => {
    const refused = 'El modelo no existe en este proyecto.';
    given([])
      .when({ type: 'SetMainModel', ...open, fileId: 'f9', file: null }, jefe)
      .thenThrows(refused, 404);
    given([])
      .when({ type: 'SetMainModel', ...open, fileId: 'f2', file: { projectId: 'p2', isModel: true } }, jefe)
      .thenThrows(refused, 404);
    given([])
      .when({ type: 'SetMainModel', ...open, fileId: 'f3', file: { projectId: 'p1', isModel: false } }, jefe)
      .thenThrows(refused, 404);
  });

  it('is for who may assign the main model, in an open project they see', () => {
    given([])
      .when({ type: 'SetMainModel', ...open, fileId: 'f1', file: model }, actor('pedro', { projects: { p1: [] } }))
      .thenThrows('No tienes permiso para asignar el modelo principal.', 403);
    given([])
      .when({ type: 'SetMainModel', ...open, fileId: 'f1', file: model }, actor('eva'))
      .thenThrows('El proyecto no existe.', 404);
    given([])
      .when({ type: 'ClearMainModel', projectId: 'p1', project: { closed: true } }, jefe)
      .thenThrows('El proyecto está cerrado.', 409);
  });

  it('clears the main model, when there is one', () => {
    given([set])
      .when({ type: 'ClearMainModel', ...open }, jefe)
      .thenEvents([{ type: 'MainModelCleared', data: { projectId: 'p1' } }]);
    given([])
      .when({ type: 'ClearMainModel', ...open }, jefe)
      .thenEvents([]);
  });
});
