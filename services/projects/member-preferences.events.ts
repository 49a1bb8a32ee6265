import type { MemberKey } from './membership.events';

/**
 * A member's own choices in a project, one stream per member (`member-preferences-<project>:<user>`):
 * the contract between the preferences decider and the read models.
 */

export interface MemberOptions {
  dailyReports: boolean;
  notificationSound: boolean;
}
export interface AvoidEmails {
  rdi: boolean;
  task: boolean;
  additional: boolean;
}

export type PreferencesEvent =
  | { type: 'ProjectMemberOptionsSet'; data: MemberKey & MemberOptions }
  | { type: 'ProjectMemberAvoidEmailsSet'; data: MemberKey & AvoidEmails };
