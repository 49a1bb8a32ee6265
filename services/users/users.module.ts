import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { CompanyCapabilitiesController } from './company-capabilities.controller';
import { PasswordTokens } from './password-tokens';
import { ProjectMembershipsController } from './project-memberships.controller';
import { UserRegistration } from './user-registration';
import { UsersController } from './users.controller';

/** Users, their invitations and password links, their projects and permissions. */
@Module({
  imports: [MailModule],
  controllers: [UsersController, ProjectMembershipsController, CompanyCapabilitiesController],
  providers: [UserRegistration, PasswordTokens],
  exports: [PasswordTokens],
})
export class UsersModule {}
