import type { CompanyCapability, ProjectCapability } from '../contracts/capabilities';
import type { Actor } from '../platform/commands/actor';
import { DomainError, forbidden } from '../platform/domain-error';

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
  manage_site_book: 'abrir o configurar el Libro de Obra',
};

/** The 403 for a missing capability, in the words of what the user tried to do. */
export const refusal = (capability: CompanyCapability | ProjectCapability) =>
  forbidden(`No tienes permiso para ${ACTIONS[capability]}.`);

/**
 * What a command about something a project holds (a member, an item, a file) knows of the project,
 * read by its handler from the read model: which one, and whether it is closed.
 */
export interface ProjectFacts {
  projectId: string;
  closed: boolean;
}

/** A project that does not exist, or one the actor does not see: nothing leaks (404). */
export const projectNotFound = () => new DomainError('project.not_found', 'El proyecto no existe.', 404);

/** A closed project takes no change to what it holds (its readers' own marks aside). */
export const projectClosed = () => new DomainError('project.closed', 'El proyecto está cerrado.', 409);

/**
 * Why the actor may not change what the project holds with `capability` (create an item, upload or
 * choose a model): a closed project first, then the missing capability; null when they may. The
 * deciders refuse with it and the project's answer tells the client the same.
 */
export function openProjectRefusal(
  actor: Actor,
  project: ProjectFacts,
  capability: ProjectCapability,
): DomainError | null {
  if (project.closed) return projectClosed();
  return actor.can(capability, project.projectId) ? null : refusal(capability);
}
