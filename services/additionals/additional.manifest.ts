import { additionalLineageProjection } from '../../projections/additionals/additional-lineage.projection';
import { additionalTableProjection } from '../../projections/additionals/additional-table.projection';
import { readableAdditional } from '../../projections/additionals/additionals.policy';
import { additionalsProjection } from '../../projections/additionals/additionals.projection';
import type { ItemManifest } from '../items/item-manifest';
import { additionalAsOf } from './additional.as-of';
import { additionalBallInCourt } from './additional.ball-in-court';
import { additionalAggregate } from './additional.decider';
import { additionalFeed } from './additional.feed';
import { additionalFileOwner } from './additional.file-owner';
import { additionalHistory } from './additional.history';
import { additionalPdf } from './additional.printed';
import { additionalReminders } from './additional.reminders';
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
  files: additionalFileOwner,
  reminders: additionalReminders,
};
