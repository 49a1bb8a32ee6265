import type { RdiCan, RdiWhyNot } from './item-actions';
import type { FileAttachment, ItemPerson, Priority, SeenStatus } from './item-answers';

/** How the RDI calls answer (spec 3, 'RDI'): built by services/rdi (rdi-view.ts, rdi-listings.query.ts), read by the client. */

export interface NamedEntry {
  id: number;
  name: string;
}

/** A specialty as an RDI names it, also under `specialty` (as the old API nested it). */
export interface RdiSpecialty extends NamedEntry {
  specialty: { name: string };
}

/** Spec 4: 1 the ITO must answer, 2 the Jefe OT. */
export type RdiResponseStatus = 1 | 2;
/** Approval slots: 1 creator, 2 Jefe OT, 3 ITO. */
export type ApprovalSlot = 1 | 2 | 3;
/** Spec 4: the three approvals of the new close system, in order, as the detail and the PDF name them. */
export const APPROVAL_SLOTS: ReadonlyArray<{ slot: ApprovalSlot; name: string }> = [
  { slot: 1, name: 'Creador' },
  { slot: 2, name: 'Jefe OT' },
  { slot: 3, name: 'ITO' },
];

export interface ApprovalCheck {
  approval: ApprovalSlot;
  user_id: string;
  job_type: number | null;
  updated_at: string;
  user: { id: string; name: string };
}

/**
 * Who the RDI waits for ('Responde'): the side to answer, or once its closing started the
 * approvals still missing ('Creador (Pedro Rojas)'); `mine` when that is the reader.
 */
export interface RdiResponder {
  /** The awaited job type (2 Jefe OT, 4 ITO); null when it is the creator. */
  job_type_id: number | null;
  name: string;
  mine: boolean;
}

/** What both the card and the detail say of time, seen and responsibility. */
export interface RdiStatusFields {
  status: 1 | 3;
  response_status: RdiResponseStatus;
  /** Who must answer or approve; null once finished. */
  responsable_user: RdiResponder | null;
  waiting_status: number;
  waitingtime: number;
  waitingresponsetime: number;
  lightstatus: number;
  seen_by_me: SeenStatus | null;
}

export interface RdiCard extends RdiStatusFields {
  id: string;
  number: number;
  title: string;
  description: string;
  project_id: string;
  priority: Priority;
  specialties: RdiSpecialty[];
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

export interface RdiInteraction {
  id: string;
  user: ItemPerson;
  message: string;
  is_response: boolean;
  created_at: string;
  attachments: FileAttachment[];
}

export interface RdiDetail extends RdiStatusFields {
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
  why_not: RdiWhyNot;
  subject: NamedEntry;
  subject_id: number;
  specialties: RdiSpecialty[];
  priority: Priority;
  critical_date: string | null;
  created_at: string;
  ended_at: string | null;
  created_by: string;
  created_by_user: ItemPerson;
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

/**
 * What a command on an RDI answers as `rdi`: the detail without its thread (interactions and
 * official ones); a reply answers its own interaction beside it.
 */
export type RdiHead = Omit<RdiDetail, 'interactions' | 'official_interactions'>;

/** Spec 3, 'RDI graph data': one entry per specialty in each list. */
export interface RdiGraphData {
  specialties: string[];
  rdis_count: number[];
  rdis_pending: number[];
  rdis_ended: number[];
  /** Days, one decimal. */
  time_average: number[];
}
