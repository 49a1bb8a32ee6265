import type { ProjectDocument } from '../../projections/organisation/projects.projection';
import { readableWhileOpen, reportsTo } from '../../projections/reminders/reminders.policy';
import {
  type ActivityEntry,
  type ActivityKind,
  REPORT_ACTIVITY,
  type ReportActivityDocument,
} from '../../projections/reminders/report-activity.projection';
import type { ReminderItemType } from '../contracts/reminders';
import { addDays, chileDate } from '../platform/clock/calendar';
import type { Actor } from '../platform/commands/actor';
import type { ReadStore } from '../platform/read-store/read-store.port';
import { dailyMailMoment } from './daily-mail.decider';
import { type ItemRef, type ItemSummary, itemKey, loadItems, type RemindedItem, usersById } from './reminded-items';
import type { RemindedKind } from './reminded-kind';

/** An item others changed since the last report: what happened to it, in order, and who did it. */
export interface ReportChange {
  item: ItemSummary;
  what: Array<{ kind: ActivityKind; by: string }>;
}

/** An open item whose next step is the reader's, and since when it waits. */
export interface ReportWaiting {
  item: ItemSummary;
  since: string;
}

export interface ProjectReport {
  project: { id: string; name: string };
  changes: ReportChange[];
  waiting: ReportWaiting[];
}

/** What a day's report covers: from the previous day's 08:00 (Chile) to this day's. */
export const reportWindow = (day: string) => ({
  from: dailyMailMoment(addDays(day, -1)).toISOString(),
  to: dailyMailMoment(day).toISOString(),
});

const byKindAndNumber = (a: { item: ItemSummary }, b: { item: ItemSummary }) =>
  a.item.item_type - b.item.item_type || a.item.number - b.item.number;

/**
 * The daily reports of one day: each project's activity in the day's window is read once and
 * shared by every reader's report; what each reader may see of it is decided per reader.
 */
export class DailyReports {
  private readonly activity = new Map<string, Promise<ActivityEntry[]>>();
  private readonly window: { from: string; to: string };
  private readonly kindOf: ReadonlyMap<ReminderItemType, RemindedKind>;

  constructor(
    private readonly reads: ReadStore,
    private readonly kinds: readonly RemindedKind[],
    readonly day: string,
  ) {
    this.window = reportWindow(day);
    this.kindOf = new Map(kinds.map((kind) => [kind.itemType, kind]));
  }

  /** A reader's report over the projects given (open ones, where they want reports); projects with nothing are left out. */
  async of(actor: Actor, projects: readonly ProjectDocument[]): Promise<ProjectReport[]> {
    const reports = await Promise.all(projects.map((project) => this.projectReport(actor, project)));
    return reports.filter((report) => report.changes.length + report.waiting.length > 0);
  }

  private async projectReport(actor: Actor, project: ProjectDocument): Promise<ProjectReport> {
    const [entries, waitingRefs] = await Promise.all([
      this.activityOf(project._id),
      this.waitingOn(actor, project._id),
    ]);
    const items = await loadItems(this.reads, this.kinds, [...entries, ...waitingRefs]);
    const told = entries.filter((entry) => {
      const item = items.get(itemKey(entry));
      return item !== undefined && reportsTo(actor, entry, item, this.kindOf.get(item.item_type)!);
    });
    const names = await usersById(
      this.reads,
      told.map((entry) => entry.actor_id),
    );
    const changes = new Map<string, ReportChange>();
    for (const entry of told) {
      const key = itemKey(entry);
      const change = changes.get(key) ?? { item: items.get(key)!.summary, what: [] };
      change.what.push({ kind: entry.kind, by: names.get(entry.actor_id)?.name ?? '' });
      changes.set(key, change);
    }
    const waiting = waitingRefs.flatMap((ref) => {
      const item = items.get(itemKey(ref));
      if (!item || !readableWhileOpen(actor, item, this.kindOf.get(item.item_type)!)) return [];
      return [{ item: item.summary, since: this.waitingSince(item) }];
    });
    return {
      project: { id: project._id, name: project.name },
      changes: [...changes.values()].sort(byKindAndNumber),
      waiting: waiting.sort((a, b) => a.since.localeCompare(b.since) || byKindAndNumber(a, b)),
    };
  }

  /** What happened to a project's items in the window, oldest first. */
  private activityOf(projectId: string): Promise<ActivityEntry[]> {
    let entries = this.activity.get(projectId);
    if (!entries) {
      const { from, to } = this.window;
      const days = [chileDate(new Date(from)), chileDate(new Date(to))].map((day) => `${projectId}:${day}`);
      entries = this.reads
        .collection<ReportActivityDocument>(REPORT_ACTIVITY)
        .find({ _id: { $in: days } }, { sort: { day: 1 } })
        .then((docs) => docs.flatMap((doc) => doc.entries).filter((entry) => entry.at >= from && entry.at < to));
      this.activity.set(projectId, entries);
    }
    return entries;
  }

  /** Since when an item waits on its turn, as its kind tells. */
  private waitingSince(item: RemindedItem): string {
    return this.kindOf.get(item.item_type)!.waitingSince(item);
  }

  /** The open items whose next step is the reader's, of every kind that reminds (each kind says which). */
  private async waitingOn(actor: Actor, projectId: string): Promise<ItemRef[]> {
    const waiting = await Promise.all(
      this.kinds.map(async (kind) =>
        (await kind.waitingOn(this.reads, actor, projectId)).map((item_id) => ({ item_type: kind.itemType, item_id })),
      ),
    );
    return waiting.flat();
  }
}
