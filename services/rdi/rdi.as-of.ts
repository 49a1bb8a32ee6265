import { readableRdi } from '../../projections/rdi/rdi.policy';
import { rdiProjection } from '../../projections/rdi/rdi.projection';
import type { PastDetailReader } from '../items/item-manifest';
import type { AsOfDeclaration } from '../platform/read-store/as-of-declaration';
import { rdiView } from './rdi-view';

/** An RDI as it stood: its own stream folds its document; `/rdi/get` answers it. */
export const rdiAsOf: AsOfDeclaration<PastDetailReader> = {
  projections: [rdiProjection],
  detail: async (reads, reader, id) =>
    rdiView(reads, reader, reader.actor, await readableRdi(reads, reader.actor, id), reader.now),
};
