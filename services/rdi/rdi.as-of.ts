import { readableRdi } from '../../projections/rdi/rdi.policy';
import { rdiProjection } from '../../projections/rdi/rdi.projection';
import type { FileLinks } from '../files/file-links';
import type { AsOfDeclaration, PastReader } from '../platform/read-store/as-of-declaration';
import { rdiView } from './rdi-view';

/** An RDI as it stood: its own stream folds its document; `/rdi/get` answers it. */
export const rdiAsOf: AsOfDeclaration<PastReader & { links: FileLinks }> = {
  projections: [rdiProjection],
  detail: async (reads, { actor, links, now }, id) =>
    rdiView(reads, links, actor, await readableRdi(reads, actor, id), now),
};
