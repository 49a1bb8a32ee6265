import { Body, Controller, Inject } from '@nestjs/common';
import { readableProject } from '../../projections/organisation/projects.policy';
import type { DailyReminder } from '../contracts/reminders';
import { chileDate } from '../platform/clock/calendar';
import { CLOCK, type Clock } from '../platform/clock/clock.port';
import type { Actor } from '../platform/commands/actor';
import { ApiCall } from '../platform/http/api-response';
import { Requester } from '../platform/http/requester.decorator';
import { READ_STORE, type ReadStore } from '../platform/read-store/read-store.port';
import { ProjectIdDto } from '../projects/dto/project-calls.dto';
import { usersById } from './reminded-items';
import { REMINDED_KINDS, type RemindedKind } from './reminded-kind';
import { remindersOfDay } from './reminders-of-day.query';

/** The reminders menu (spec 2.11): today's reminders of the asking user in the project. */
@Controller('notifications')
export class RemindersController {
  constructor(
    @Inject(READ_STORE) private readonly reads: ReadStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(REMINDED_KINDS) private readonly kinds: readonly RemindedKind[],
  ) {}

  /** Today in Santiago; to anyone outside the project it does not exist (404). */
  @ApiCall('getDailyReminders')
  async dailyReminders(@Body() body: ProjectIdDto, @Requester() actor: Actor) {
    await readableProject(this.reads, actor, body.project_id);
    const found = await remindersOfDay(this.reads, this.kinds, actor, chileDate(this.clock.now()), body.project_id);
    const creators = await usersById(
      this.reads,
      found.map(({ item }) => item.doc.created_by),
    );
    const reminders = found.map(({ reminder, item, project }): DailyReminder => {
      const { id, number, title, item_type, created_by } = item.summary;
      const creator = creators.get(created_by);
      return {
        id: reminder._id,
        reminderable_id: id,
        item_type,
        reminderable: {
          id,
          number,
          title,
          project: { name: project.name },
          created_by_user_avatar: { name: creator?.name ?? '', avatar: creator?.info.avatar ?? null },
        },
      };
    });
    return { code: 200, reminders };
  }
}
