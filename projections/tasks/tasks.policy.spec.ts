import { actor } from '../../test/support/actors';
import { mayAttachToTask, mayReadTask } from './tasks.policy';

const task = { project_id: 'p1', private: false, created_by: 'ana', responsable: 'rita', participants: ['pablo'] };
const member = (id: string, capabilities: Parameters<typeof actor>[1] = { projects: { p1: ['interact_tasks'] } }) =>
  actor(id, capabilities);

describe('task read policy', () => {
  it('lets the members of the project read an open task, and nobody else', () => {
    expect(mayReadTask(member('omar'), task)).toBe(true);
    expect(mayReadTask(actor('sara', { projects: { p2: ['interact_tasks'] } }), task)).toBe(false);
  });

  it('lets only the creator and the responsible read a private task, administrators included', () => {
    const hidden = { ...task, private: true };
    expect(mayReadTask(member('ana'), hidden)).toBe(true);
    expect(mayReadTask(member('rita'), hidden)).toBe(true);
    expect(mayReadTask(member('pablo'), hidden)).toBe(false);
    expect(mayReadTask(actor('root', { administrator: true }), hidden)).toBe(false);
  });

  it('takes files from whoever may interact: a participant, or anyone with interact_tasks_others', () => {
    expect(mayAttachToTask(member('pablo'), task)).toBe(true);
    expect(mayAttachToTask(member('omar'), task)).toBe(false);
    expect(
      mayAttachToTask(member('omar', { projects: { p1: ['interact_tasks', 'interact_tasks_others'] } }), task),
    ).toBe(true);
  });
});
