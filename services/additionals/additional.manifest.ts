import { additionalLineageProjection } from '../../projections/additionals/additional-lineage.projection';
import { additionalTableProjection } from '../../projections/additionals/additional-table.projection';
import { readableAdditional } from '../../projections/additionals/additionals.policy';
import { additionalsProjection } from '../../projections/additionals/additionals.projection';
import type { ItemManifest } from '../items/item-manifest';
import { additionalAsOf } from './additional.as-of';
import { additionalBallInCourt } from './additional.ball-in-court';
import { additionalAggregate } from './additional.decider';
import { additionalFeed } from './additional.feed';
import { additionalHistory } from './additional.history';
import { additionalFacts } from './additional.item-facts';
import { additionalPdf } from './additional.printed';
import { additionalValueRepairs } from './additional.upcasters';

export const additionalManifest: ItemManifest = {
  type: 'additional',
  aggregate: additionalAggregate,
  readable: async (reads, actor, id) => (await readableAdditional(reads, actor, id)).project_id,
  history: additionalHistory,
  asOf: additionalAsOf,
  projections: [additionalsProjection, additionalTableProjection, additionalLineageProjection],
  ballInCourt: additionalBallInCourt,
  feed: additionalFeed,
  valueRepairs: additionalValueRepairs,
  pdf: additionalPdf,
  facts: additionalFacts,
};
