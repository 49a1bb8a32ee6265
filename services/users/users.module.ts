import { Module } from '@nestjs/common';
import { CompanyCommands } from '../companies/company-commands';
import { MailModule } from '../mail/mail.module';
import { MembershipCommands } from '../projects/project-command';
import { CompanyCapabilitiesController } from './company-capabilities.controller';
import { PasswordTokens } from './password-tokens';
import { ProjectMembershipsController } from './project-memberships.controller';
import { EmailRegistryCommands, UserCommands } from './user-commands';
import { UserRegistration } from './user-registration';
import { UsersController } from './users.controller';

/** Users, their invitations and password links, their projects and permissions. */
@Module({
  imports: [MailModule],
  controllers: [UsersController, ProjectMembershipsController, CompanyCapabilitiesController],
  providers: [
    UserCommands,
    EmailRegistryCommands,
    CompanyCommands,
    MembershipCommands,
    UserRegistration,
    PasswordTokens,
  ],
  exports: [PasswordTokens],
})
export class UsersModule {}
