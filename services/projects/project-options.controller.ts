import { Body, Controller, Get, Inject, Query } from '@nestjs/common';
import { readableProject } from '../../projections/organisation/projects.policy';
import {
  PROJECT_MEMBERS,
  type ProjectMemberDocument,
  projectMemberId,
} from '../../projections/organisation/projects.projection';
import type { Actor } from '../platform/commands/actor';
import type { CommandContext } from '../platform/commands/command-context';
import { CommandMeta } from '../platform/http/command-context.decorator';
import { ApiCommand } from '../platform/http/request-idempotency';
import { Requester } from '../platform/http/requester.decorator';
import { READ_STORE, type ReadStore } from '../platform/read-store/read-store.port';
import { AvoidEmailsDto, ProjectIdDto, ProjectOptionsDto } from './dto/project-calls.dto';
import { DEFAULT_AVOID_EMAILS, type PreferencesCommand } from './member-preferences.decider';
import { PreferencesCommands, preferencesRequest, projectFacts } from './project-command';

/** A member's own options in a project: daily reports, notification sound, e-mails they do not want. */
@Controller()
export class ProjectOptionsController {
  constructor(
    @Inject(READ_STORE) private readonly reads: ReadStore,
    private readonly preferences: PreferencesCommands,
  ) {}

  @ApiCommand('user/setUserProjectOptions')
  async setOptions(@Body() body: ProjectOptionsDto, @CommandMeta() context: CommandContext) {
    await this.execute(context, {
      type: 'SetMemberOptions',
      projectId: body.project_id,
      project: await projectFacts(this.reads, body.project_id),
      dailyReports: body.daily_reports,
      notificationSound: body.notification_sound,
    });
    const member = await this.member(body.project_id, context.actorId);
    return { code: 200, useroptions: member?.useroptions };
  }

  @Get('notifications/getUserAvoidEmailsOptions')
  async avoidEmails(@Query() query: ProjectIdDto, @Requester() actor: Actor) {
    await readableProject(this.reads, actor, query.project_id);
    const member = await this.member(query.project_id, actor.id);
    return { code: 200, options: member?.avoid_emails ?? { ...DEFAULT_AVOID_EMAILS } };
  }

  @ApiCommand('notifications/setUserAvoidEmails')
  async setAvoidEmails(@Body() body: AvoidEmailsDto, @CommandMeta() context: CommandContext) {
    const { rdi, task, additional } = body;
    await this.execute(context, {
      type: 'SetMemberAvoidEmails',
      projectId: body.project_id,
      project: await projectFacts(this.reads, body.project_id),
      rdi,
      task,
      additional,
    });
    return { code: 200, options: (await this.member(body.project_id, context.actorId))?.avoid_emails };
  }

  private execute(context: CommandContext, command: PreferencesCommand) {
    return this.preferences.execute(preferencesRequest(context, command));
  }

  private member(projectId: string, userId: string) {
    return this.reads.collection<ProjectMemberDocument>(PROJECT_MEMBERS).get(projectMemberId(projectId, userId));
  }
}
