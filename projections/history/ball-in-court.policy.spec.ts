import { actor } from '../../test/support/actors';
import { ballTotalsKeys, visibleBallTotalsKeys } from './ball-in-court.policy';

describe('who may read a project’s totals of turns', () => {
  it('keeps a module’s audience under one key, a private task’s under each of its two people', () => {
    expect(ballTotalsKeys({ project_id: 'p1', module: 'rdi', readers: ['*'] })).toEqual(['p1:rdi:*']);
    expect(ballTotalsKeys({ project_id: 'p1', module: 'tasks', readers: ['ana', 'beto'] })).toEqual([
      'p1:tasks:ana',
      'p1:tasks:beto',
    ]);
  });

  it('reads each module for its readers (RDI: view_rdi, Adicionales: view_additionals) and one’s own private tasks', () => {
    const member = actor('omar', { projects: { p1: ['view_rdi'] } });
    expect(visibleBallTotalsKeys(member, 'p1')).toEqual(['p1:tasks:*', 'p1:tasks:omar', 'p1:rdi:*', 'p1:rdi:omar']);
    const both = actor('eva', { projects: { p1: ['view_rdi', 'view_additionals'] } });
    expect(visibleBallTotalsKeys(both, 'p1')).toContain('p1:additionals:*');
  });

  it('answers 404 for a project the actor does not see', () => {
    expect(() => visibleBallTotalsKeys(actor('sara'), 'p1')).toThrow(expect.objectContaining({ status: 404 }));
  });
});
