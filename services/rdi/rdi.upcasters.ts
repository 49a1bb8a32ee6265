import type { ValueRepair } from '../platform/event-store/upcasters';
import { readableOptionalDay, repaired, repairedChanges } from '../platform/event-store/value-repairs';

/** A critical date taken before the door checked the calendar reads as the nearest real day of 1900–2200. */
export const rdiValueRepairs: ValueRepair[] = [
  { type: 'RdiCreated', repair: (data) => repaired(data, { criticalDate: readableOptionalDay }) },
  { type: 'RdiModified', repair: (data) => repairedChanges(data, { criticalDate: readableOptionalDay }) },
];
