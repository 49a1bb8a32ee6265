import { actor } from '../../test/support/actors';
import { deciderSpec } from '../../test/support/given-when-then';
import { memberPreferencesDecider } from './member-preferences.decider';

const given = deciderSpec(memberPreferencesDecider);
const open = { projectId: 'p1', project: { closed: false } };
const pedro = actor('pedro', { projects: { p1: ['view_rdi'] } });

describe("member preferences decider (a member's own choices in a project)", () => {
  it("keeps each member's own options and e-mail choices", () => {
    given([])
      .when({ type: 'SetMemberOptions', ...open, dailyReports: false, notificationSound: true }, pedro)
      .thenEvents([
        {
          type: 'ProjectMemberOptionsSet',
          data: { projectId: 'p1', userId: 'pedro', dailyReports: false, notificationSound: true },
        },
      ]);
    given([])
      .when({ type: 'SetMemberAvoidEmails', ...open, rdi: true, task: false, additional: true }, pedro)
      .thenEvents([
        {
          type: 'ProjectMemberAvoidEmailsSet',
          data: { projectId: 'p1', userId: 'pedro', rdi: true, task: false, additional: true },
        },
      ]);
  });

  it('is not for outsiders, nor for administrators who do not belong, nor in a closed project', () => {
    const avoid = { type: 'SetMemberAvoidEmails' as const, rdi: true, task: false, additional: false };
    given([])
      .when({ ...avoid, ...open }, actor('eva'))
      .thenThrows('El proyecto no existe.', 404);
    given([])
      .when({ ...avoid, ...open }, actor('root', { administrator: true }))
      .thenThrows('No perteneces a este proyecto.', 403);
    given([])
      .when({ ...avoid, projectId: 'p1', project: { closed: true } }, pedro)
      .thenThrows('El proyecto está cerrado.', 409);
    given([])
      .when({ ...avoid, projectId: 'p1', project: null }, pedro)
      .thenThrows('El proyecto no existe.', 404);
  });
});
