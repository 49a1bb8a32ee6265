import { Body, Controller, Inject } from '@nestjs/common';
import { requireReadableCompanyEntries } from '../../projections/organisation/companies.policy';
import {
  COMPANY_MEMBERS,
  type CompanyMemberDocument,
  companyMemberId,
} from '../../projections/organisation/companies.projection';
import { USERS } from '../../projections/users/user-directory.projection';
import { CompanyCommands } from '../companies/company-commands';
import type { CompanyCapability } from '../contracts/capabilities';
import type { Actor } from '../platform/commands/actor';
import type { CommandContext } from '../platform/commands/command-context';
import { notFound } from '../platform/domain-error';
import { ApiCall } from '../platform/http/api-response';
import { CommandMeta } from '../platform/http/command-context.decorator';
import { ApiCommand } from '../platform/http/request-idempotency';
import { Requester } from '../platform/http/requester.decorator';
import { READ_STORE, type ReadStore } from '../platform/read-store/read-store.port';
import { SetCompanyCapabilitiesDto, UserCompanyDto } from './dto/company-capabilities.dto';

/** A user's capabilities in a company; holders of set_user_permissions there read and change them. */
@Controller('user')
export class CompanyCapabilitiesController {
  constructor(
    @Inject(READ_STORE) private readonly reads: ReadStore,
    private readonly companies: CompanyCommands,
  ) {}

  @ApiCall('getCapabilitiesByUserCompany')
  async get(@Body() body: UserCompanyDto, @Requester() actor: Actor) {
    requireReadableCompanyEntries(actor, body.company_id);
    return { code: 200, user_company: await this.entry(body) };
  }

  /** Saving for a company the user is not in assigns the user to it (the decider records that). */
  @ApiCommand('setCapabilitiesByUserCompany')
  async set(@Body() body: SetCompanyCapabilitiesDto, @CommandMeta() context: CommandContext) {
    if (!(await this.reads.collection(USERS).get(body.user_id))) throw notFound('El usuario no existe.');
    await this.companies.execute({
      aggregateId: body.company_id,
      command: {
        type: 'SetMemberCapabilities',
        userId: body.user_id,
        capabilities: [...new Set(body.capabilities)] as CompanyCapability[],
      },
      context,
    });
    return { code: 200, user_company: await this.entry(body) };
  }

  /** What the user's company entry holds, administrator or not (what the permissions dialog edits). */
  private async entry({ user_id, company_id }: UserCompanyDto) {
    const entry = await this.reads
      .collection<CompanyMemberDocument>(COMPANY_MEMBERS)
      .get(companyMemberId(company_id, user_id));
    return { user_id, company_id, capabilities: entry?.capabilities ?? [] };
  }
}
