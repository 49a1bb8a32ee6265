import { randomUUID } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  PROJECT_MEMBERS,
  type ProjectMemberDocument,
  projectMemberId,
} from '../../projections/organisation/projects.projection';
import { REMINDERS, type ReminderDocument } from '../../projections/reminders/reminders.projection';
import { USERS, type UserDocument } from '../../projections/users/user-directory.projection';
import { weekdayOf } from '../platform/clock/calendar';
import { ACTOR_PORT, type Actor, type ActorPort } from '../platform/commands/actor';
import { SYSTEM_ACTOR } from '../platform/commands/command-context';
import type { CommandResult } from '../platform/commands/handle-command';
import { isEventOf } from '../platform/event-store/event-store.port';
import { READ_STORE, type ReadStore } from '../platform/read-store/read-store.port';
import { type DailyMailCommand, type DailyMailKind, dailyMailId } from './daily-mail.decider';
import type { DailyMailEvent } from './daily-mail.events';
import { DailyMailCommands } from './daily-mail-commands';
import { DailyMails } from './daily-mails';
import { DailyReports } from './daily-report.query';
import { itemKey, openProjects } from './reminded-items';
import { REMINDED_KINDS, type RemindedKind } from './reminded-kind';
import { type DayReminder, remindersOfDay } from './reminders-of-day.query';

/** What came of one e-mail: sent now, failed now, or nothing to do (nothing to say, or sent before). */
type Outcome = 'sent' | 'failed' | 'none';

type SentEvent = Extract<DailyMailEvent, { type: 'RemindersSent' | 'DailyReportSent' }>;
const SENT: readonly SentEvent['type'][] = ['RemindersSent', 'DailyReportSent'];

/** The option 'no quiero recibir email' of each kind (spec 2.6), by item_type. */
const AVOID_OPTION = { 1: 'task', 2: 'rdi', 3: 'additional' } as const;

/**
 * One day's e-mails: each user's weekly reminders, and the daily report of each user who wants it
 * in some project. Every send is decided by the daily mail decider on the user's stream of that
 * day before it goes out, so a day run twice (a restart, another replica) sends each e-mail once.
 */
@Injectable()
export class DailyMailRun {
  private readonly logger = new Logger('DailyMails');

  constructor(
    @Inject(READ_STORE) private readonly reads: ReadStore,
    @Inject(ACTOR_PORT) private readonly actors: ActorPort,
    @Inject(REMINDED_KINDS) private readonly kinds: readonly RemindedKind[],
    private readonly dailyMails: DailyMailCommands,
    private readonly mails: DailyMails,
  ) {}

  /** Sends what the day has not sent yet; answers how many sends failed (worth another try). */
  async run(day: string, stopping: AbortSignal): Promise<{ failed: number }> {
    const reports = new DailyReports(this.reads, this.kinds, day);
    const [reminded, reportProjects] = await Promise.all([this.remindedUsers(day), this.reportProjects()]);
    let failed = 0;
    // One user after another: the mail server gets one message at a time, and the server answers
    // requests between two users (a day's run reads every project: it must not hold the event loop).
    for (const userId of new Set([...reminded, ...reportProjects.keys()])) {
      await nextTurn();
      if (stopping.aborted) break;
      try {
        const user = await this.reads.collection<UserDocument>(USERS).get(userId);
        if (!user) continue;
        const actor = await this.actors.resolve(userId);
        const outcomes = [
          reminded.has(userId) ? await this.reminders(actor, user, day) : 'none',
          reportProjects.has(userId) ? await this.report(actor, user, reports, reportProjects.get(userId)!) : 'none',
        ];
        failed += outcomes.filter((outcome) => outcome === 'failed').length;
      } catch (error) {
        failed += 1;
        this.logger.error(`The e-mails of ${day} for user ${userId}`, error);
      }
    }
    return { failed };
  }

  /** The users with a reminder on the day's weekday. */
  private async remindedUsers(day: string): Promise<Set<string>> {
    const reminders = await this.reads
      .collection<ReminderDocument>(REMINDERS)
      .find({ days: weekdayOf(day) }, { projection: { user_id: 1 } });
    return new Set(reminders.map((reminder) => reminder.user_id));
  }

  /** The projects where each user wants daily reports (spec 2.6, 'Reportes diarios'). */
  private async reportProjects(): Promise<Map<string, string[]>> {
    const members = await this.reads
      .collection<ProjectMemberDocument>(PROJECT_MEMBERS)
      .find({ 'useroptions.daily_reports': true }, { projection: { user_id: 1, project_id: 1 } });
    const byUser = new Map<string, string[]>();
    for (const { user_id, project_id } of members) byUser.set(user_id, [...(byUser.get(user_id) ?? []), project_id]);
    return byUser;
  }

  /** The day's reminders, but those of kinds the user does not want e-mails of in their project. */
  private async reminders(actor: Actor, user: UserDocument, day: string): Promise<Outcome> {
    const due = await remindersOfDay(this.reads, this.kinds, actor, day);
    const members = await this.reads
      .collection<ProjectMemberDocument>(PROJECT_MEMBERS)
      .find({ _id: { $in: [...new Set(due.map(({ project }) => projectMemberId(project._id, user._id)))] } });
    const avoids = new Map(members.map((member) => [member.project_id, member.avoid_emails]));
    const mailed = due.filter(({ item, project }) => !avoids.get(project._id)?.[AVOID_OPTION[item.item_type]]);
    if (mailed.length === 0) return 'none';
    const reminders = mailed.map(({ reminder }) => ({
      itemType: reminder.item_type,
      itemId: reminder.item_id,
      days: reminder.days,
      repeatable: reminder.repeatable,
      set_at: reminder.set_at,
    }));
    return this.once('reminders', user, day, { type: 'SendReminders', userId: user._id, day, reminders }, (sent) => {
      if (sent.type !== 'RemindersSent') return Promise.resolve();
      // The e-mail lists what the decider recorded: the reminders due that day, set before its 08:00.
      const recorded = new Set(sent.data.items.map(({ itemType, itemId }) => `${itemType}:${itemId}`));
      const listed: DayReminder[] = mailed.filter(({ reminder }) => recorded.has(itemKey(reminder)));
      return this.mails.reminders(user, day, listed);
    });
  }

  private async report(
    actor: Actor,
    user: UserDocument,
    reports: DailyReports,
    projectIds: string[],
  ): Promise<Outcome> {
    const projects = [...(await openProjects(this.reads, projectIds)).values()];
    const report = await reports.of(actor, projects);
    const changes = report.reduce((sum, project) => sum + project.changes.length, 0);
    const waiting = report.reduce((sum, project) => sum + project.waiting.length, 0);
    const command: DailyMailCommand = { type: 'SendDailyReport', userId: user._id, day: reports.day, changes, waiting };
    return this.once('report', user, reports.day, command, () => this.mails.report(user, reports.day, report));
  }

  /**
   * Records the send first, then sends: a replica that loses the race for the stream records
   * nothing and sends nothing. A failure of the mail server is recorded too, so that a later run
   * of the day may try again.
   */
  private async once(
    kind: DailyMailKind,
    user: UserDocument,
    day: string,
    command: DailyMailCommand,
    send: (sent: SentEvent) => Promise<void>,
  ): Promise<Outcome> {
    const aggregateId = dailyMailId(kind, user._id, day);
    const decided = await this.execute(aggregateId, command);
    const sent = decided.events.find((event) => isEventOf<SentEvent>(event, SENT));
    if (decided.duplicate || !sent) return 'none';
    try {
      await send(sent);
      return 'sent';
    } catch (error) {
      this.logger.warn(`The ${kind} e-mail of ${day} for user ${user._id} failed: ${String(error)}`);
      await this.execute(aggregateId, { type: 'RecordDailyMailFailed', userId: user._id, day, reason: String(error) });
      return 'failed';
    }
  }

  private execute(aggregateId: string, command: DailyMailCommand): Promise<CommandResult> {
    return this.dailyMails.execute({
      aggregateId,
      command,
      // Each attempt is a command of its own: the stream's expected revision, not the id, keeps it single.
      context: { actorId: SYSTEM_ACTOR, commandId: randomUUID() },
    });
  }
}
