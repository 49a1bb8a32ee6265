import type { CompanyEvent } from '../../services/companies/company.events';
import { PROJECT_MEMBERS, PROJECTS } from '../../services/contracts/collections';
import type { ProjectData } from '../../services/contracts/project';
import { CURRENCIES, PROJECT_TYPES } from '../../services/organisation/catalogs';
import { jobType } from '../../services/organisation/job-types';
import { isEventOf, type StoredEvent } from '../../services/platform/event-store/event-store.port';
import type { ReadStore } from '../../services/platform/read-store/read-store.port';
import { DEFAULT_AVOID_EMAILS, DEFAULT_MEMBER_OPTIONS } from '../../services/projects/member-preferences.decider';
import type { PreferencesEvent } from '../../services/projects/member-preferences.events';
import type { MembershipEvent } from '../../services/projects/membership.events';
import type { ProjectEvent, ProjectFields } from '../../services/projects/project.events';
import type { Projection } from '../runtime/projection';
import { USER_NAME_EVENTS, type UserNameEvent, userNames } from '../users/user-names';

// Named once in services/contracts, for the live gateway and the client too.
export { PROJECT_MEMBERS, PROJECTS };

/** A project as lists and details show it (spec section 3), with who belongs to it. */
export interface ProjectDocument extends ProjectData {
  _id: string;
  project_id: string;
  /** How many belong to it; who they are is in project_members. */
  members_count: number;
  [key: string]: unknown;
}

/** A user's place in a project: job type, capabilities and personal options. */
export interface ProjectMemberDocument {
  _id: string;
  project_id: string;
  user_id: string;
  /** The member's name, kept here so a project's users are listed by name a page at a time. */
  user_name: string;
  job_type_id: number;
  job: { id: number; name: string };
  capabilities: string[];
  useroptions: { daily_reports: boolean; notification_sound: boolean };
  avoid_emails: { rdi: boolean; task: boolean; additional: boolean };
  [key: string]: unknown;
}

/** The names members and closings show, and the companies projects show, kept from their events (not pushed). */
const names = userNames('projects_users');
const PROJECTS_COMPANIES = 'projects_companies';

interface CompanySummaryDocument {
  _id: string;
  name: string;
  logo: string | null;
  [key: string]: unknown;
}

export const projectMemberId = (projectId: string, userId: string) => `${projectId}:${userId}`;

const catalogName = (catalog: ReadonlyArray<{ id: number; name: string }>, id: number) =>
  catalog.find((entry) => entry.id === id)?.name ?? '';

/** The document fields that come straight from the project form. */
const formFields = (fields: ProjectFields) => ({
  internal_id: fields.internalId,
  company_id: fields.companyId,
  name: fields.name,
  description: fields.description,
  address: fields.address,
  geo: fields.geo,
  project_image: fields.image,
  project_type_id: fields.projectTypeId,
  type: { name: catalogName(PROJECT_TYPES, fields.projectTypeId) },
  specialties: fields.specialties.map((name) => ({ name, parent_id: null })),
  details: {
    contract_value: fields.contractValue,
    total_days: fields.totalDays,
    start_date: fields.startDate,
    currency: { id: fields.currencyId, name: catalogName(CURRENCIES, fields.currencyId) },
  },
});

async function companySummary(store: ReadStore, companyId: string) {
  const company = await store.collection<CompanySummaryDocument>(PROJECTS_COMPANIES).getShared(companyId);
  return { name: company?.name ?? '', logo: company?.logo ?? null };
}

/** Project events, its members' own streams, and the company and user events a project shows. */
type HandledEvent =
  | ProjectEvent
  | Exclude<MembershipEvent, { type: 'ProjectMemberImported' }>
  | PreferencesEvent
  | Extract<CompanyEvent, { type: 'CompanyCreated' | 'CompanyUpdated' }>
  | UserNameEvent;

const HANDLED: readonly HandledEvent['type'][] = [
  'ProjectCreated',
  'ProjectUpdated',
  'ProjectClosed',
  'ProjectReopened',
  'RdiCloseSystemChanged',
  'StatusBoardUpdated',
  'ProjectMemberAdded',
  'ProjectMemberJobChanged',
  'ProjectMemberCapabilitiesSet',
  'ProjectMemberRemoved',
  'ProjectMemberOptionsSet',
  'ProjectMemberAvoidEmailsSet',
  'CompanyCreated',
  'CompanyUpdated',
  ...USER_NAME_EVENTS,
];

/** The order of the users list (spec 2.10): by name, then id. */
export const MEMBERS_BY_NAME = { user_name: 1, user_id: 1 } as const;

export const projectsProjection: Projection = {
  name: 'projects',
  // 4: members carry their user's name, for the users list by name. 5: a project's version.
  // 6: user names and company summaries kept in its own collections.
  version: 6,
  collections: [PROJECTS, PROJECT_MEMBERS, names.collection, PROJECTS_COMPANIES],
  handles: HANDLED,

  async setup(store: ReadStore) {
    await store.collection(PROJECTS).ensureIndex(['company_id']);
    await store.collection(PROJECT_MEMBERS).ensureIndex(['user_id', 'project_id']);
    // The users list pages through a project's members by name: each project keeps that order.
    await store.collection(PROJECT_MEMBERS).ensureSortIndex(MEMBERS_BY_NAME, 'project_id');
  },

  async apply(event: StoredEvent, store: ReadStore) {
    if (!isEventOf<HandledEvent>(event, HANDLED)) return;
    const projects = store.collection<ProjectDocument>(PROJECTS);
    const members = store.collection<ProjectMemberDocument>(PROJECT_MEMBERS);
    switch (event.type) {
      case 'ProjectCreated': {
        const { projectId, rdiNewSystem, ...fields } = event.data;
        await projects.handOver({
          _id: projectId,
          id: projectId,
          project_id: projectId,
          ...formFields(fields),
          rdi_close_system: { new_system: rdiNewSystem },
          status_board: { status_board: '' },
          deleted_at: null,
          close_reason: null,
          status: null,
          company: await companySummary(store, fields.companyId),
          members_count: 0,
          created_at: event.metadata.occurredAt,
          version: event.revision,
        });
        return;
      }
      case 'ProjectUpdated': {
        const { projectId, ...fields } = event.data;
        await projects.update(projectId, {
          $set: {
            ...formFields(fields),
            company: await companySummary(store, fields.companyId),
            version: event.revision,
          },
        });
        return;
      }
      case 'ProjectClosed': {
        const { projectId, reason, closedBy } = event.data;
        await projects.update(projectId, {
          $set: {
            deleted_at: event.metadata.occurredAt,
            close_reason: reason,
            version: event.revision,
            status: { user: { id: closedBy, name: await names.name(store, closedBy) } },
          },
        });
        return;
      }
      case 'ProjectReopened':
        await projects.update(event.data.projectId, {
          $set: { deleted_at: null, close_reason: null, status: null, version: event.revision },
        });
        return;
      case 'RdiCloseSystemChanged':
        await projects.update(event.data.projectId, {
          $set: { 'rdi_close_system.new_system': event.data.newSystem, version: event.revision },
        });
        return;
      case 'StatusBoardUpdated':
        await projects.update(event.data.projectId, {
          $set: { 'status_board.status_board': event.data.statusBoard, version: event.revision },
        });
        return;
      case 'ProjectMemberAdded': {
        const { projectId, userId, jobTypeId, capabilities } = event.data;
        // A rename of anyone never a member touches no member entry.
        const userName = await names.mark(store, userId);
        await members.handOver({
          _id: projectMemberId(projectId, userId),
          project_id: projectId,
          user_id: userId,
          user_name: userName,
          job_type_id: jobTypeId,
          job: { id: jobTypeId, name: jobType(jobTypeId)?.name ?? '' },
          capabilities,
          useroptions: {
            daily_reports: DEFAULT_MEMBER_OPTIONS.dailyReports,
            notification_sound: DEFAULT_MEMBER_OPTIONS.notificationSound,
          },
          avoid_emails: { ...DEFAULT_AVOID_EMAILS },
        });
        await projects.update(projectId, { $inc: { members_count: 1 } });
        return;
      }
      case 'ProjectMemberJobChanged': {
        const { projectId, userId, jobTypeId } = event.data;
        await members.update(projectMemberId(projectId, userId), {
          $set: { job_type_id: jobTypeId, job: { id: jobTypeId, name: jobType(jobTypeId)?.name ?? '' } },
        });
        return;
      }
      case 'ProjectMemberCapabilitiesSet': {
        const { projectId, userId, capabilities } = event.data;
        await members.update(projectMemberId(projectId, userId), { $set: { capabilities } });
        return;
      }
      case 'ProjectMemberRemoved': {
        const { projectId, userId } = event.data;
        await members.delete(projectMemberId(projectId, userId));
        await projects.update(projectId, { $inc: { members_count: -1 } });
        return;
      }
      case 'ProjectMemberOptionsSet': {
        const { projectId, userId, dailyReports, notificationSound } = event.data;
        await members.update(projectMemberId(projectId, userId), {
          $set: { useroptions: { daily_reports: dailyReports, notification_sound: notificationSound } },
        });
        return;
      }
      case 'ProjectMemberAvoidEmailsSet': {
        const { projectId, userId, rdi, task, additional } = event.data;
        await members.update(projectMemberId(projectId, userId), { $set: { avoid_emails: { rdi, task, additional } } });
        return;
      }
      case 'UserCreated':
        await names.fold(event, store);
        return;
      case 'UserProfileUpdated': {
        if (!(await names.fold(event, store))) return;
        // Most profile edits keep the name: only a rename touches the member entries.
        const { userId, name } = event.data;
        // Two fields read, not the whole entry copied: most members' profile edits keep the name.
        for (const member of await members.find({ user_id: userId }, { projection: { _id: 1, user_name: 1 } })) {
          if (member.user_name !== name) await members.update(member._id, { $set: { user_name: name } });
        }
        return;
      }
      case 'CompanyCreated': {
        const { companyId, name, logo } = event.data;
        await store.collection<CompanySummaryDocument>(PROJECTS_COMPANIES).handOver({ _id: companyId, name, logo });
        return;
      }
      case 'CompanyUpdated': {
        const { companyId, name, logo } = event.data;
        await store.collection(PROJECTS_COMPANIES).update(companyId, { $set: { name, logo } });
        for (const project of await projects.find({ company_id: companyId }, { projection: { _id: 1 } })) {
          await projects.update(project._id, { $set: { company: { name, logo } } });
        }
        return;
      }
    }
  },
};
