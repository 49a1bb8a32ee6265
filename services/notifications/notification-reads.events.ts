/** 'Marcar como visto', one stream per reader (`notification-reads-<user>`): read models rebuild from it. */

export type NotificationReadsEvent = {
  type: 'NotificationsRead';
  data: { userId: string; notificationIds: string[] };
};
