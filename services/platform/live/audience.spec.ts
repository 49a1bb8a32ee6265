import { mayHear } from './audience';

const ana = { userId: 'ana', projectIds: new Set(['p1']) };

describe('who hears of a read-model change', () => {
  it('sends a project document to the members of that project only', () => {
    const change = {
      collection: 'tasks',
      id: 't1',
      operation: 'upsert' as const,
      doc: { _id: 't1', project_id: 'p1' },
    };
    expect(mayHear(ana, change)).toBe(true);
    expect(mayHear({ userId: 'bob', projectIds: new Set(['p2']) }, change)).toBe(false);
  });

  it('keeps a private item from members who may not see it', () => {
    const doc = { _id: 't2', project_id: 'p1', visible_to: ['bob'] };
    expect(mayHear(ana, { collection: 'tasks', id: 't2', operation: 'upsert', doc })).toBe(false);
  });

  it('sends a user document to that user and to whoever shares a project with them', () => {
    const change = { collection: 'users', id: 'ana', operation: 'upsert' as const, doc: { _id: 'ana' } };
    const anasProjects = new Set(['p1']);
    expect(mayHear(ana, change, anasProjects)).toBe(true);
    expect(mayHear({ userId: 'bob', projectIds: new Set(['p1', 'p3']) }, change, anasProjects)).toBe(true);
    expect(mayHear({ userId: 'eva', projectIds: new Set(['p2']) }, change, anasProjects)).toBe(false);
    expect(mayHear({ userId: 'bob', projectIds: new Set(['p1']) }, change)).toBe(false);
  });

  it('says nothing of a change it cannot place', () => {
    expect(mayHear(ana, { collection: 'tasks', id: 'x', operation: 'delete' })).toBe(false);
    expect(mayHear(ana, { collection: 'misc', id: 'x', operation: 'upsert', doc: { _id: 'x' } })).toBe(false);
  });
});
