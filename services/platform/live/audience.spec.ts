import { actor, projectMember } from '../../../test/support/actors';
import { type ChangeBatch, mayHear, messageFor, requestCommandId } from './audience';

/** A listener who is a member, without capabilities, of these projects. */
const memberOf = (id: string, projectIds: string[]) =>
  actor(id, { projects: Object.fromEntries(projectIds.map((projectId) => [projectId, []])) });
const ana = memberOf('ana', ['p1']);

describe('who hears of a read-model change', () => {
  it('sends a project document to the members of that project only', () => {
    const change = {
      collection: 'project_members',
      id: 'p1:eva',
      operation: 'upsert' as const,
      doc: { _id: 'p1:eva', project_id: 'p1', user_id: 'eva' },
    };
    expect(mayHear(ana, change)).toBe(true);
    expect(mayHear(memberOf('bob', ['p2']), change)).toBe(false);
  });

  it('keeps a private item from members who may not see it', () => {
    const doc = { _id: 'p1', project_id: 'p1', visible_to: ['bob'] };
    expect(mayHear(ana, { collection: 'projects', id: 'p1', operation: 'upsert', doc })).toBe(false);
  });

  it('keeps a document some roles of its project read (a Libro de Obra) from the other members', () => {
    const doc = { _id: 'e1', project_id: 'p1', heard_by: { job_types: [2, 9], capability: 'manage_site_book' } };
    const change = { collection: 'site_book_entries', id: 'e1', operation: 'upsert' as const, doc };
    expect(mayHear(projectMember('jefe', 2, []), change)).toBe(true);
    expect(mayHear(projectMember('ito', 4, ['manage_site_book']), change)).toBe(true);
    expect(mayHear(projectMember('terreno', 3, []), change)).toBe(false);
    expect(mayHear(projectMember('jefe', 2, [], 'p2'), change)).toBe(false);
  });

  it('sends a user document to that user and to whoever shares a project with them', () => {
    const change = { collection: 'users', id: 'ana', operation: 'upsert' as const, doc: { _id: 'ana' } };
    const anasProjects = new Set(['p1']);
    expect(mayHear(ana, change, anasProjects)).toBe(true);
    expect(mayHear(memberOf('bob', ['p1', 'p3']), change, anasProjects)).toBe(true);
    expect(mayHear(memberOf('eva', ['p2']), change, anasProjects)).toBe(false);
    expect(mayHear(memberOf('bob', ['p1']), change)).toBe(false);
  });

  it('says nothing of a change it cannot place', () => {
    expect(mayHear(ana, { collection: 'projects', id: 'x', operation: 'delete' })).toBe(false);
    expect(mayHear(ana, { collection: 'projects', id: 'x', operation: 'upsert', doc: { _id: 'x' } })).toBe(false);
    const misc = { _id: 'x', project_id: 'p1' };
    expect(mayHear(ana, { collection: 'misc', id: 'x', operation: 'upsert', doc: misc })).toBe(false);
  });

  it('never tells of credentials or tokens, not even their own user', () => {
    const doc = { _id: 'hash', user_id: 'ana' };
    expect(mayHear(ana, { collection: 'password_tokens', id: 'hash', operation: 'upsert', doc })).toBe(false);
    expect(mayHear(ana, { collection: 'user_credentials', id: 'ana', operation: 'upsert', doc })).toBe(false);
  });
});

describe('the one message a listener gets for a command', () => {
  const project = { _id: 'p1', project_id: 'p1' };
  const member = { _id: 'p1:ana', project_id: 'p1', user_id: 'ana' };
  const batch: ChangeBatch = {
    commandId: 'cmd-1',
    changes: [
      { change: { collection: 'projects', id: 'p1', operation: 'upsert', doc: project } },
      { change: { collection: 'project_members', id: 'p1:ana', operation: 'upsert', doc: member } },
      { change: { collection: 'projects', id: 'p1', operation: 'upsert', doc: { ...project, name: 'otra' } } },
      { change: { collection: 'projects', id: 'p2', operation: 'upsert', doc: { _id: 'p2', project_id: 'p2' } } },
    ],
  };

  it('names the command and every document it heard of once, with its project and user', () => {
    expect(messageFor(ana, batch)).toEqual({
      type: 'changes',
      command_id: 'cmd-1',
      changes: [
        { kind: 'project', id: 'p1', project_id: 'p1' },
        { kind: 'project_member', id: 'p1:ana', project_id: 'p1', user_id: 'ana' },
      ],
    });
  });

  it('sends nothing to a listener who may hear none of the changes', () => {
    expect(messageFor(memberOf('eva', ['p3']), batch)).toBeNull();
  });

  it('leaves out the command when the read store did not know it', () => {
    const change = { collection: 'projects', id: 'p1', operation: 'upsert' as const, doc: project };
    expect(messageFor(ana, { changes: [{ change }] })).toEqual({
      type: 'changes',
      changes: [{ kind: 'project', id: 'p1', project_id: 'p1' }],
    });
  });

  it("names an item's change once by its kind, whichever of its collections changed", () => {
    const task = { _id: 't1', project_id: 'p1' };
    const both = {
      changes: [
        { change: { collection: 'tasks', id: 't1', operation: 'upsert' as const, doc: task } },
        { change: { collection: 'task_details', id: 't1', operation: 'upsert' as const, doc: task } },
      ],
    };
    expect(messageFor(ana, both)).toEqual({ type: 'changes', changes: [{ kind: 'task', id: 't1', project_id: 'p1' }] });
  });

  it('decides on the last state of a document the command changed twice', () => {
    const hidden = { ...project, visible_to: ['bob'] };
    const change = { collection: 'projects', id: 'p1', operation: 'upsert' as const };
    const twice = { changes: [{ change: { ...change, doc: project } }, { change: { ...change, doc: hidden } }] };
    expect(messageFor(ana, twice)).toBeNull();
  });
});

describe('the command a change is told under', () => {
  it('is the request the client sent, also for the commands that request ran', () => {
    expect(requestCommandId('4f1c2a9e-0b7d-4c51-9a43-2e8f6d1b7c30')).toBe('4f1c2a9e-0b7d-4c51-9a43-2e8f6d1b7c30');
    expect(requestCommandId('4f1c2a9e-0b7d:demo-aromos')).toBe('4f1c2a9e-0b7d');
    expect(requestCommandId('4f1c2a9e-0b7d:email')).toBe('4f1c2a9e-0b7d');
  });
});
