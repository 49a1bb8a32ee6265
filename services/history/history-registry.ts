import {
  MEMBERSHIP_STREAMS,
  type MembershipStreamDocument,
} from '../../projections/history/membership-streams.projection';
import { additionalHistory } from '../additionals/additional.history';
import { paymentStatusHistory } from '../additionals/payment-status.history';
import { companyHistory } from '../companies/company.history';
import type { HistoryItemType } from '../contracts/history-items';
import type { HistoryReader } from '../platform/history/history-table';
import type { ReadStore } from '../platform/read-store/read-store.port';
import { membershipHistory } from '../projects/membership.history';
import { projectHistory } from '../projects/project.history';
import { rdiHistory } from '../rdi/rdi.history';
import { taskHistory } from '../tasks/task.history';
import { userHistory } from '../users/user.history';

/** Streams besides the item's own that tell its story, each read by its own table. */
export interface RelatedStreams {
  reader: HistoryReader;
  streams(reads: ReadStore, itemId: string): Promise<string[]>;
}

export interface HistorySource {
  /** Reads the item's own stream. */
  reader: HistoryReader;
  related?: RelatedStreams;
}

/** A project's members: who was added, changed or removed is part of the project's story. */
const projectMemberships: RelatedStreams = {
  reader: membershipHistory,
  streams: async (reads, projectId) =>
    (await reads.collection<MembershipStreamDocument>(MEMBERSHIP_STREAMS).find({ project_id: projectId })).map(
      (doc) => doc._id,
    ),
};

/** How each item type's history reads: every table is declared beside its decider. */
export const HISTORIES: Readonly<Record<HistoryItemType, HistorySource>> = {
  project: { reader: projectHistory, related: projectMemberships },
  user: { reader: userHistory },
  company: { reader: companyHistory },
  task: { reader: taskHistory },
  rdi: { reader: rdiHistory },
  additional: { reader: additionalHistory },
  payment_status: { reader: paymentStatusHistory },
};
