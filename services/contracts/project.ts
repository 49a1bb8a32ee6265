/** A project's fields as every answer shows them (spec 3); the read model stores them as they are. */
export interface ProjectData {
  id: string;
  internal_id: string;
  company_id: string;
  name: string;
  description: string;
  address: string;
  geo: { latitude: number; longitude: number } | null;
  /** Blob key; the image is served at `/api/files/<key>`. */
  project_image: string | null;
  project_type_id: number;
  type: { name: string };
  specialties: Array<{ name: string; parent_id: null }>;
  details: { contract_value: number; total_days: number; start_date: string; currency: { id: number; name: string } };
  rdi_close_system: { new_system: boolean };
  status_board: { status_board: string };
  deleted_at: string | null;
  close_reason: string | null;
  /** Who closed it, while it is closed. */
  status: { user: { id: string; name: string } } | null;
  company: { name: string; logo: string | null };
  created_at: string;
  /** The project's stream revision: what an edit sends back as `expected_version` (edit-conflict.ts). */
  version: number;
}

/** A project as one user sees it: with their job, capabilities and options there. */
export interface ProjectView extends ProjectData {
  members_count: number;
  job_type: { id: number; name: string } | null;
  user_project: { user_id: string; capabilities: string[] } | null;
  useroptions: { daily_reports: boolean; notification_sound: boolean };
}

/** The caller's capabilities in a project's company and in the project ('/project/getProjectByID'). */
export interface ProjectPermissions {
  company: string[];
  project: string[];
}

/**
 * What the caller may do in a project ('/project/getProjectByID', beside `permissions`), decided on
 * the server by the deciders' own rules: the client shows or hides its controls by it.
 */
export interface ProjectCan {
  /** Nueva Tarea: create_tasks in an open project. */
  create_task: boolean;
  /** Pick any member as a task's responsible, not only oneself or a Jefe OT. */
  assign_any_responsible: boolean;
  /** Export the task listing. */
  export_tasks: boolean;
  /** Nueva RDI: create_rdi in an open project. */
  create_rdi: boolean;
  view_rdi: boolean;
  /** Nuevo Adicional: create_rdi in an open project. */
  create_additional: boolean;
  /** A possible additional is a task: create_tasks in an open project. */
  create_possible_additional: boolean;
  view_additionals: boolean;
  /** Upload a model: add_forge_model in an open project. */
  add_model: boolean;
  /** Choose the main model: assign_main_model in an open project. */
  assign_main_model: boolean;
  /** Delete a model: delete_forge_model, even in a closed project. */
  delete_model: boolean;
  /** Edit the dashboard's status board (spec 2.8): end_rdi in an open project. */
  edit_status_board: boolean;
}
