/**
 * The capabilities of spec section 3 with the Spanish labels both the permission dialogs and the
 * user export show. Shared by client and server.
 */

/** Company-level capabilities, held per user and company. */
export const COMPANY_CAPABILITIES = [
  'create_company',
  'edit_company',
  'create_project',
  'edit_project',
  'status_project',
  'set_user_projects',
  'set_user_permissions',
] as const;
export type CompanyCapability = (typeof COMPANY_CAPABILITIES)[number];

const USER_CAPABILITIES = ['create_users', 'edit_users'] as const;
const TASK_CAPABILITIES = [
  'create_tasks',
  'assign_responsable_task',
  'change_responsable_task',
  'change_priority_task',
  'change_critical_date_task',
  'view_tasks_listing',
  'view_personal_tasks',
  'interact_tasks',
  'interact_tasks_others',
  'end_tasks',
] as const;
const RDI_CAPABILITIES = ['create_rdi', 'view_rdi', 'interact_rdi', 'end_rdi'] as const;
const ADDITIONAL_CAPABILITIES = ['view_additionals', 'change_status_additionals'] as const;
const MODEL_CAPABILITIES = ['add_forge_model', 'assign_main_model', 'delete_forge_model'] as const;
const SITE_BOOK_CAPABILITIES = ['manage_site_book'] as const;

/** Project-level capabilities, held per user and project, in the spec's order. */
export const PROJECT_CAPABILITIES = [
  ...USER_CAPABILITIES,
  ...TASK_CAPABILITIES,
  ...RDI_CAPABILITIES,
  ...ADDITIONAL_CAPABILITIES,
  ...MODEL_CAPABILITIES,
  ...SITE_BOOK_CAPABILITIES,
] as const;
export type ProjectCapability = (typeof PROJECT_CAPABILITIES)[number];

export const CAPABILITY_LABELS: Record<CompanyCapability | ProjectCapability, string> = {
  create_company: 'Crear empresas',
  edit_company: 'Editar empresa',
  create_project: 'Crear proyectos',
  edit_project: 'Editar proyectos',
  status_project: 'Cerrar y reabrir proyectos',
  set_user_projects: 'Asignar proyectos a usuarios',
  set_user_permissions: 'Editar permisos de usuarios',
  create_users: 'Crear usuarios',
  edit_users: 'Editar y eliminar usuarios',
  create_tasks: 'Crear tareas',
  assign_responsable_task: 'Asignar responsable',
  change_responsable_task: 'Cambiar responsable',
  change_priority_task: 'Cambiar prioridad',
  change_critical_date_task: 'Cambiar fecha crítica',
  view_tasks_listing: 'Ver listado de tareas',
  view_personal_tasks: 'Ver tareas propias',
  interact_tasks: 'Participar en tareas',
  interact_tasks_others: 'Participar en tareas de otros',
  end_tasks: 'Finalizar tareas',
  create_rdi: 'Crear RDI',
  view_rdi: 'Ver RDI',
  interact_rdi: 'Participar en RDI',
  end_rdi: 'Cerrar RDI y editar el estado de la obra',
  view_additionals: 'Ver adicionales',
  change_status_additionals: 'Cambiar estado de adicionales',
  add_forge_model: 'Subir modelos',
  assign_main_model: 'Asignar modelo principal',
  delete_forge_model: 'Eliminar modelos',
  manage_site_book: 'Abrir y configurar el Libro de Obra',
};

/**
 * Spec 2.16: the groups of the project permissions dialog, in its order. The additionals go with
 * Planimetría: additional works are measured on the blueprints.
 */
export const PROJECT_CAPABILITY_GROUPS: ReadonlyArray<{ title: string; capabilities: readonly ProjectCapability[] }> = [
  { title: 'Usuarios', capabilities: USER_CAPABILITIES },
  { title: 'RDI', capabilities: RDI_CAPABILITIES },
  { title: 'Planimetría', capabilities: [...MODEL_CAPABILITIES, ...ADDITIONAL_CAPABILITIES] },
  { title: 'Consultas/Restricciones', capabilities: TASK_CAPABILITIES },
  { title: 'Libro de Obra', capabilities: SITE_BOOK_CAPABILITIES },
];
