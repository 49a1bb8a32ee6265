import { additionalValueRepairs } from './additionals/additional.upcasters';
import type { Upcaster, ValueRepair } from './platform/event-store/upcasters';
import { projectValueRepairs } from './projects/project.upcasters';
import { rdiValueRepairs } from './rdi/rdi.upcasters';
import { taskValueRepairs } from './tasks/task.upcasters';
import { userUpcasters } from './users/user.upcasters';

/**
 * Every feature's upcasters (`services/<feature>/<feature>.upcasters.ts`), the one list the event
 * store reads through. It lives outside `upcasters.ts` so a feature's list may import the
 * `Upcaster` type without an import cycle.
 */
export const allUpcasters: readonly Upcaster[] = [...userUpcasters];

/** Every feature's value repairs: old values today's door refuses, read as the nearest it takes. */
export const allValueRepairs: readonly ValueRepair[] = [
  ...taskValueRepairs,
  ...rdiValueRepairs,
  ...additionalValueRepairs,
  ...projectValueRepairs,
];
