/** Spec 2.11 and 9: the bell's badge is green under 5 unread, orange from 5, red from 10. */
export type BadgeTone = 'success' | 'orange' | 'danger';

export const badgeTone = (count: number): BadgeTone => (count >= 10 ? 'danger' : count >= 5 ? 'orange' : 'success');

/** The badge's text: past 99 it says 99+. */
export const badgeText = (count: number): string => (count > 99 ? '99+' : String(count));

/** The bell's name for screen readers, with how many are unread. */
export const bellLabel = (count: number): string =>
  count === 0 ? 'Notificaciones' : `Notificaciones (${count} ${count === 1 ? 'nueva' : 'nuevas'})`;
