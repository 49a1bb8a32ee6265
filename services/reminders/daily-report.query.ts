import { ADDITIONALS, additionalListKeys } from '../../projections/additionals/additionals.projection';
import type { ProjectDocument } from '../../projections/organisation/projects.projection';
import { RDIS, rdiListKeys } from '../../projections/rdi/rdi.projection';
import { type ItemDocument, isOpenItem, mayReadItem, reportsTo } from '../../projections/reminders/reminders.policy';
import {
  type ActivityEntry,
  type ActivityKind,
  REPORT_ACTIVITY,
  type ReportActivityDocument,
} from '../../projections/reminders/report-activity.projection';
import { readerListKeys } from '../../projections/tasks/task-listing.policy';
import {
  listKey,
  possibleAdditionalListKey,
  TASKS,
  type TaskListingDocument,
} from '../../projections/tasks/task-listing.projection';
import { EVERY_MEMBER } from '../items/item-readers';
import { ITO_JOB, JEFE_OT_JOB } from '../organisation/job-types';
import { addDays, chileDate } from '../platform/clock/calendar';
import type { Actor } from '../platform/commands/actor';
import type { ReadStore } from '../platform/read-store/read-store.port';
import { dailyMailMoment } from './daily-mail.decider';
import { type ItemRef, type ItemSummary, itemKey, itemSummary, loadItems, usersById } from './reminded-items';

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

/** Which turn of an RDI or additional is a job's to answer (1 the ITO's, 2 the Jefe OT's); none for other jobs. */
const turnOfJob = (jobTypeId: number | undefined): 1 | 2 | null =>
  jobTypeId === ITO_JOB ? 1 : jobTypeId === JEFE_OT_JOB ? 2 : null;

/** Since when an item waits on its turn. */
function waitingSince(item: ItemDocument): string {
  return item.item_type === 1 ? item.doc.waiting_since : item.doc.response_since;
}

const byKindAndNumber = (a: { item: ItemSummary }, b: { item: ItemSummary }) =>
  a.item.item_type - b.item.item_type || a.item.number - b.item.number;

/**
 * The daily reports of one day: each project's activity in the day's window is read once and
 * shared by every reader's report; what each reader may see of it is decided per reader.
 */
export class DailyReports {
  private readonly activity = new Map<string, Promise<ActivityEntry[]>>();
  private readonly window: { from: string; to: string };

  constructor(
    private readonly reads: ReadStore,
    readonly day: string,
  ) {
    this.window = reportWindow(day);
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
    const items = await loadItems(this.reads, [...entries, ...waitingRefs]);
    const told = entries.filter((entry) => {
      const item = items.get(itemKey(entry));
      return item !== undefined && reportsTo(actor, entry, item);
    });
    const names = await usersById(
      this.reads,
      told.map((entry) => entry.actor_id),
    );
    const changes = new Map<string, ReportChange>();
    for (const entry of told) {
      const key = itemKey(entry);
      const change = changes.get(key) ?? { item: itemSummary(items.get(key)!), what: [] };
      change.what.push({ kind: entry.kind, by: names.get(entry.actor_id)?.name ?? '' });
      changes.set(key, change);
    }
    const waiting = waitingRefs.flatMap((ref) => {
      const item = items.get(itemKey(ref));
      if (!item || !isOpenItem(item) || !mayReadItem(actor, item)) return [];
      return [{ item: itemSummary(item), since: waitingSince(item) }];
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

  /**
   * The open items whose next step is the reader's: tasks waiting on them as responsible (for an
   * answer) or as creator (answered officially, to close or reply), and RDI and additionals
   * waiting on their job's answer (1 the ITO's, 2 the Jefe OT's).
   */
  private async waitingOn(actor: Actor, projectId: string): Promise<ItemRef[]> {
    const me = actor.id;
    const lists = [listKey, possibleAdditionalListKey].flatMap((keys) => [
      keys.responsibleOf(projectId, me, 1),
      keys.createdBy(projectId, me, 1),
    ]);
    const turn = turnOfJob(actor.projects.get(projectId)?.jobTypeId);
    const [tasks, rdis, additionals] = await Promise.all([
      this.reads
        .collection<TaskListingDocument>(TASKS)
        .find({ list_keys: { $in: readerListKeys(lists, [EVERY_MEMBER, me]) } }),
      turn ? this.reads.collection(RDIS).find({ response_key: rdiListKeys.response(projectId, 1, turn) }) : [],
      turn
        ? this.reads.collection(ADDITIONALS).find({
            response_key: {
              $in: [additionalListKeys.response(projectId, 1, turn), additionalListKeys.response(projectId, 3, turn)],
            },
          })
        : [],
    ]);
    const mine = tasks.filter(
      (task) =>
        (task.waiting_on === 'responsable' && task.responsable === me) ||
        (task.waiting_on === 'creator' && task.created_by === me),
    );
    return [
      ...mine.map((task) => ({ item_type: 1 as const, item_id: task.id })),
      ...rdis.map((rdi) => ({ item_type: 2 as const, item_id: rdi._id })),
      ...additionals.map((additional) => ({ item_type: 3 as const, item_id: additional._id })),
    ];
  }
}
