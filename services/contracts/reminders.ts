/** A reminder's or a notification's kind of item (spec 2.11, item_type): 1 Tarea, 2 RDI, 3 Adicional. */
export type ReminderItemType = 1 | 2 | 3;

/** One of today's reminders as `POST /notifications/getDailyReminders` answers it (spec 3, 'Reminder'). */
export interface DailyReminder {
  id: string;
  reminderable_id: string;
  item_type: ReminderItemType;
  reminderable: {
    id: string;
    number: number;
    title: string;
    project: { name: string };
    created_by_user_avatar: { name: string; avatar: string | null };
  };
}
