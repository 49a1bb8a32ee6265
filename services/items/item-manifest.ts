import type { FileLinks } from '../files/file-links';
import type { FeatureManifest } from '../platform/feature-manifest';
import type { PastReader } from '../platform/read-store/as-of-declaration';
import type { BallInCourtRule } from './ball-in-court-rule';
import type { ItemFacts } from './item-facts';
import type { PrintedKind } from './printed-item';

/** Who reads a past detail: the details that list files sign their links for the reader. */
export type PastDetailReader = PastReader & { links: FileLinks };

/**
 * A feature's manifest with what only items have (`services/tasks/task.manifest.ts`): turns and a
 * PDF. The shared slices read every manifest through the `ItemRegistry`, so none imports a feature.
 */
export interface ItemManifest extends FeatureManifest<PastDetailReader> {
  /** Who must act on it, for types that have turns. */
  ballInCourt?: BallInCourtRule<object>;
  /** Its 'Descargar PDF', for types that print. */
  pdf?: PrintedKind;
  /** Its events in the words of the read models every item type shares, for types that appear there. */
  facts?: ItemFacts;
}
