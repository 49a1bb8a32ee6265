import type { Upcaster } from './platform/event-store/upcasters';
import { userUpcasters } from './users/user.upcasters';

/**
 * Every feature's upcasters (`services/<feature>/<feature>.upcasters.ts`), the one list the event
 * store reads through. It lives outside `upcasters.ts` so a feature's list may import the
 * `Upcaster` type without an import cycle.
 */
export const allUpcasters: readonly Upcaster[] = [...userUpcasters];
