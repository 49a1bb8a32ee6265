import { TASK_DETAILS } from '../../projections/tasks/task-details.projection';
import { actor } from '../../test/support/actors';
import { COMPANIES, PROJECTS, USERS } from '../contracts/collections';
import { items } from '../manifests';
import { MemoryReadStore } from '../platform/read-store/memory-read-store';
import { readableHistoryItem } from './history-item';

const store = async () => {
  const reads = new MemoryReadStore();
  await reads.collection(PROJECTS).upsert({ _id: 'p1', id: 'p1', company_id: 'c1' });
  await reads.collection(USERS).upsert({ _id: 'ana', id: 'ana' });
  await reads.collection(COMPANIES).upsert({ _id: 'c1', id: 'c1' });
  const task = { project_id: 'p1', created_by: 'ana', responsable: 'rita', participants: [] };
  await reads.collection(TASK_DETAILS).upsert({ _id: 't1', id: 't1', ...task, private: false });
  await reads.collection(TASK_DETAILS).upsert({ _id: 't2', id: 't2', ...task, private: true });
  return reads;
};

const member = (id: string) => actor(id, { projects: { p1: ['interact_tasks'] } });
const notFound = { status: 404, code: 'history.not_found' };

describe('which items a history call may read', () => {
  it('names the stream and the project of an item its detail would show', async () => {
    await expect(readableHistoryItem(items, await store(), member('omar'), 'task', 't1')).resolves.toEqual({
      type: 'task',
      id: 't1',
      stream: 'task-t1',
      projectId: 'p1',
    });
    await expect(readableHistoryItem(items, await store(), member('omar'), 'project', 'p1')).resolves.toMatchObject({
      stream: 'project-p1',
    });
  });

  it('answers 404 for a private task to anyone but its creator and responsible, and for another project', async () => {
    const reads = await store();
    await expect(readableHistoryItem(items, reads, member('omar'), 'task', 't2')).rejects.toMatchObject(notFound);
    await expect(readableHistoryItem(items, reads, member('rita'), 'task', 't2')).resolves.toMatchObject({ id: 't2' });
    await expect(readableHistoryItem(items, reads, actor('sara'), 'project', 'p1')).rejects.toMatchObject(notFound);
    await expect(readableHistoryItem(items, reads, member('omar'), 'task', 'nope')).rejects.toMatchObject(notFound);
  });

  it('shows a user’s history to administrators and to the user, and a company’s to its editors', async () => {
    const reads = await store();
    await expect(readableHistoryItem(items, reads, member('ana'), 'user', 'ana')).resolves.toMatchObject({
      stream: 'user-ana',
    });
    await expect(
      readableHistoryItem(items, reads, actor('root', { administrator: true }), 'user', 'ana'),
    ).resolves.toBeTruthy();
    await expect(readableHistoryItem(items, reads, member('omar'), 'user', 'ana')).rejects.toMatchObject(notFound);
    const editor = actor('eva', { companies: { c1: ['edit_company'] } });
    await expect(readableHistoryItem(items, reads, editor, 'company', 'c1')).resolves.toMatchObject({
      projectId: null,
    });
    await expect(
      readableHistoryItem(items, reads, actor('eva', { companies: { c1: [] } }), 'company', 'c1'),
    ).rejects.toMatchObject(notFound);
  });
});
