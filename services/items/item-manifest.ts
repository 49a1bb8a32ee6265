import type { FileLinks } from '../files/file-links';
import type { FileTakingItems } from '../files/file-taking-items';
import type { FeatureManifest } from '../platform/feature-manifest';
import type { PastReader } from '../platform/read-store/as-of-declaration';
import type { ProjectSubjects } from '../projects/project-subjects';
import type { RemindedKind } from '../reminders/reminded-kind';
import type { SearchableItems } from '../search/searchable-items';
import type { BallInCourtRule } from './ball-in-court-rule';
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
  /** Its items and their parts, for types that take uploaded files. */
  files?: FileTakingItems;
  /** Its reminders and daily report lines, for types that remind. */
  reminders?: RemindedKind;
  /** Its hits in the header's global search, for types it searches. */
  search?: SearchableItems;
  /** The subjects a project's items are filed under, kept by one type. */
  subjects?: ProjectSubjects;
}
