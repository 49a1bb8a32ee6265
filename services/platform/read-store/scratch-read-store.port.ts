import type { ReadStore } from './read-store.port';

/**
 * Fresh, empty read stores that live for one computation (an item folded as it stood on a date):
 * in memory whatever store the deployment reads from, so a fold never touches the shared one.
 */
export interface ScratchReadStores {
  create(): ReadStore;
}

export const SCRATCH_READ_STORES = Symbol('ScratchReadStores');
