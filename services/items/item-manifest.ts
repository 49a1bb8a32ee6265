import type { FileTakingItems } from '../files/file-taking-items';
import type { FeatureManifest } from '../platform/feature-manifest';
import type { PastReader } from '../platform/read-store/as-of-declaration';
import type { ProjectSubjects } from '../projects/project-subjects';
import type { RemindedKind } from '../reminders/reminded-kind';
import type { SearchableItems } from '../search/searchable-items';
import type { BallInCourtRule } from './ball-in-court-rule';
import type { DetailJoins } from './detail-joins';
import type { DashboardItems } from './item-dashboard';
import type { ItemFacts } from './item-facts';
import type { LineageFacts } from './lineage-facts';
import type { LinkedItemReads } from './linked-items';
import type { PrintedKind } from './printed-item';
import type { ReferableItem } from './referable-items';

/**
 * Who reads a past detail: the details that list files sign their links for the reader, and those
 * that show a linked item ask its type's reads.
 */
export type PastDetailReader = PastReader & DetailJoins;

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
  /** What other items' answers show of it, for types other items link to. */
  linked?: LinkedItemReads;
  /** What a Libro de Obra folio that cites one of its items shows of it, for citable types. */
  referable?: ReferableItem;
  /** What its events tell an additional's amount lineage, for the types an additional starts from. */
  lineage?: LineageFacts;
  /** Its events in the words of the read models every item type shares, for types that appear there. */
  facts?: ItemFacts;
  /** What its items add to the project's dashboard, for the types it has a card for. */
  dashboard?: DashboardItems;
}
