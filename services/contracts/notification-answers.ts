/** How the bell's calls answer (spec 3, Notification): built by services/notifications, read by the client. */

/** A notification as the bell lists it; item_type 1 task, 2 RDI, 3 additional, 4 a Libro de Obra folio (ours). */
export interface UserNotification {
  id: string;
  item_id: string;
  item_type: 1 | 2 | 3 | 4;
  /** The actor's avatar, or null. */
  image: string | null;
  project_name: string;
  title: string;
  /** '<b>Ana Pérez</b> respondió la tarea Nº 12': the name and the words escaped, only the bold is markup. */
  description: string;
  created_at: string;
}

/** A page of the user's notifications in one project (`/notifications/getUserNotifications`). */
export interface UserNotifications {
  notifications: UserNotification[];
  total_count: number;
}
