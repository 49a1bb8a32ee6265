import { Body, Controller, Inject } from '@nestjs/common';
import { itemKey } from '../../projections/notifications/notification-items';
import { unreadNotificationsFilter } from '../../projections/notifications/notifications.policy';
import { NOTIFICATIONS, type NotificationDocument } from '../../projections/notifications/notifications.projection';
import { readableProject } from '../../projections/organisation/projects.policy';
import { NOTICE_TRANSLATIONS, type NoticeTranslation } from '../items/item-notices';
import type { Actor } from '../platform/commands/actor';
import type { CommandContext } from '../platform/commands/command-context';
import { ApiCall } from '../platform/http/api-response';
import { CommandMeta } from '../platform/http/command-context.decorator';
import { ApiCommand } from '../platform/http/request-idempotency';
import { Requester } from '../platform/http/requester.decorator';
import { READ_STORE, type ReadStore } from '../platform/read-store/read-store.port';
import { ProjectIdDto } from '../projects/dto/project-calls.dto';
import { MarkAsReadedDto } from './dto/notification-calls.dto';
import { NotificationReadsCommands, notificationReadsRequest } from './notification-reads';
import { notificationAnswers } from './notification-view';

/** The newest unread notifications the bell lists at once; older ones show as these are read. */
export const NOTIFICATIONS_PAGE = 50;

/** The bell (spec 2.11): the user's unread notifications in a project, and marking them read. */
@Controller('notifications')
export class NotificationsController {
  constructor(
    @Inject(READ_STORE) private readonly reads: ReadStore,
    private readonly notificationReads: NotificationReadsCommands,
    @Inject(NOTICE_TRANSLATIONS) private readonly notices: readonly NoticeTranslation[],
  ) {}

  @ApiCall('getUserNotifications')
  async list(@Body() body: ProjectIdDto, @Requester() actor: Actor) {
    const project = await readableProject(this.reads, actor, body.project_id);
    const filter = unreadNotificationsFilter(actor, body.project_id, this.notices);
    const notifications = this.reads.collection<NotificationDocument>(NOTIFICATIONS);
    const [page, total] = await Promise.all([
      notifications.find(filter, { sort: { seq: -1 }, limit: NOTIFICATIONS_PAGE }),
      notifications.count(filter),
    ]);
    return { code: 200, notifications: await notificationAnswers(this.reads, page, project.name), total_count: total };
  }

  /**
   * One notification (`id`), several (`ids`), or the reader's unread ones of an item they opened
   * (spec: opening an item marks it seen, so its notices are read too): the decider takes the
   * reader's own, unread ones.
   */
  @ApiCommand('markAsReaded')
  async markAsReaded(@Body() body: MarkAsReadedDto, @CommandMeta() context: CommandContext) {
    const named = body.ids ?? (body.id ? [body.id] : []);
    const found = await this.reads
      .collection<NotificationDocument>(NOTIFICATIONS)
      .find(
        body.item_type && body.item_id
          ? { item_key: itemKey(body.item_type, body.item_id), user_id: context.actorId, read: false }
          : { _id: { $in: named } },
        { projection: { _id: 1, user_id: 1, read: 1 } },
      );
    const ids = body.item_id ? found.map(({ _id }) => _id) : named;
    // An item opened with nothing unread of it: nothing to read, and nothing missing.
    if (body.item_id && ids.length === 0) return { code: 200 };
    const facts = found.map(({ _id, user_id, read }) => ({ id: _id, userId: user_id, read }));
    const command = { type: 'MarkNotificationsRead' as const, userId: context.actorId, ids, found: facts };
    await this.notificationReads.execute(notificationReadsRequest(context, command));
    return { code: 200 };
  }
}
