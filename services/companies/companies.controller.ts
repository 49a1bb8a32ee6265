import { randomUUID } from 'node:crypto';
import { Body, Controller, Inject, UploadedFile, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { COMPANIES, type CompanyDocument } from '../../projections/organisation/companies.projection';
import { Permissions } from '../organisation/permissions';
import { BLOB_STORE, type BlobStore } from '../platform/blob-store/blob-store.port';
import type { CommandContext } from '../platform/commands/command-context';
import { ExecuteCommand } from '../platform/commands/execute-command';
import { forbidden } from '../platform/domain-error';
import { ApiCall } from '../platform/http/api-response';
import { CommandMeta } from '../platform/http/command-context.decorator';
import { ImageUpload, storeImage } from '../platform/http/image-upload';
import { READ_STORE, type ReadStore } from '../platform/read-store/read-store.port';
import { isAdministrator } from '../users/user.policy';
import { companyAggregate } from './company.decider';
import { CompaniesByUserDto, CompanyDto, UpdateCompanyDto } from './dto/company.dto';
import { userCompanies } from './user-companies.query';

const publicCompany = ({ _id, ...company }: CompanyDocument) => company;

@Controller('company')
export class CompaniesController {
  constructor(
    @Inject(READ_STORE) private readonly reads: ReadStore,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    private readonly commands: CommandBus,
    private readonly permissions: Permissions,
  ) {}

  @ApiCall('create')
  @UseInterceptors(ImageUpload('logo'))
  async create(
    @Body() body: CompanyDto,
    @UploadedFile() logo: Express.Multer.File | undefined,
    @CommandMeta() context: CommandContext,
  ) {
    await this.permissions.requireCompanyCreation(context.actorId);
    const companyId = randomUUID();
    const { aggregateId } = await this.commands.execute(
      new ExecuteCommand({
        aggregate: companyAggregate,
        aggregateId: companyId,
        command: {
          type: 'CreateCompany',
          companyId,
          creatorId: context.actorId,
          name: body.name.trim(),
          description: body.description.trim(),
          logo: logo ? await storeImage(this.blobs, `companies/${companyId}`, logo) : null,
          url: body.url?.trim() || null,
        },
        context,
      }),
    );
    return { code: 200, company: await this.company(aggregateId) };
  }

  @ApiCall('update')
  @UseInterceptors(ImageUpload('logo'))
  async update(
    @Body() body: UpdateCompanyDto,
    @UploadedFile() logo: Express.Multer.File | undefined,
    @CommandMeta() context: CommandContext,
  ) {
    await this.permissions.requireCompany(context.actorId, body.company_id, 'edit_company');
    const current = await this.company(body.company_id);
    await this.commands.execute(
      new ExecuteCommand({
        aggregate: companyAggregate,
        aggregateId: body.company_id,
        command: {
          type: 'UpdateCompany',
          name: body.name.trim(),
          description: body.description.trim(),
          logo: logo ? await storeImage(this.blobs, `companies/${body.company_id}`, logo) : (current?.logo ?? null),
          url: body.url?.trim() || null,
        },
        context,
      }),
    );
    return { code: 200, company: await this.company(body.company_id) };
  }

  /** The companies of a user with the capabilities held in each: the user, or an administrator, asks. */
  @ApiCall('getCompaniesByUserID')
  async companiesByUser(@Body() body: CompaniesByUserDto, @CommandMeta() context: CommandContext) {
    if (body.user_id !== context.actorId && !isAdministrator(await this.permissions.user(context.actorId))) {
      throw forbidden('No tienes permiso para ver las empresas de este usuario.');
    }
    return { code: 200, companies: await userCompanies(this.reads, body.user_id) };
  }

  private async company(companyId: string) {
    const company = await this.reads.collection<CompanyDocument>(COMPANIES).get(companyId);
    return company ? publicCompany(company) : null;
  }
}
