import type { Projection } from '../../projections/runtime/projection';
import { HISTORY_ITEM_TYPES, type HistoryItemType } from '../contracts/history-items';
import type { FileTakingItems } from '../files/file-taking-items';
import { streamName } from '../platform/commands/decider';
import type { Upcaster, ValueRepair } from '../platform/event-store/upcasters';
import type { FeedFamily } from '../platform/feed/feed-family';
import type { AsOfDeclaration } from '../platform/read-store/as-of-declaration';
import type { ProjectSubjects } from '../projects/project-subjects';
import type { RemindedKind } from '../reminders/reminded-kind';
import type { SearchableItems } from '../search/searchable-items';
import type { BallInCourtRule } from './ball-in-court-rule';
import type { DashboardItems } from './item-dashboard';
import type { ItemFacts } from './item-facts';
import type { ItemManifest, PastDetailReader } from './item-manifest';
import type { LinkedItemReads, LinkedItems, LinkedItemType } from './linked-items';
import type { PrintedKind } from './printed-item';
import type { ReferableItem, ReferableItems, ReferableItemType } from './referable-items';

/** An as-of declaration with its projections in the engine's order, and the collections they own. */
export interface AsOfPlan extends AsOfDeclaration<PastDetailReader> {
  owned: ReadonlySet<string>;
}

/** An item type that prints, with who may read it. */
export type PrintableItem = Pick<ItemManifest, 'type' | 'readable'> & { pdf: PrintedKind };

/**
 * Every item type's manifest, as the shared slices read them. The composition root builds it once
 * (`services/manifests.ts`) and hands it to the history, the PDF, the feed, the platform and, through
 * `ItemSlicesModule`, to uploads, reminders, search and the projects' subjects.
 */
export class ItemRegistry implements LinkedItems, ReferableItems {
  private readonly byType: ReadonlyMap<HistoryItemType, ItemManifest>;
  private readonly plans: ReadonlyMap<HistoryItemType, AsOfPlan>;
  /** The item types' read models, in the manifests' order. */
  readonly projections: readonly Projection[];
  readonly ballRules: readonly BallInCourtRule<object>[];
  readonly feedFamilies: readonly FeedFamily[];
  readonly upcasters: readonly Upcaster[];
  readonly valueRepairs: readonly ValueRepair[];
  readonly printable: readonly PrintableItem[];
  readonly fileTaking: readonly FileTakingItems[];
  /** The file owners whose files' live changes reach their uploader alone (`FileTakingItems.heardByUploaderOnly`). */
  readonly uploaderOnlyFileOwners: readonly string[];
  readonly reminded: readonly RemindedKind[];
  readonly searchable: readonly SearchableItems[];
  readonly dashboards: readonly DashboardItems[];
  readonly projectSubjects: ProjectSubjects;
  private readonly facts: readonly ItemFacts[];

  constructor(manifests: readonly ItemManifest[]) {
    this.byType = new Map(manifests.map((manifest) => [manifest.type, manifest]));
    const missing = HISTORY_ITEM_TYPES.filter((type) => !this.byType.has(type));
    if (missing.length > 0 || this.byType.size !== manifests.length) {
      throw new Error(`Each item type needs exactly one manifest; missing: ${missing.join(', ') || 'none'}`);
    }
    this.projections = manifests.flatMap((manifest) => manifest.projections);
    this.ballRules = manifests.flatMap((manifest) => manifest.ballInCourt ?? []);
    this.feedFamilies = manifests.flatMap((manifest) => manifest.feed ?? []);
    this.upcasters = manifests.flatMap((manifest) => manifest.upcasters ?? []);
    this.valueRepairs = manifests.flatMap((manifest) => manifest.valueRepairs ?? []);
    this.facts = manifests.flatMap((manifest) => manifest.facts ?? []);
    this.printable = manifests.flatMap(({ type, readable, pdf }) => (pdf ? [{ type, readable, pdf }] : []));
    this.fileTaking = manifests.flatMap((manifest) => manifest.files ?? []);
    this.uploaderOnlyFileOwners = this.fileTaking.flatMap((taker) => (taker.heardByUploaderOnly ? taker.owners : []));
    this.reminded = manifests.flatMap((manifest) => manifest.reminders ?? []);
    this.searchable = manifests.flatMap((manifest) => manifest.search ?? []);
    this.dashboards = manifests.flatMap((manifest) => manifest.dashboard ?? []);
    const [subjects, ...others] = manifests.flatMap((manifest) => manifest.subjects ?? []);
    if (!subjects || others.length > 0) throw new Error("Exactly one item type keeps the projects' subjects");
    this.projectSubjects = subjects;
    this.plans = new Map(manifests.map((manifest) => [manifest.type, this.plan(manifest)]));
  }

  of(type: HistoryItemType): ItemManifest {
    return this.byType.get(type)!;
  }

  /** The item's stream (`task` → `task-<id>`, `payment_status` → `payment-status-<id>`). */
  readonly stream = (type: HistoryItemType, id: string): string => streamName(this.of(type).aggregate, id);

  asOfPlan(type: HistoryItemType): AsOfPlan {
    return this.plans.get(type)!;
  }

  /** The reads another item's answer asks of a linked type; a type linked to must declare them. */
  linkedReads(type: LinkedItemType): LinkedItemReads {
    const linked = this.of(type).linked;
    if (!linked) throw new Error(`The manifest of ${type} declares no linked reads`);
    return linked;
  }

  /** What a folio shows of a cited type; a citable type must declare it. */
  referable(type: ReferableItemType): ReferableItem {
    const referable = this.of(type).referable;
    if (!referable) throw new Error(`The manifest of ${type} declares no citation`);
    return referable;
  }

  /** The rule of an item type, or undefined for one without turns (users, companies, payment statuses). */
  ballRuleOf(type: HistoryItemType): BallInCourtRule<object> | undefined {
    return this.of(type).ballInCourt;
  }

  /** Every item type's translation into one kind of item fact, for the shared read models. */
  factsOf<Kind extends keyof ItemFacts>(kind: Kind): NonNullable<ItemFacts[Kind]>[] {
    return this.facts.flatMap((facts) => facts[kind] ?? []);
  }

  private plan({ type, asOf }: ItemManifest): AsOfPlan {
    const stray = asOf.projections.filter((projection) => !this.projections.includes(projection));
    if (stray.length > 0) {
      throw new Error(`The as-of plan of ${type} folds read models no manifest lists: ${stray.map((p) => p.name)}`);
    }
    return {
      ...asOf,
      // The engine's order, as the live read models were folded (no projection reads another's).
      projections: this.projections.filter((projection) => asOf.projections.includes(projection)),
      owned: new Set(asOf.projections.flatMap((projection) => projection.collections)),
    };
  }
}
