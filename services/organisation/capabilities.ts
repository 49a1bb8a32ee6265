/** Company-level capabilities (spec section 3), held per user and company. */
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

/** Project-level capabilities (spec section 3), held per user and project. */
export const PROJECT_CAPABILITIES = [
  'create_users',
  'edit_users',
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
  'create_rdi',
  'view_rdi',
  'interact_rdi',
  'end_rdi',
  'view_additionals',
  'change_status_additionals',
  'add_forge_model',
  'assign_main_model',
  'delete_forge_model',
] as const;
export type ProjectCapability = (typeof PROJECT_CAPABILITIES)[number];

export const isCompanyCapability = (value: string): value is CompanyCapability =>
  (COMPANY_CAPABILITIES as readonly string[]).includes(value);
export const isProjectCapability = (value: string): value is ProjectCapability =>
  (PROJECT_CAPABILITIES as readonly string[]).includes(value);
