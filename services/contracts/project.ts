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
