import { Inject, Injectable } from '@nestjs/common';
import {
  COMPANY_MEMBERS,
  type CompanyMemberDocument,
  companyMemberId,
} from '../../projections/organisation/companies.projection';
import {
  PROJECT_MEMBERS,
  PROJECTS,
  type ProjectDocument,
  type ProjectMemberDocument,
  projectMemberId,
} from '../../projections/organisation/projects.projection';
import { USERS, type UserDocument } from '../../projections/users/user-directory.projection';
import { DomainError, forbidden } from '../platform/domain-error';
import { READ_STORE, type ReadStore } from '../platform/read-store/read-store.port';
import { isAdministrator } from '../users/user.policy';
import {
  COMPANY_CAPABILITIES,
  type CompanyCapability,
  PROJECT_CAPABILITIES,
  type ProjectCapability,
} from './capabilities';

/** What a refusal tells the user they may not do. */
const ACTIONS: Record<CompanyCapability | ProjectCapability, string> = {
  create_company: 'crear empresas',
  edit_company: 'editar esta empresa',
  create_project: 'crear proyectos en esta empresa',
  edit_project: 'editar este proyecto',
  status_project: 'cerrar o reabrir este proyecto',
  set_user_projects: 'asignar proyectos a usuarios',
  set_user_permissions: 'cambiar permisos de usuarios',
  create_users: 'crear usuarios en este proyecto',
  edit_users: 'editar usuarios de este proyecto',
  create_tasks: 'crear tareas',
  assign_responsable_task: 'asignar responsables de tareas',
  change_responsable_task: 'cambiar responsables de tareas',
  change_priority_task: 'cambiar la prioridad de tareas',
  change_critical_date_task: 'cambiar la fecha crítica de tareas',
  view_tasks_listing: 'ver el listado de tareas',
  view_personal_tasks: 'ver tareas',
  interact_tasks: 'participar en tareas',
  interact_tasks_others: 'participar en tareas de otros',
  end_tasks: 'finalizar tareas',
  create_rdi: 'crear RDI',
  view_rdi: 'ver RDI',
  interact_rdi: 'participar en RDI',
  end_rdi: 'editar el estado de la obra',
  view_additionals: 'ver adicionales',
  change_status_additionals: 'cambiar el estado de adicionales',
  add_forge_model: 'subir modelos',
  assign_main_model: 'asignar el modelo principal',
  delete_forge_model: 'eliminar modelos',
};

export const refusal = (capability: CompanyCapability | ProjectCapability) =>
  forbidden(`No tienes permiso para ${ACTIONS[capability]}.`);

/**
 * The one permission check of the server: every command and query asks it. Capabilities are read
 * from the user's company entry and project entry (spec 6); administrators (default job 1 or 8)
 * hold every capability everywhere.
 */
@Injectable()
export class Permissions {
  constructor(@Inject(READ_STORE) private readonly reads: ReadStore) {}

  async user(userId: string): Promise<UserDocument | null> {
    return this.reads.collection<UserDocument>(USERS).get(userId);
  }

  async companyCapabilities(userId: string, companyId: string): Promise<CompanyCapability[]> {
    if (isAdministrator(await this.user(userId))) return [...COMPANY_CAPABILITIES];
    return this.memberCompanyCapabilities(userId, companyId);
  }

  /** What the user's company entry holds, administrator or not (what the permissions dialog edits). */
  async memberCompanyCapabilities(userId: string, companyId: string): Promise<CompanyCapability[]> {
    const id = companyMemberId(companyId, userId);
    const entry = await this.reads.collection<CompanyMemberDocument>(COMPANY_MEMBERS).get(id);
    return (entry?.capabilities ?? []) as CompanyCapability[];
  }

  async isCompanyMember(userId: string, companyId: string): Promise<boolean> {
    return (await this.reads.collection(COMPANY_MEMBERS).get(companyMemberId(companyId, userId))) !== null;
  }

  async projectCapabilities(userId: string, projectId: string): Promise<ProjectCapability[]> {
    if (isAdministrator(await this.user(userId))) return [...PROJECT_CAPABILITIES];
    const entry = await this.reads
      .collection<ProjectMemberDocument>(PROJECT_MEMBERS)
      .get(projectMemberId(projectId, userId));
    return (entry?.capabilities ?? []) as ProjectCapability[];
  }

  async requireCompany(userId: string, companyId: string, capability: CompanyCapability): Promise<void> {
    if (!(await this.companyCapabilities(userId, companyId)).includes(capability)) throw refusal(capability);
  }

  /** A company capability checked against the company that owns the project. */
  async requireCompanyOfProject(
    userId: string,
    projectId: string,
    capability: CompanyCapability,
  ): Promise<ProjectDocument> {
    const project = await this.project(projectId);
    await this.requireCompany(userId, project.company_id, capability);
    return project;
  }

  async requireProject(userId: string, projectId: string, capability: ProjectCapability): Promise<void> {
    await this.requireMember(userId, projectId);
    if (!(await this.projectCapabilities(userId, projectId)).includes(capability)) throw refusal(capability);
  }

  /** Members (and administrators) may see a project; to anyone else it does not exist. */
  async requireMember(userId: string, projectId: string): Promise<ProjectDocument> {
    const project = await this.project(projectId);
    if (project.member_ids.includes(userId) || isAdministrator(await this.user(userId))) return project;
    throw notFoundProject();
  }

  /**
   * Editing a user's profile: the user themself, an administrator, or whoever holds edit_users in a
   * project the user belongs to (administrators are edited by administrators only). Only
   * administrators change a default job.
   */
  async requireUserEdit(actorId: string, targetId: string, changesDefaultJob: boolean): Promise<void> {
    if (isAdministrator(await this.user(actorId))) return;
    if (changesDefaultJob) throw forbidden('Solo un administrador puede cambiar el cargo por defecto.');
    if (actorId === targetId) return;
    const target = await this.user(targetId);
    if (target && !isAdministrator(target)) {
      const memberships = await this.reads
        .collection<ProjectMemberDocument>(PROJECT_MEMBERS)
        .find({ user_id: targetId }, { projection: { project_id: 1 } });
      for (const { project_id } of memberships) {
        if ((await this.projectCapabilities(actorId, project_id)).includes('edit_users')) return;
      }
    }
    throw forbidden('No tienes permiso para editar este usuario.');
  }

  /**
   * Looking users up by e-mail is for those who administer users somewhere: administrators,
   * holders of create_users in a project, or of set_user_projects in a company.
   */
  async requireUserAdministration(actorId: string): Promise<void> {
    if (isAdministrator(await this.user(actorId))) return;
    const projects = await this.reads
      .collection(PROJECT_MEMBERS)
      .count({ user_id: actorId, capabilities: 'create_users' });
    const companies = await this.reads
      .collection(COMPANY_MEMBERS)
      .count({ user_id: actorId, capabilities: 'set_user_projects' });
    if (projects + companies === 0) throw refusal('create_users');
  }

  /** The companies where the user holds a capability; null for an administrator (every company). */
  async companiesGranting(userId: string, capability: CompanyCapability): Promise<string[] | null> {
    if (isAdministrator(await this.user(userId))) return null;
    const entries = await this.reads
      .collection<CompanyMemberDocument>(COMPANY_MEMBERS)
      .find({ user_id: userId, capabilities: capability });
    return entries.map((entry) => entry.company_id);
  }

  /** Creating companies: administrators, and whoever holds create_company in some company. */
  async requireCompanyCreation(userId: string): Promise<void> {
    if (isAdministrator(await this.user(userId))) return;
    const entries = await this.reads.collection<CompanyMemberDocument>(COMPANY_MEMBERS).find({ user_id: userId });
    if (!entries.some((entry) => entry.capabilities.includes('create_company'))) throw refusal('create_company');
  }

  private async project(projectId: string): Promise<ProjectDocument> {
    const project = await this.reads.collection<ProjectDocument>(PROJECTS).get(projectId);
    if (!project) throw notFoundProject();
    return project;
  }
}

const notFoundProject = () => new DomainError('project.not_found', 'El proyecto no existe.', 404);
