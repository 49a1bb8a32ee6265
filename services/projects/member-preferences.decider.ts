import { projectClosed, projectNotFound } from '../organisation/refusal';
import type { AggregateType, Decider } from '../platform/commands/decider';
import { DomainError } from '../platform/domain-error';
import type { AvoidEmails, MemberOptions, PreferencesEvent } from './member-preferences.events';

export const DEFAULT_MEMBER_OPTIONS: MemberOptions = { dailyReports: true, notificationSound: true };
export const DEFAULT_AVOID_EMAILS: AvoidEmails = { rdi: false, task: false, additional: false };

/**
 * A member's own choices in a project, in their own stream (`member-preferences-<project>:<user>`):
 * they change often and concern nobody else's writes. The handler reads whether the project
 * exists and is open; the actor says whether they belong to it.
 */
type About = { projectId: string; project: { closed: boolean } | null };

export type PreferencesCommand =
  | ({ type: 'SetMemberOptions' } & MemberOptions & About)
  | ({ type: 'SetMemberAvoidEmails' } & AvoidEmails & About);

/** Every command sets the whole choice, whatever it was: the decision needs no history. */
export type PreferencesState = Record<string, never>;

export const memberPreferencesDecider: Decider<PreferencesCommand, PreferencesEvent, PreferencesState> = {
  initialState: {},

  decide(command, _state, actor) {
    const { projectId, project } = command;
    // A project outside the actor's reach does not exist for them.
    if (!project || !actor.sees(projectId)) throw projectNotFound();
    if (project.closed) throw projectClosed();
    // Administrators see every project, but keep options only where they belong.
    if (!actor.projects.has(projectId)) {
      throw new DomainError('project.not_member', 'No perteneces a este proyecto.', 403);
    }
    const userId = actor.id;
    if (command.type === 'SetMemberOptions') {
      const { dailyReports, notificationSound } = command;
      return [{ type: 'ProjectMemberOptionsSet', data: { projectId, userId, dailyReports, notificationSound } }];
    }
    const { rdi, task, additional } = command;
    return [{ type: 'ProjectMemberAvoidEmailsSet', data: { projectId, userId, rdi, task, additional } }];
  },

  evolve: (state) => state,
};

export const memberPreferencesAggregate: AggregateType<PreferencesCommand, PreferencesEvent, PreferencesState> = {
  name: 'member-preferences',
  schemaVersions: {
    ProjectMemberOptionsSet: 1,
    ProjectMemberAvoidEmailsSet: 1,
  },
  decider: memberPreferencesDecider,
};
