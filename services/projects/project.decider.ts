import type { CompanyCapability } from '../contracts/capabilities';
import { openProjectRefusal, projectClosed, projectNotFound, refusal } from '../organisation/refusal';
import { isCalendarDay } from '../platform/clock/calendar';
import type { Actor } from '../platform/commands/actor';
import type { AggregateType, Decider } from '../platform/commands/decider';
import { touchedValues, withChanges } from '../platform/commands/partial-edit';
import { DomainError, invalidValue } from '../platform/domain-error';
import type { ProjectEvent, ProjectFields } from './project.events';

/**
 * `today` is the calendar date in Chile, given by the handler from the Clock. Who creates, closes
 * or reopens a project is the actor of the command. Who belongs to it is kept apart, one stream
 * per member (membership.decider.ts, member-preferences.decider.ts).
 */
export type ProjectCommand =
  | ({ type: 'CreateProject'; projectId: string; today: string } & ProjectFields)
  /** An edit: the fields the person touched; the others stay as they are. */
  | ({ type: 'UpdateProject'; today: string } & Partial<ProjectFields>)
  | { type: 'CloseProject'; reason: string }
  | { type: 'ReopenProject'; reason: string }
  | { type: 'SetRdiCloseSystem'; newSystem: boolean }
  | { type: 'UpdateStatusBoard'; statusBoard: string };

export type ProjectState =
  | { exists: false }
  | {
      exists: true;
      projectId: string;
      fields: ProjectFields;
      closed: boolean;
      rdiNewSystem: boolean;
      statusBoard: string;
    };

type OpenProject = Extract<ProjectState, { exists: true }>;

function openProject(state: ProjectState): OpenProject {
  if (!state.exists) throw projectNotFound();
  if (state.closed) throw projectClosed();
  return state;
}

/** A project outside the actor's reach does not exist for them (docs/decisions.md). */
function visibleProject(state: ProjectState, actor: Actor): OpenProject {
  const project = openProject(state);
  if (!actor.sees(project.projectId)) throw projectNotFound();
  return project;
}

/** Company capabilities are held in the company that owns the project. */
function requireInCompany(actor: Actor, capability: CompanyCapability, companyId: string): void {
  if (!actor.canInCompany(capability, companyId)) throw refusal(capability);
}

/**
 * The ranges of a project's numbers and start date (docs/decisions.md, "Valores en la entrada"):
 * a contract value's cents stay a safe integer, a term fits a century.
 */
export const PROJECT_LIMITS = { contractValue: 90_000_000_000_000, totalDays: 36_500 } as const;

export const PROJECT_MESSAGES = {
  negative: 'El valor no puede ser menor que 0.',
  amountFormat: 'El monto puede tener 2 decimales, formato XXXXXX.XX',
  amountTooLarge: 'El monto es demasiado grande.',
  wholeDays: 'El plazo debe ser un número entero de días',
  tooManyDays: 'El plazo puede ser de hasta 36.500 días (100 años).',
  startDate: 'La fecha de inicio debe ser una fecha AAAA-MM-DD entre 1900 y 2200.',
  startBeforeToday: 'La fecha de inicio no puede ser anterior a hoy.',
} as const;

const invalid = (field: string, message: string) => invalidValue(`project.${field}`, message, field);

/** Section 5 rules that need more than the shape of a field, each refusal naming its field. */
function checkFields(fields: ProjectFields, today: string, previousStartDate?: string): void {
  const texts = {
    company_id: fields.companyId,
    internal_id: fields.internalId,
    name: fields.name,
    description: fields.description,
    address: fields.address,
  };
  const blank = Object.entries(texts).find(([, text]) => !text.trim());
  if (blank) throw invalidValue('project.required', 'Campo requerido', blank[0]);
  const { contractValue, totalDays } = fields;
  if (!Number.isFinite(contractValue) || contractValue < 0) throw invalid('contract_value', PROJECT_MESSAGES.negative);
  if (contractValue > PROJECT_LIMITS.contractValue) throw invalid('contract_value', PROJECT_MESSAGES.amountTooLarge);
  if (Math.round(contractValue * 100) !== contractValue * 100) {
    throw invalid('contract_value', PROJECT_MESSAGES.amountFormat);
  }
  if (!Number.isInteger(totalDays)) throw invalid('total_days', PROJECT_MESSAGES.wholeDays);
  if (totalDays < 0) throw invalid('total_days', PROJECT_MESSAGES.negative);
  if (totalDays > PROJECT_LIMITS.totalDays) throw invalid('total_days', PROJECT_MESSAGES.tooManyDays);
  if (!isCalendarDay(fields.startDate)) throw invalid('start_date', PROJECT_MESSAGES.startDate);
  // An edit that keeps the start date it had is not held to today: the project may have started.
  if (fields.startDate !== previousStartDate && fields.startDate < today) {
    throw invalid('start_date', PROJECT_MESSAGES.startBeforeToday);
  }
}

export const projectDecider: Decider<ProjectCommand, ProjectEvent, ProjectState> = {
  initialState: { exists: false },

  decide(command, state, actor) {
    switch (command.type) {
      case 'CreateProject': {
        requireInCompany(actor, 'create_project', command.companyId);
        if (state.exists) throw new DomainError('project.exists', 'El proyecto ya existe.', 409);
        const { type: _type, projectId, today, ...fields } = command;
        checkFields(fields, today);
        // Projects created from now on close RDI with the three-party approval (spec 1). Its first
        // members join through their own streams (membership.decider.ts).
        return [{ type: 'ProjectCreated', data: { projectId, ...fields, rdiNewSystem: true } }];
      }
      case 'UpdateProject': {
        const project = openProject(state);
        requireInCompany(actor, 'edit_project', project.fields.companyId);
        const { type: _type, today, ...changes } = command;
        const fields = withChanges(project.fields, changes);
        // Moving a project to another company needs the right to create projects there.
        if (fields.companyId !== project.fields.companyId) requireInCompany(actor, 'create_project', fields.companyId);
        checkFields(fields, today, project.fields.startDate);
        return [{ type: 'ProjectUpdated', data: { projectId: project.projectId, ...fields } }];
      }
      case 'CloseProject': {
        if (!state.exists) throw projectNotFound();
        requireInCompany(actor, 'status_project', state.fields.companyId);
        if (state.closed) throw new DomainError('project.already_closed', 'El proyecto ya está cerrado.', 409);
        if (!command.reason.trim()) throw invalidValue('project.required', 'Campo requerido', 'reason');
        return [
          {
            type: 'ProjectClosed',
            data: { projectId: state.projectId, reason: command.reason.trim(), closedBy: actor.id },
          },
        ];
      }
      case 'ReopenProject': {
        if (!state.exists) throw projectNotFound();
        requireInCompany(actor, 'status_project', state.fields.companyId);
        if (!state.closed) throw new DomainError('project.already_open', 'El proyecto ya está abierto.', 409);
        if (!command.reason.trim()) throw invalidValue('project.required', 'Campo requerido', 'reason');
        return [
          {
            type: 'ProjectReopened',
            data: { projectId: state.projectId, reason: command.reason.trim(), reopenedBy: actor.id },
          },
        ];
      }
      case 'SetRdiCloseSystem': {
        const project = openProject(state);
        requireInCompany(actor, 'edit_project', project.fields.companyId);
        if (project.rdiNewSystem === command.newSystem) return [];
        return [
          { type: 'RdiCloseSystemChanged', data: { projectId: project.projectId, newSystem: command.newSystem } },
        ];
      }
      case 'UpdateStatusBoard': {
        // Spec 2.8: holders of end_rdi in the project edit its status board.
        const project = visibleProject(state, actor);
        const refused = openProjectRefusal(actor, project, 'end_rdi');
        if (refused) throw refused;
        return [
          { type: 'StatusBoardUpdated', data: { projectId: project.projectId, statusBoard: command.statusBoard } },
        ];
      }
    }
  },

  evolve(state, event) {
    if (event.type === 'ProjectCreated') {
      const { projectId, rdiNewSystem, ...fields } = event.data;
      return { exists: true, projectId, fields, closed: false, rdiNewSystem, statusBoard: '' };
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
      // Memberships recorded here before they had their own streams concern no project rule.
      default:
        return state;
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
  },
  decider: projectDecider,
  edits: {
    message: 'Otra persona modificó este proyecto mientras lo editabas.',
    touched(command, state) {
      if (!state.exists) return null;
      if (command.type === 'UpdateProject') return touchedValues(command, projectFormValues(state.fields));
      if (command.type === 'UpdateStatusBoard') return { status_board: state.statusBoard };
      return null;
    },
  },
};

/** A project's fields as the project form sends them (dto/project-form.dto.ts), field by field. */
function projectFormValues(fields: ProjectFields): { [K in keyof ProjectFields]: Record<string, unknown> } {
  return {
    companyId: { company_id: fields.companyId },
    internalId: { internal_id: fields.internalId },
    name: { name: fields.name },
    description: { description: fields.description },
    address: { address: fields.address },
    geo: { latitude: fields.geo?.latitude ?? null, longitude: fields.geo?.longitude ?? null },
    image: { project_image: fields.image },
    projectTypeId: { project_type_id: fields.projectTypeId },
    specialties: { especialidades: fields.specialties },
    currencyId: { currency: fields.currencyId },
    contractValue: { contract_value: fields.contractValue },
    totalDays: { total_days: fields.totalDays },
    startDate: { start_date: fields.startDate },
  };
}
