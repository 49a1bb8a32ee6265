import type { TaskCan, TaskWhyNot } from './item-actions';
import type { FileAttachment, ItemPerson, PersonRef, Priority, SeenStatus } from './item-answers';

/** How the task calls answer (spec 3, 'Task read' and 'Listing fields'): built by services/tasks, read by the client. */

export interface TaskCode {
  id: number;
  sku: string;
  specialties: string;
}

/** A person's job in the task's project, as a card names it. */
export interface TaskJob {
  userjobtype: { name: string };
}

/** A card of a listing. */
export interface TaskCard {
  id: string;
  number: number;
  title: string;
  description: string;
  project_id: string;
  code_id: number | null;
  /** Null for a possible additional, which has no code. */
  code: TaskCode | null;
  priority: Priority;
  status: 1 | 3;
  private: boolean;
  created_by: string;
  created_by_user: PersonRef;
  userjob: TaskJob;
  responsable: string;
  responsable_user: PersonRef;
  responsablejob: TaskJob;
  participants: string[];
  created_at: string;
  ended_at: string | null;
  critical_date: string | null;
  /** Subtasks: how many, and how many done. */
  checklist: { total: number; completed: number };
  /** The responsible's seen mark (the check) and the reader's own (the bell). */
  seen: SeenStatus | null;
  seen_by_me: SeenStatus | null;
  bell_by_me: SeenStatus | null;
  waiting_status: number;
  waitingtime: number;
  /** Spec 4: 0 good, 1 regular, 2 bad. */
  lightstatus: number;
  near_deadline: boolean;
}

/** A page of the project's listing (`/tasks/list`). */
export interface TaskListing {
  data: TaskCard[];
  status: 1 | 3 | null;
  /** Pages of 50. */
  count: number;
  total_tasks: number;
}

/** A page of a Mis Tareas column. */
export interface PersonalTasks {
  data: TaskCard[];
  total: number;
}

export interface TaskInteraction {
  id: string;
  user: ItemPerson;
  message: string;
  is_response: boolean;
  created_at: string;
  seen_by: PersonRef[];
  attachments: FileAttachment[];
}

/** The detail (POST /tasks/get); a new task's creation answers it too. */
export interface TaskDetail {
  id: string;
  /** The item's version (its stream's revision): an edit sends it back as expected_version. */
  version: number;
  number: number;
  title: string;
  description: string;
  project: { name: string };
  project_id: string;
  code: TaskCode | null;
  code_id: number | null;
  created_by: string;
  created_by_user: ItemPerson;
  responsable: string;
  responsable_user: ItemPerson;
  participants: Array<ItemPerson & { pivot: { task_id: string; user_id: string } }>;
  status: 1 | 3;
  seen: boolean;
  seen_by_me: SeenStatus | null;
  prev_seen_by_me: SeenStatus | null;
  bell_status: SeenStatus | null;
  private: boolean;
  priority: Priority;
  waiting_status: number;
  waitingtime: number;
  created_at: string;
  ended_at: string | null;
  critical_date: string | null;
  checklists: Array<{ id: string; description: string; completed: boolean }>;
  attachments: FileAttachment[];
  interactions: TaskInteraction[];
  user_subscribed: { subscribed: boolean; by_email: boolean };
  user_reminders: Array<{ day_number: number; repeatable: boolean }>;
  /** The RDI raised from this task ('Enviar a RDI'), when the reader may read it. */
  rdi_relation: { rdi: { id: string; number: number; title: string; seen_by_me: SeenStatus | null } } | null;
  /** A possible additional (Adicionales): the same task, named and listed apart. */
  is_posible_additional: boolean;
  /** What the reader may do, decided by the server's rules ('Enviar a RDI'). */
  can: TaskCan;
  /** Why an action the reader can unlock is refused (a private task is made public before 'Enviar a RDI'). */
  why_not: TaskWhyNot;
}

/**
 * What a command on a task answers as `task`: the detail without its thread, whose length would
 * otherwise make every command slower; a reply answers its own interaction beside it.
 */
export type TaskHead = Omit<TaskDetail, 'interactions'>;

/** Pendientes por usuario (spec 3, 'Tasks-by-user'): indicators of the last 5 days, one decimal. */
export interface UserTasks {
  user: PersonRef & { job: TaskJob };
  total: number;
  tasks: TaskCard[];
  indicators: { solution_speed: number; waiting_time: number };
}
