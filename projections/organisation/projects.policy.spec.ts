import { MemoryReadStore } from '../../services/platform/read-store/memory-read-store';
import { actor } from '../../test/support/actors';
import { mayReadProject, projectsOfUserVisibleTo, readableProject, readableProjectShared } from './projects.policy';
import { PROJECTS } from './projects.projection';

const member = actor('ana', { projects: { p1: ['view_rdi'] } });
const outsider = actor('bob', { projects: { p2: [] } });
const administrator = actor('root', { administrator: true });

describe('who reads a project', () => {
  it('is its members and the administrators', () => {
    expect(mayReadProject(member, { _id: 'p1' })).toBe(true);
    expect(mayReadProject(administrator, { _id: 'p1' })).toBe(true);
    expect(mayReadProject(outsider, { _id: 'p1' })).toBe(false);
  });

  it.each([
    ['copied', readableProject],
    ['shared', readableProjectShared],
  ])('answers a project outside the actor’s reach as one that does not exist (%s)', async (_, read) => {
    const store = new MemoryReadStore();
    await store.collection(PROJECTS).upsert({ _id: 'p1', name: 'Los Aromos' });
    await expect(read(store, member, 'p1')).resolves.toMatchObject({ name: 'Los Aromos' });
    await expect(read(store, outsider, 'p1')).rejects.toThrow('El proyecto no existe.');
    await expect(read(store, member, 'p9')).rejects.toThrow('El proyecto no existe.');
  });

  it("shows another user's projects to them, to administrators, and by company to holders of set_user_projects", () => {
    const projects = [
      { id: 'p1', company_id: 'c1' },
      { id: 'p2', company_id: 'c2' },
    ];
    expect(projectsOfUserVisibleTo(member, 'ana', projects)).toEqual(projects);
    expect(projectsOfUserVisibleTo(administrator, 'ana', projects)).toEqual(projects);
    const manager = actor('carla', { companies: { c2: ['set_user_projects'], c1: [] } });
    expect(projectsOfUserVisibleTo(manager, 'ana', projects)).toEqual([projects[1]]);
    expect(projectsOfUserVisibleTo(outsider, 'ana', projects)).toBeNull();
  });
});
