import type { ProjectCapability } from '../organisation/capabilities';
import { jobType } from '../organisation/job-types';
import type { AggregateType, Decider } from '../platform/commands/decider';
import { DomainError } from '../platform/domain-error';

export interface ProjectFields {
  companyId: string;
  internalId: string;
  name: string;
  description: string;
  address: string;
  geo: { latitude: number; longitude: number } | null;
  /** Blob key of the project image, or null. */
  image: string | null;
  projectTypeId: number;
  specialties: string[];
  currencyId: number;
  contractValue: number;
  totalDays: number;
  /** Calendar date, YYYY-MM-DD. */
  startDate: string;
}

export interface MemberOptions {
  dailyReports: boolean;
  notificationSound: boolean;
}
export interface AvoidEmails {
  rdi: boolean;
  task: boolean;
  additional: boolean;
}

/** `today` is the calendar date in Chile, given by the handler from the Clock. */
export type ProjectCommand =
  | ({
      type: 'CreateProject';
      projectId: string;
      creatorId: string;
      creatorJobTypeId: number;
      jefeOtUserId: string | null;
      today: string;
    } & ProjectFields)
  | ({ type: 'UpdateProject'; today: string } & ProjectFields)
  | { type: 'CloseProject'; reason: string; closedBy: string }
  | { type: 'ReopenProject'; reason: string; reopenedBy: string }
  | { type: 'SetRdiCloseSystem'; newSystem: boolean }
  | { type: 'UpdateStatusBoard'; statusBoard: string }
  | { type: 'AddMember'; userId: string; jobTypeId: number }
  | { type: 'SetMemberJob'; userId: string; jobTypeId: number }
  | { type: 'SetMemberCapabilities'; userId: string; capabilities: ProjectCapability[] }
  | { type: 'RemoveMember'; userId: string }
  | ({ type: 'SetMemberOptions'; userId: string } & MemberOptions)
  | ({ type: 'SetMemberAvoidEmails'; userId: string } & AvoidEmails);

export type ProjectEvent =
  | { type: 'ProjectCreated'; data: { projectId: string; rdiNewSystem: boolean } & ProjectFields }
  | { type: 'ProjectUpdated'; data: { projectId: string } & ProjectFields }
  | { type: 'ProjectClosed'; data: { projectId: string; reason: string; closedBy: string } }
  | { type: 'ProjectReopened'; data: { projectId: string; reason: string; reopenedBy: string } }
  | { type: 'RdiCloseSystemChanged'; data: { projectId: string; newSystem: boolean } }
  | { type: 'StatusBoardUpdated'; data: { projectId: string; statusBoard: string } }
  | {
      type: 'ProjectMemberAdded';
      data: { projectId: string; userId: string; jobTypeId: number; capabilities: ProjectCapability[] };
    }
  | { type: 'ProjectMemberJobChanged'; data: { projectId: string; userId: string; jobTypeId: number } }
  | {
      type: 'ProjectMemberCapabilitiesSet';
      data: { projectId: string; userId: string; capabilities: ProjectCapability[] };
    }
  | { type: 'ProjectMemberRemoved'; data: { projectId: string; userId: string } }
  | { type: 'ProjectMemberOptionsSet'; data: { projectId: string; userId: string } & MemberOptions }
  | { type: 'ProjectMemberAvoidEmailsSet'; data: { projectId: string; userId: string } & AvoidEmails };

interface Member {
  jobTypeId: number;
  capabilities: readonly ProjectCapability[];
  options: MemberOptions;
  avoidEmails: AvoidEmails;
}

export type ProjectState =
  | { exists: false }
  | {
      exists: true;
      projectId: string;
      fields: ProjectFields;
      closed: boolean;
      rdiNewSystem: boolean;
      statusBoard: string;
      members: ReadonlyMap<string, Member>;
    };

export const DEFAULT_MEMBER_OPTIONS: MemberOptions = { dailyReports: true, notificationSound: true };
export const DEFAULT_AVOID_EMAILS: AvoidEmails = { rdi: false, task: false, additional: false };

const projectNotFound = () => new DomainError('project.not_found', 'El proyecto no existe.', 404);
const projectClosed = () => new DomainError('project.closed', 'El proyecto está cerrado.', 409);
const required = () => new DomainError('project.required', 'Campo requerido', 400);

type OpenProject = Extract<ProjectState, { exists: true }>;

function openProject(state: ProjectState): OpenProject {
  if (!state.exists) throw projectNotFound();
  if (state.closed) throw projectClosed();
  return state;
}

const NOT_MY_PROJECT = 'No perteneces a este proyecto.';
const NOT_THEIR_PROJECT = 'El usuario no pertenece a este proyecto.';

function memberOf(state: OpenProject, userId: string, message = NOT_MY_PROJECT): Member {
  const member = state.members.get(userId);
  if (!member) throw new DomainError('project.not_member', message, 403);
  return member;
}

/** Section 5 rules that need more than the shape of a field. */
function checkFields(fields: ProjectFields, today: string, previousStartDate?: string): void {
  const texts = [fields.companyId, fields.internalId, fields.name, fields.description, fields.address];
  if (texts.some((text) => !text.trim())) throw required();
  if (fields.contractValue < 0 || fields.totalDays < 0) {
    throw new DomainError('project.negative', 'El valor no puede ser menor que 0.', 400);
  }
  if (Math.round(fields.contractValue * 100) !== fields.contractValue * 100) {
    throw new DomainError('project.amount_format', 'El monto puede tener 2 decimales, formato XXXXXX.XX', 400);
  }
  // An edit that keeps the start date it had is not held to today: the project may have started.
  if (fields.startDate !== previousStartDate && fields.startDate < today) {
    throw new DomainError('project.start_date', 'La fecha de inicio no puede ser anterior a hoy.', 400);
  }
}

const memberAdded = (projectId: string, userId: string, jobTypeId: number): ProjectEvent => ({
  type: 'ProjectMemberAdded',
  data: { projectId, userId, jobTypeId, capabilities: [...(jobType(jobTypeId)?.default_capabilities ?? [])] },
});

function withMember(state: OpenProject, userId: string, change: (member: Member) => Member): ProjectState {
  const member = state.members.get(userId);
  return member ? { ...state, members: new Map(state.members).set(userId, change(member)) } : state;
}

/** Jefe OT, the contractor's lead (spec: job type 2). */
const JEFE_OT = 2;

export const projectDecider: Decider<ProjectCommand, ProjectEvent, ProjectState> = {
  initialState: { exists: false },

  decide(command, state) {
    switch (command.type) {
      case 'CreateProject': {
        if (state.exists) throw new DomainError('project.exists', 'El proyecto ya existe.', 409);
        const { type: _type, projectId, creatorId, creatorJobTypeId, jefeOtUserId, today, ...fields } = command;
        checkFields(fields, today);
        const events: ProjectEvent[] = [
          // Projects created from now on close RDI with the three-party approval (spec 1).
          { type: 'ProjectCreated', data: { projectId, ...fields, rdiNewSystem: true } },
          memberAdded(projectId, creatorId, creatorJobTypeId),
        ];
        if (jefeOtUserId && jefeOtUserId !== creatorId) events.push(memberAdded(projectId, jefeOtUserId, JEFE_OT));
        return events;
      }
      case 'UpdateProject': {
        const project = openProject(state);
        const { type: _type, today, ...fields } = command;
        checkFields(fields, today, project.fields.startDate);
        return [{ type: 'ProjectUpdated', data: { projectId: project.projectId, ...fields } }];
      }
      case 'CloseProject': {
        if (!state.exists) throw projectNotFound();
        if (state.closed) throw new DomainError('project.already_closed', 'El proyecto ya está cerrado.', 409);
        if (!command.reason.trim()) throw required();
        return [
          {
            type: 'ProjectClosed',
            data: { projectId: state.projectId, reason: command.reason.trim(), closedBy: command.closedBy },
          },
        ];
      }
      case 'ReopenProject': {
        if (!state.exists) throw projectNotFound();
        if (!state.closed) throw new DomainError('project.already_open', 'El proyecto ya está abierto.', 409);
        if (!command.reason.trim()) throw required();
        return [
          {
            type: 'ProjectReopened',
            data: { projectId: state.projectId, reason: command.reason.trim(), reopenedBy: command.reopenedBy },
          },
        ];
      }
      case 'SetRdiCloseSystem': {
        const project = openProject(state);
        if (project.rdiNewSystem === command.newSystem) return [];
        return [
          { type: 'RdiCloseSystemChanged', data: { projectId: project.projectId, newSystem: command.newSystem } },
        ];
      }
      case 'UpdateStatusBoard': {
        const project = openProject(state);
        return [
          { type: 'StatusBoardUpdated', data: { projectId: project.projectId, statusBoard: command.statusBoard } },
        ];
      }
      case 'AddMember': {
        const project = openProject(state);
        if (project.members.has(command.userId)) return [];
        if (!jobType(command.jobTypeId)) throw new DomainError('project.job_type', 'Tipo de cargo no válido', 400);
        return [memberAdded(project.projectId, command.userId, command.jobTypeId)];
      }
      case 'SetMemberJob': {
        const project = openProject(state);
        const member = memberOf(project, command.userId, NOT_THEIR_PROJECT);
        if (!jobType(command.jobTypeId)) throw new DomainError('project.job_type', 'Tipo de cargo no válido', 400);
        if (member.jobTypeId === command.jobTypeId) return [];
        const { userId, jobTypeId } = command;
        return [{ type: 'ProjectMemberJobChanged', data: { projectId: project.projectId, userId, jobTypeId } }];
      }
      case 'SetMemberCapabilities': {
        const project = openProject(state);
        const member = memberOf(project, command.userId, NOT_THEIR_PROJECT);
        const same =
          member.capabilities.length === command.capabilities.length &&
          command.capabilities.every((capability) => member.capabilities.includes(capability));
        if (same) return [];
        const { userId, capabilities } = command;
        return [{ type: 'ProjectMemberCapabilitiesSet', data: { projectId: project.projectId, userId, capabilities } }];
      }
      case 'RemoveMember': {
        const project = openProject(state);
        if (!project.members.has(command.userId)) return [];
        return [{ type: 'ProjectMemberRemoved', data: { projectId: project.projectId, userId: command.userId } }];
      }
      case 'SetMemberOptions': {
        const project = openProject(state);
        memberOf(project, command.userId);
        const { userId, dailyReports, notificationSound } = command;
        return [
          {
            type: 'ProjectMemberOptionsSet',
            data: { projectId: project.projectId, userId, dailyReports, notificationSound },
          },
        ];
      }
      case 'SetMemberAvoidEmails': {
        const project = openProject(state);
        memberOf(project, command.userId);
        const { userId, rdi, task, additional } = command;
        return [
          {
            type: 'ProjectMemberAvoidEmailsSet',
            data: { projectId: project.projectId, userId, rdi, task, additional },
          },
        ];
      }
    }
  },

  evolve(state, event) {
    if (event.type === 'ProjectCreated') {
      const { projectId, rdiNewSystem, ...fields } = event.data;
      return { exists: true, projectId, fields, closed: false, rdiNewSystem, statusBoard: '', members: new Map() };
    }
    if (!state.exists) return state;
    switch (event.type) {
      case 'ProjectUpdated': {
        const { projectId: _projectId, ...fields } = event.data;
        return { ...state, fields };
      }
      case 'ProjectClosed':
        return { ...state, closed: true };
      case 'ProjectReopened':
        return { ...state, closed: false };
      case 'RdiCloseSystemChanged':
        return { ...state, rdiNewSystem: event.data.newSystem };
      case 'StatusBoardUpdated':
        return { ...state, statusBoard: event.data.statusBoard };
      case 'ProjectMemberAdded': {
        const { userId, jobTypeId, capabilities } = event.data;
        const member: Member = {
          jobTypeId,
          capabilities,
          options: DEFAULT_MEMBER_OPTIONS,
          avoidEmails: DEFAULT_AVOID_EMAILS,
        };
        return { ...state, members: new Map(state.members).set(userId, member) };
      }
      case 'ProjectMemberJobChanged':
        return withMember(state, event.data.userId, (member) => ({ ...member, jobTypeId: event.data.jobTypeId }));
      case 'ProjectMemberCapabilitiesSet':
        return withMember(state, event.data.userId, (member) => ({ ...member, capabilities: event.data.capabilities }));
      case 'ProjectMemberRemoved': {
        const members = new Map(state.members);
        members.delete(event.data.userId);
        return { ...state, members };
      }
      case 'ProjectMemberOptionsSet': {
        const { dailyReports, notificationSound } = event.data;
        return withMember(state, event.data.userId, (member) => ({
          ...member,
          options: { dailyReports, notificationSound },
        }));
      }
      case 'ProjectMemberAvoidEmailsSet': {
        const { rdi, task, additional } = event.data;
        return withMember(state, event.data.userId, (member) => ({
          ...member,
          avoidEmails: { rdi, task, additional },
        }));
      }
    }
  },
};

export const projectAggregate: AggregateType<ProjectCommand, ProjectEvent, ProjectState> = {
  name: 'project',
  schemaVersions: {
    ProjectCreated: 1,
    ProjectUpdated: 1,
    ProjectClosed: 1,
    ProjectReopened: 1,
    RdiCloseSystemChanged: 1,
    StatusBoardUpdated: 1,
    ProjectMemberAdded: 1,
    ProjectMemberJobChanged: 1,
    ProjectMemberCapabilitiesSet: 1,
    ProjectMemberRemoved: 1,
    ProjectMemberOptionsSet: 1,
    ProjectMemberAvoidEmailsSet: 1,
  },
  decider: projectDecider,
};
