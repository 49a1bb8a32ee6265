import { stored } from '../../test/support/projection-spec';
import { ballTurns } from '../items/ball-in-court-rule';
import { taskBallInCourt } from './task.ball-in-court';
import { CLOSING_MESSAGE } from './task.events';

const OF = { taskId: 't1', projectId: 'p1' };
const at = (day: number, hour = 12) =>
  `2026-11-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00.000Z`;

const created = (fields: { responsibleId?: string; private?: boolean } = {}) =>
  stored('TaskCreated', { ...OF, createdBy: 'ana', responsibleId: 'beto', private: false, ...fields }, at(2), 'ana');
const interaction = (authorId: string, isResponse: boolean, day: number, message = 'Hola') =>
  stored(
    'TaskInteractionAdded',
    { ...OF, interactionId: `i${day}`, authorId, message, isResponse, fileIds: [] },
    at(day),
    authorId,
  );
const responsible = (responsibleId: string, day: number) =>
  stored('TaskResponsibleChanged', { ...OF, responsibleId, previousResponsibleId: 'beto' }, at(day), 'ana');
const closed = (day: number) => stored('TaskClosed', OF, at(day), 'ana');

const person = (id: string) => ({ user_id: id, job_type_id: null });

describe('a task’s ball: the person its waiting time counts for, while it is open', () => {
  it('is the responsible’s from creation, and nobody’s once it is finished', () => {
    expect(ballTurns(taskBallInCourt, [created(), interaction('beto', false, 3), closed(5)])).toEqual([
      { holder: person('beto'), from: at(2), to: at(5) },
    ]);
  });

  it('passes to the creator with an official response, and back with the creator’s next interaction', () => {
    const events = [
      created(),
      interaction('beto', true, 3),
      interaction('carla', false, 4),
      interaction('ana', false, 6),
    ];
    expect(ballTurns(taskBallInCourt, events)).toEqual([
      { holder: person('beto'), from: at(2), to: at(3) },
      { holder: person('ana'), from: at(3), to: at(6) },
      { holder: person('beto'), from: at(6), to: null },
    ]);
  });

  it('follows a new responsible while the responsible must act, not while the creator must', () => {
    expect(ballTurns(taskBallInCourt, [created(), responsible('carla', 3)])).toEqual([
      { holder: person('beto'), from: at(2), to: at(3) },
      { holder: person('carla'), from: at(3), to: null },
    ]);
    expect(ballTurns(taskBallInCourt, [created(), interaction('beto', true, 3), responsible('carla', 4)])).toEqual([
      { holder: person('beto'), from: at(2), to: at(3) },
      { holder: person('ana'), from: at(3), to: null },
    ]);
  });

  it('keeps one turn when the ball stays with the same person (the creator is the responsible)', () => {
    const events = [created({ responsibleId: 'ana' }), interaction('carla', true, 3), interaction('ana', false, 4)];
    expect(ballTurns(taskBallInCourt, events)).toEqual([{ holder: person('ana'), from: at(2), to: null }]);
  });

  it('does not move with the closing interaction, and ends with the task’s deletion', () => {
    expect(ballTurns(taskBallInCourt, [created(), interaction('beto', true, 3, CLOSING_MESSAGE), closed(3)])).toEqual([
      { holder: person('beto'), from: at(2), to: at(3) },
    ]);
    expect(ballTurns(taskBallInCourt, [created(), stored('TaskDeleted', OF, at(4), 'ana')])).toEqual([
      { holder: person('beto'), from: at(2), to: at(4) },
    ]);
  });

  it('names a private task’s two people as the only ones who may count its turns', () => {
    const fold = (events: ReturnType<typeof created>[]) =>
      events.reduce<ReturnType<typeof taskBallInCourt.evolve>>(taskBallInCourt.evolve, null);
    expect(taskBallInCourt.readers(fold([created({ private: true })])!)).toEqual(['ana', 'beto']);
    const madePublic = stored('TaskModified', { ...OF, changes: { private: false } }, at(3), 'ana');
    expect(taskBallInCourt.readers(fold([created({ private: true }), madePublic])!)).toEqual(['*']);
  });
});
