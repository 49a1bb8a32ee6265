import { additionalLineageProjection } from '../../projections/additionals/additional-lineage.projection';
import { additionalTableProjection } from '../../projections/additionals/additional-table.projection';
import { readableAdditional } from '../../projections/additionals/additionals.policy';
import { additionalsProjection } from '../../projections/additionals/additionals.projection';
import type { ItemManifest } from '../items/item-manifest';
import type { LineageFacts } from '../items/lineage-facts';
import { additionalAsOf } from './additional.as-of';
import { additionalBallInCourt } from './additional.ball-in-court';
import { additionalDashboard } from './additional.dashboard';
import { additionalAggregate } from './additional.decider';
import { additionalFeed } from './additional.feed';
import { additionalFileOwner } from './additional.file-owner';
import { additionalHistory } from './additional.history';
import { additionalFacts } from './additional.item-facts';
import { additionalPdf } from './additional.printed';
import { additionalReferable } from './additional.referable';
import { additionalReminders } from './additional.reminders';
import { additionalValueRepairs } from './additional.upcasters';

/**
 * The additionals' manifest, with the lineage projection built from the facts of the items an
 * additional starts from (the tasks' and RDI's manifests' `lineage`), which the composition root gives.
 */
export function additionalManifest(lineageSources: readonly LineageFacts[]): ItemManifest {
  const lineage = additionalLineageProjection(lineageSources);
  return {
    type: 'additional',
    aggregate: additionalAggregate,
    readable: async (reads, actor, id) => (await readableAdditional(reads, actor, id)).project_id,
    history: additionalHistory,
    asOf: additionalAsOf(lineage),
    projections: [additionalsProjection, additionalTableProjection, lineage],
    ballInCourt: additionalBallInCourt,
    feed: additionalFeed,
    valueRepairs: additionalValueRepairs,
    pdf: additionalPdf,
    files: additionalFileOwner,
    reminders: additionalReminders,
    referable: additionalReferable,
    facts: additionalFacts,
    dashboard: additionalDashboard,
  };
}
