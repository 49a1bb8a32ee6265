import type { EventMetadata } from '../platform/event-store/event-store.port';

/** Less than this before the server's time is a clock's drift or a slow network, not worth telling. */
const TOLD_AFTER_MS = 60 * 1000;

/**
 * When the change was made on the device, where that tells something: a change made without
 * signal and sent later (more than a minute before the server's time), else null. A device time
 * after the server's is a clock running ahead, not a change that waited.
 */
export function deviceTime({ madeAt, occurredAt }: Pick<EventMetadata, 'madeAt' | 'occurredAt'>): string | null {
  if (madeAt === undefined) return null;
  return Date.parse(occurredAt) - Date.parse(madeAt) > TOLD_AFTER_MS ? madeAt : null;
}
