import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { ITEM_MAILS, type ItemMailDocument } from '../../projections/notifications/item-mail-queue';
import {
  itemKey,
  NOTIFICATION_ITEMS,
  type NotificationItemDocument,
} from '../../projections/notifications/notification-items';
import { mayReadNotifiedItem } from '../../projections/notifications/notifications.policy';
import {
  PROJECT_MEMBERS,
  PROJECTS,
  type ProjectDocument,
  type ProjectMemberDocument,
  projectMemberId,
} from '../../projections/organisation/projects.projection';
import {
  READ_MODEL_PROGRESS,
  type ReadModelProgress,
  readyUnlessStopped,
} from '../../projections/runtime/projection-progress';
import { USERS, type UserDocument } from '../../projections/users/user-directory.projection';
import { NOTICE_TRANSLATIONS, type NoticeTranslation } from '../items/item-notices';
import { ItemMails } from '../mail/item-mails';
import { CLOCK, type Clock } from '../platform/clock/clock.port';
import { ACTOR_PORT, type ActorPort } from '../platform/commands/actor';
import { SYSTEM_ACTOR } from '../platform/commands/command-context';
import { READ_STORE, type ReadStore } from '../platform/read-store/read-store.port';
import { EXPIRED_ITEM_MAILS, type ItemMailCommand } from './item-mail.decider';
import { ItemMailCommands } from './item-mail-commands';

/** How often the queue is looked at; a batch waits minutes anyway. */
const TICK_MS = 30_000;
/** A batch due longer ago is let go unsent: mail about old news (a rebuild, a long outage) helps nobody. */
const STALE_MS = 24 * 3_600_000;
/** By the notifications' item_type: the e-mail's words and link, and the 'no quiero recibir email' option. */
const KIND = { 1: 'task', 2: 'rdi', 3: 'additional', 4: 'site_book' } as const;

const CHILE_TIME = new Intl.DateTimeFormat('es-CL', {
  timeZone: 'America/Santiago',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * 'No quiero recibir email' of the kind in the project. A Libro de Obra folio's notice cannot be
 * muted: it is how the people who must take notice learn of it (docs/site-book.md).
 */
const mutedBy = (member: ProjectMemberDocument, kind: (typeof KIND)[keyof typeof KIND]): boolean =>
  kind !== 'site_book' && member.avoid_emails[kind];

/**
 * Sends the e-mails of the item mail queue (docs/decisions.md, "Correos de avisos"): each due
 * batch is recorded as closed first (the item mail decider, one stream per recipient and item),
 * then sent, so several replicas or a restart send it once; a failed send is logged, not repeated.
 * It looks at the queue only once the read models have caught up: a queue still being rebuilt
 * holds batches that later events of the log close.
 */
@Injectable()
export class ItemMailDispatcher implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('ItemMails');
  private timer: ReturnType<typeof setInterval> | undefined;
  private running: Promise<unknown> | undefined;
  private readonly stopping = new AbortController();
  private started: Promise<void> = Promise.resolve();

  constructor(
    @Inject(READ_STORE) private readonly reads: ReadStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ACTOR_PORT) private readonly actors: ActorPort,
    private readonly itemMails: ItemMailCommands,
    private readonly mails: ItemMails,
    @Inject(NOTICE_TRANSLATIONS) private readonly notices: readonly NoticeTranslation[],
    @Inject(READ_MODEL_PROGRESS) private readonly progress: ReadModelProgress,
  ) {}

  onApplicationBootstrap(): void {
    this.started = readyUnlessStopped(this.progress, this.stopping.signal).then((ready) => {
      if (!ready) return;
      this.timer = setInterval(() => this.tick(), TICK_MS);
      this.timer.unref();
    });
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopping.abort();
    await this.started;
    clearInterval(this.timer);
    await this.running;
  }

  private tick(): void {
    if (this.running) return;
    this.running = this.flushDue()
      .catch((error: unknown) => this.logger.error('The item e-mails could not be sent', error))
      .finally(() => {
        this.running = undefined;
      });
  }

  /** Sends every batch due by the clock's now, letting stale ones go; answers how many e-mails went out. */
  async flushDue(): Promise<number> {
    const now = this.clock.now();
    const staleBefore = new Date(now.getTime() - STALE_MS).toISOString();
    const mails = this.reads.collection<ItemMailDocument>(ITEM_MAILS);
    if ((await mails.count({ due_at: { $lt: staleBefore } })) > 0) {
      await this.execute(EXPIRED_ITEM_MAILS, { type: 'ExpireItemMails', before: staleBefore });
    }
    const due = await mails.find({ due_at: { $gte: staleBefore, $lte: now.toISOString() } }, { sort: { due_at: 1 } });
    let sent = 0;
    for (const batch of due) if (await this.flush(batch)) sent += 1;
    return sent;
  }

  private execute(aggregateId: string, command: ItemMailCommand) {
    return this.itemMails.execute({
      aggregateId,
      command,
      // The stream's expected revision keeps it single, not the id: each attempt is a command of its own.
      context: { actorId: SYSTEM_ACTOR, commandId: randomUUID() },
    });
  }

  private async flush(batch: ItemMailDocument): Promise<boolean> {
    const mailed = await this.wanted(batch);
    const through = Math.max(...batch.changes.map((change) => change.position));
    const closed = await this.execute(batch._id, {
      type: 'CloseItemMail',
      userId: batch.user_id,
      itemKey: batch.item_key,
      through,
      mailed,
    });
    if (!mailed || closed.duplicate || closed.events.length === 0) return false;
    try {
      await this.send(batch);
      return true;
    } catch (error) {
      this.logger.warn(`The e-mail of ${batch.item_key} to user ${batch.user_id} failed: ${String(error)}`);
      return false;
    }
  }

  /**
   * Whether the batch goes out: the user may still read the item (the bell's rule), their 'no
   * quiero recibir email' of the kind is off in the project, and they are not only a subscriber who
   * asked for the bell alone.
   */
  private async wanted(batch: ItemMailDocument): Promise<boolean> {
    if (!mayReadNotifiedItem(await this.actors.resolve(batch.user_id), batch, this.notices)) return false;
    const [member, item] = await Promise.all([
      this.reads
        .collection<ProjectMemberDocument>(PROJECT_MEMBERS)
        .get(projectMemberId(batch.project_id, batch.user_id)),
      this.reads.collection<NotificationItemDocument>(NOTIFICATION_ITEMS).get(batch.item_key),
    ]);
    const kind = KIND[batch.item_type as keyof typeof KIND];
    if (!member || !item || !kind || mutedBy(member, kind)) return false;
    const { people } = item;
    const takesPart =
      people.creatorId === batch.user_id ||
      people.responsibleId === batch.user_id ||
      people.participantIds.includes(batch.user_id) ||
      people.involvedIds.includes(batch.user_id);
    return takesPart || !item.mail_muted_ids.includes(batch.user_id);
  }

  private async send(batch: ItemMailDocument): Promise<void> {
    const kind = KIND[batch.item_type as keyof typeof KIND];
    const users = this.reads.collection<UserDocument>(USERS);
    const [user, project, opened, actors] = await Promise.all([
      users.get(batch.user_id),
      this.reads.collection<ProjectDocument>(PROJECTS).get(batch.project_id),
      this.reads.collection<NotificationItemDocument>(NOTIFICATION_ITEMS).get(itemKey(kind, batch.item_id)),
      users.find({ _id: { $in: [...new Set(batch.changes.map((change) => change.actor_id))] } }),
    ]);
    if (!user?.email) return;
    const names = new Map(actors.map((actor) => [actor._id, actor.name]));
    await this.mails.changes(
      kind,
      {
        id: batch.item_id,
        project_id: batch.project_id,
        number: opened?.number ?? 0,
        title: batch.title,
        project: { name: project?.name ?? '' },
      },
      { userId: user._id, email: user.email },
      batch.changes.map((change) => ({
        who: names.get(change.actor_id) ?? 'Alguien',
        action: change.action,
        said: change.said,
        time: CHILE_TIME.format(new Date(change.at)).replace(',', ''),
      })),
    );
  }
}
