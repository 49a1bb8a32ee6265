import type { RdiCan } from '../../../../../services/contracts/item-actions';
import type { FileAttachment, Priority, SeenStatus } from '../../../../../services/contracts/item-answers';

/** An RDI as the API answers it (spec 3, 'RDI'; services/rdi/rdi-view.ts and rdi-listings.query.ts). */

export interface NamedEntry {
  id: number;
  name: string;
}

/** Spec 4: 1 the ITO must answer, 2 the Jefe OT. */
export type ResponseStatus = 1 | 2;
/** Approval slots: 1 creator, 2 Jefe OT, 3 ITO. */
export type ApprovalSlot = 1 | 2 | 3;

export interface ApprovalCheck {
  approval: ApprovalSlot;
  user_id: string;
  job_type: number | null;
  updated_at: string;
  user: { id: string; name: string };
}

interface StatusFields {
  status: 1 | 3;
  response_status: ResponseStatus;
  /** Who must answer; null once finished. */
  responsable_user: { job_type_id: number; name: string } | null;
  waiting_status: number;
  waitingtime: number;
  waitingresponsetime: number;
  lightstatus: number;
  seen_by_me: SeenStatus | null;
}

export interface RdiCard extends StatusFields {
  id: string;
  number: number;
  title: string;
  description: string;
  project_id: string;
  priority: Priority;
  specialties: NamedEntry[];
  subject: NamedEntry;
  created_by: string;
  created_by_user: { id: string; name: string };
  created_at: string;
  ended_at: string | null;
  critical_date: string | null;
  task_id: string | null;
  approval_checks: ApprovalCheck[];
}

export interface RdiListing {
  rdi: RdiCard[];
  total_rdi: number;
  status: 1 | 3;
  /** Pages of 50. */
  count: number;
  /** The project closes RDI by three approvals: the list shows the approval strip. */
  new_system: boolean;
}

export interface RdiPerson {
  id: string;
  name: string;
  email: string;
  basic_info: { avatar: string | null };
}

export interface RdiInteraction {
  id: string;
  user: RdiPerson;
  message: string;
  is_response: boolean;
  created_at: string;
  attachments: FileAttachment[];
}

export interface RdiDetail extends StatusFields {
  /** The item's version (its stream's revision): an edit sends it back as expected_version. */
  version: number;
  id: string;
  number: number;
  title: string;
  description: string;
  project: { name: string };
  project_id: string;
  new_system: boolean;
  /** What the reader may do on it, as the server decides it. */
  can: RdiCan;
  subject: NamedEntry;
  specialties: NamedEntry[];
  priority: Priority;
  critical_date: string | null;
  created_at: string;
  ended_at: string | null;
  created_by: string;
  created_by_user: RdiPerson;
  task_relation: { task: { id: string; number: number; title: string; seen_by_me: SeenStatus | null } } | null;
  prev_seen_by_me: SeenStatus | null;
  private: boolean;
  attachments: FileAttachment[];
  interactions: RdiInteraction[];
  official_interactions: RdiInteraction[];
  approval_checks: ApprovalCheck[];
  user_subscribed: { subscribed: boolean; by_email: boolean };
  user_reminders: Array<{ day_number: number; repeatable: boolean }>;
}

/** Spec 3, 'RDI graph data': one entry per specialty in each list. */
export interface RdiGraphData {
  specialties: string[];
  rdis_count: number[];
  rdis_pending: number[];
  rdis_ended: number[];
  /** Days, one decimal. */
  time_average: number[];
}
