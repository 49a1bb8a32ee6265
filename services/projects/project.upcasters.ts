import { chileDate, readableDay } from '../platform/clock/calendar';
import type { StoredEvent } from '../platform/event-store/event-store.port';
import type { ValueRepair } from '../platform/event-store/upcasters';
import { readableWhole, repaired } from '../platform/event-store/value-repairs';
import { PROJECT_LIMITS } from './project.decider';

/**
 * A start date or term the door took before it checked them (2026-12-32, 2027-02-29, a term of
 * 10^20 days) reads as the nearest day of 1900–2200 and a term of at most a century, so the
 * dashboard's 'Avance' and every answer can count with them. A start date that is no date at all
 * (never taken: the door always asked for YYYY-MM-DD) would read as the day of the event.
 */
const projectFields = (data: Record<string, unknown>, event: StoredEvent) =>
  repaired(data, {
    startDate: (value) =>
      (typeof value === 'string' ? readableDay(value) : null) ?? chileDate(new Date(event.metadata.occurredAt)),
    totalDays: readableWhole(0, PROJECT_LIMITS.totalDays, 0),
  });

export const projectValueRepairs: ValueRepair[] = [
  { type: 'ProjectCreated', repair: projectFields },
  { type: 'ProjectUpdated', repair: projectFields },
];
