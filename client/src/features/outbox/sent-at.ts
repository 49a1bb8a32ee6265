const sentAtFormat = new Intl.DateTimeFormat('es-CL', { dateStyle: 'medium', timeStyle: 'short' });

/** "23 nov 2026, 11:21" */
export const formatSentAt = (iso: string): string => sentAtFormat.format(new Date(iso));
