import type { AdditionalCan, PaymentStatusCan, TableRowCan } from './item-actions';
import type { FileAttachment, PersonRef, Priority, SeenStatus } from './item-answers';
import type { CurrencyId } from './money';

/**
 * How the additionals' calls answer (the issue-19 contract; spec 3, 'Additional (list and
 * detail)'): built by services/additionals, read by the client.
 */

/** Spec 3: 1 Obra Extraordinaria, 2 Aumento de Obra, 3 Disminución de Obra. */
export type AdditionalTypeId = 1 | 2 | 3;
/** Spec 4: 1 Vigente, 2 Aceptado, 3 Solicita Anular, 4 Cancelado. */
export type AdditionalStatus = 1 | 2 | 3 | 4;
/** Spec 3: 1 the ITO must respond, 2 the Jefe OT. */
export type AdditionalResponseStatus = 1 | 2;
/** Spec 4, payment status: 1 Solicitado, 2 Observado, 3 Aprobado. */
export type PaymentStatusStatus = 1 | 2 | 3;

export interface LastRevision {
  id: string;
  revision: number;
  /** Amounts are JSON numbers with at most 2 decimals (cents / 100). */
  total_requested: number;
  currency_id: CurrencyId;
  currency_info: { code: 'CLP' | 'UF' };
  created_at: string;
}

export interface AdditionalCard {
  id: string;
  /** The item's version (its stream's revision): an edit sends it back as expected_version. */
  version: number;
  number: number;
  code: string;
  title: string;
  priority: Priority;
  type: { id: AdditionalTypeId; name: string };
  status: AdditionalStatus;
  statustext: string;
  response_status: AdditionalResponseStatus | null;
  /** The reader is on the side that must respond (spec 4: the list shows the responder in orange). */
  my_turn: boolean;
  specialties: Array<{ id: number; name: string; specialty: { name: string } }>;
  last_revision: LastRevision;
  revisions_count: number;
  /** 0–1: the approved progress of its payment statuses. */
  total_progress: number;
  total_amount: number;
  approved_status: boolean;
  approved_status_change: { created_at: string } | null;
  /** Why its annulment was asked ('Anular Adicional'), while it stands asked; null otherwise. */
  annulment_reason: string | null;
  seen_by_me: { seen_status: SeenStatus } | null;
  prev_seen_by_me: SeenStatus | null;
  created_at: string;
  ended_at: string | null;
  critical_date: string | null;
  lightstatus: number;
  /** Days (fractional). */
  waitingtime: number;
  waitingresponsetime: number;
  userprojectjobtype: { job_type_id: number } | null;
  ito_user: PersonRef | null;
  created_by: string;
  created_by_user: PersonRef;
  project_id: string;
  project: { id: string; name: string };
  user_subscribed: { subscribed: boolean; by_email: boolean };
  user_reminders: Array<{ day_number: number; repeatable: boolean }>;
  from_task: { id: string; number: number; title: string } | null;
}

export interface AdditionalListing {
  additional: AdditionalCard[];
  total_additional: number;
  /** Pages of 50. */
  count: number;
}

export interface Revision {
  id: string;
  revision: number;
  /** The first revision's name; null for the later ones. */
  label: string | null;
  created_at: string;
  created_by_user: PersonRef;
  /** Rich text. */
  description: string;
  currency_id: CurrencyId;
  currency_info: { code: 'CLP' | 'UF' };
  direct_cost: number;
  general_expenses: number;
  utility: number;
  total_requested: number;
  status: number;
  attachments: FileAttachment[];
}

export type InteractionKind = 'created' | 'updated' | 'observed' | 'approved';

export interface PaymentStatus {
  id: string;
  /** 1.. per additional in the table, by creation. */
  number: number;
  project_id: string;
  additional_ids: string[];
  status: PaymentStatusStatus;
  statustext: string;
  /** A fraction: 0.355 is 35,5 %. */
  progress: number;
  amount: number;
  /** The total requested the amount was computed from. */
  base: number;
  currency_id: CurrencyId;
  description: string;
  created_at: string;
  created_by_user: PersonRef;
  /** Its version: what 'Modificar' sends back as `expected_version`. */
  version: number;
  interactions: Array<{
    id: string;
    kind: InteractionKind;
    created_by_user: { name: string };
    updated_at: string;
    description: string;
    progress: number;
    amount: number;
  }> /** What the reader may do on it, decided by the Estado de Pago's rules. */;
  can: PaymentStatusCan;
}

/** One revision's amounts as the lineage lists them. */
export interface LineageRevision {
  id: string;
  revision: number;
  created_at: string;
  currency_id: CurrencyId;
  direct_cost: number;
  general_expenses: number;
  utility: number;
  total_requested: number;
}

/** Where every peso of an additional came from (A2's lineage projection). */
export interface AdditionalLineage {
  possible_additional: { id: string; number: number; title: string } | null;
  rdi: { id: string; number: number; title: string } | null;
  revisions: LineageRevision[];
  payment_statuses: Array<{
    id: string;
    number: number;
    status: PaymentStatusStatus;
    statustext: string;
    base: number;
    progress: number;
    amount: number;
    steps: Array<{ kind: InteractionKind; at: string; by_name: string; progress: number; amount: number }>;
  }>;
}

export interface AdditionalDetail extends AdditionalCard {
  revisions: Revision[];
  copy_to: Array<{ email: string; name: string }>;
  /** The additional's own files (each revision's are in it). */
  attachments: FileAttachment[];
  /** The Estados de Pago over it, as its row of the table numbers them. */
  payment_statuses: PaymentStatus[];
  /** Possible additional → RDI → this additional → its Estados de Pago; null while not projected. */
  lineage: AdditionalLineage | null;
  /** What the reader may do, decided by the server's rules (accepting is the ITO's act). */
  can: AdditionalCan;
}

/** A row of the informative table: the list fields the table shows, the reader's previous mark and what they may do. */
export type TableRow = { prev_seen_by_me: { seen_status: SeenStatus } | null; can: TableRowCan } & Pick<
  AdditionalCard,
  | 'id'
  | 'number'
  | 'title'
  | 'status'
  | 'statustext'
  | 'seen_by_me'
  | 'last_revision'
  | 'approved_status'
  | 'approved_status_change'
  | 'total_progress'
  | 'total_amount'
  | 'created_at'
>;

/** The informative table: a page of rows and each row's payment statuses, oldest first. */
export interface PaymentStatusTable {
  additional: TableRow[];
  agps: Record<string, PaymentStatus[]>;
  total_additional: number;
}

export interface AdditionalStatistics {
  by_type_and_status: Array<{
    type: AdditionalTypeId;
    status: AdditionalStatus;
    currency_id: CurrencyId;
    count: number;
    total_requested: number;
  }>;
  /** Weeks from Monday (YYYY-MM-DD). */
  per_week: Array<{ week: string; created: number; solved: number }>;
  average_response_days: number | null;
}

export interface LastAdditionalData {
  last_additional: { number: number; code: string } | null;
  /** The code the server proposes next; '' before the first additional. */
  suggested_code: string;
}
