import { Query } from 'mingo';
import { EVERY_MEMBER } from '../../services/items/item-readers';
import { actor } from '../../test/support/actors';
import { taskReaders, visibleTasksFilter } from './task-listing.policy';

const task = (fields: { private: boolean; created_by: string; responsable: string; project_id?: string }) => ({
  project_id: 'p1',
  ...fields,
  readers: taskReaders(fields),
});

const member = (id: string) => actor(id, { projects: { p1: ['view_tasks_listing'] } });
const lists = (who: ReturnType<typeof actor>, doc: ReturnType<typeof task>) =>
  new Query(visibleTasksFilter(who, 'p1')).test(doc);

describe('who may list a task', () => {
  const open = task({ private: false, created_by: 'ana', responsable: 'beto' });
  const secret = task({ private: true, created_by: 'ana', responsable: 'beto' });

  it('lists a task that is not private to every member of its project', () => {
    expect(open.readers).toEqual([EVERY_MEMBER]);
    for (const id of ['ana', 'beto', 'carla']) expect(lists(member(id), open)).toBe(true);
  });

  it('lists a private task only to its creator and its responsible, administrators not excepted', () => {
    expect(lists(member('ana'), secret)).toBe(true);
    expect(lists(member('beto'), secret)).toBe(true);
    expect(lists(member('carla'), secret)).toBe(false);
    expect(lists(actor('root', { administrator: true }), secret)).toBe(false);
    expect(lists(actor('root', { administrator: true }), open)).toBe(true);
  });

  it('names a creator who is also the responsible once', () => {
    expect(taskReaders({ private: true, created_by: 'ana', responsable: 'ana' })).toEqual(['ana']);
  });

  it('lists nothing of another project, and to a non-member the project does not exist', () => {
    expect(lists(member('ana'), { ...open, project_id: 'p2' })).toBe(false);
    expect(() => visibleTasksFilter(actor('dora', { projects: { p2: [] } }), 'p1')).toThrow(
      expect.objectContaining({ status: 404 }),
    );
  });
});
