import type { ValueRepair } from '../platform/event-store/upcasters';
import { readableOptionalDay, repaired, repairedChanges } from '../platform/event-store/value-repairs';

/**
 * A critical date the door took before it checked the calendar (9999-12-31, 2026-02-30) reads as
 * the nearest real day of 1900–2200, so no read model or answer fails on it.
 */
export const taskValueRepairs: ValueRepair[] = [
  { type: 'TaskCreated', repair: (data) => repaired(data, { criticalDate: readableOptionalDay }) },
  { type: 'TaskModified', repair: (data) => repairedChanges(data, { criticalDate: readableOptionalDay }) },
];
