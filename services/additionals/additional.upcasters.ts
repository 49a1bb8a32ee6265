import type { ValueRepair } from '../platform/event-store/upcasters';
import { readableOptionalDay, repairedChanges } from '../platform/event-store/value-repairs';

/** A critical date taken before the door checked the calendar reads as the nearest real day of 1900–2200. */
export const additionalValueRepairs: ValueRepair[] = [
  { type: 'AdditionalModified', repair: (data) => repairedChanges(data, { criticalDate: readableOptionalDay }) },
];
