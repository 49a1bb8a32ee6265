import { readableRdi } from '../../projections/rdi/rdi.policy';
import { rdiProjection } from '../../projections/rdi/rdi.projection';
import { projectSubjects } from '../../projections/rdi/rdi-subjects';
import type { ItemManifest } from '../items/item-manifest';
import { rdiAsOf } from './rdi.as-of';
import { rdiBallInCourt } from './rdi.ball-in-court';
import { rdiDashboard } from './rdi.dashboard';
import { rdiAggregate } from './rdi.decider';
import { rdiFeed } from './rdi.feed';
import { rdiFileOwner } from './rdi.file-owner';
import { rdiHistory } from './rdi.history';
import { rdiFacts } from './rdi.item-facts';
import { rdiLineage } from './rdi.lineage';
import { rdiPdf } from './rdi.printed';
import { rdiReferable } from './rdi.referable';
import { rdiReminders } from './rdi.reminders';
import { rdiSearch } from './rdi.search';
import { rdiValueRepairs } from './rdi.upcasters';
import { rdiLinkedReads } from './rdi-linked-reads';

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
  files: rdiFileOwner,
  reminders: rdiReminders,
  search: rdiSearch,
  subjects: projectSubjects,
  linked: rdiLinkedReads,
  referable: rdiReferable,
  lineage: rdiLineage,
  facts: rdiFacts,
  dashboard: rdiDashboard,
};
