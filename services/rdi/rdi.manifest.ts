import { readableRdi } from '../../projections/rdi/rdi.policy';
import { rdiProjection } from '../../projections/rdi/rdi.projection';
import type { ItemManifest } from '../items/item-manifest';
import { rdiAsOf } from './rdi.as-of';
import { rdiBallInCourt } from './rdi.ball-in-court';
import { rdiAggregate } from './rdi.decider';
import { rdiFeed } from './rdi.feed';
import { rdiHistory } from './rdi.history';
import { rdiFacts } from './rdi.item-facts';
import { rdiPdf } from './rdi.printed';
import { rdiValueRepairs } from './rdi.upcasters';

export const rdiManifest: ItemManifest = {
  type: 'rdi',
  aggregate: rdiAggregate,
  readable: async (reads, actor, id) => (await readableRdi(reads, actor, id)).project_id,
  history: rdiHistory,
  asOf: rdiAsOf,
  projections: [rdiProjection],
  ballInCourt: rdiBallInCourt,
  feed: rdiFeed,
  valueRepairs: rdiValueRepairs,
  pdf: rdiPdf,
  facts: rdiFacts,
};
