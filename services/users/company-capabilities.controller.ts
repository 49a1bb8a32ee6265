import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { companyAggregate } from '../companies/company.decider';
import type { CompanyCapability } from '../organisation/capabilities';
import { Permissions } from '../organisation/permissions';
import type { CommandContext } from '../platform/commands/command-context';
import { ExecuteCommand } from '../platform/commands/execute-command';
import { notFound } from '../platform/domain-error';
import { ApiCall } from '../platform/http/api-response';
import { CommandMeta } from '../platform/http/command-context.decorator';
import { SetCompanyCapabilitiesDto, UserCompanyDto } from './dto/company-capabilities.dto';

/** A user's capabilities in a company; holders of set_user_permissions there read and change them. */
@Controller('user')
export class CompanyCapabilitiesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly permissions: Permissions,
  ) {}

  @ApiCall('getCapabilitiesByUserCompany')
  async get(@Body() body: UserCompanyDto, @CommandMeta() context: CommandContext) {
    await this.permissions.requireCompany(context.actorId, body.company_id, 'set_user_permissions');
    return { code: 200, user_company: await this.entry(body) };
  }

  /** Saving for a company the user is not in assigns the user to it (the decider records that). */
  @ApiCall('setCapabilitiesByUserCompany')
  async set(@Body() body: SetCompanyCapabilitiesDto, @CommandMeta() context: CommandContext) {
    await this.permissions.requireCompany(context.actorId, body.company_id, 'set_user_permissions');
    if (!(await this.permissions.user(body.user_id))) throw notFound('El usuario no existe.');
    await this.commands.execute(
      new ExecuteCommand({
        aggregate: companyAggregate,
        aggregateId: body.company_id,
        command: {
          type: 'SetMemberCapabilities',
          userId: body.user_id,
          capabilities: [...new Set(body.capabilities)] as CompanyCapability[],
        },
        context,
      }),
    );
    return { code: 200, user_company: await this.entry(body) };
  }

  private async entry({ user_id, company_id }: UserCompanyDto) {
    return { user_id, company_id, capabilities: await this.permissions.memberCompanyCapabilities(user_id, company_id) };
  }
}
