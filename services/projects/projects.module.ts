import { Module } from '@nestjs/common';
import { MembershipStreamsMigration } from './membership-streams.migration';
import { MembershipCommands, PreferencesCommands, ProjectCommands } from './project-command';
import { ProjectOptionsController } from './project-options.controller';
import { ProjectQueriesController } from './project-queries.controller';
import { ProjectsController } from './projects.controller';

/** Projects, their status board and RDI close system, and each member's own options there. */
@Module({
  controllers: [ProjectsController, ProjectQueriesController, ProjectOptionsController],
  providers: [ProjectCommands, MembershipCommands, PreferencesCommands, MembershipStreamsMigration],
})
export class ProjectsModule {}
