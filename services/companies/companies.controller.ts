import { Body, Controller, Inject, Res, UploadedFile } from '@nestjs/common';
import type { Response } from 'express';
import { COMPANIES, type CompanyDocument } from '../../projections/organisation/companies.projection';
import { mayReadCompaniesOf } from '../../projections/users/users.policy';
import { BLOB_STORE, type BlobStore } from '../platform/blob-store/blob-store.port';
import type { Actor } from '../platform/commands/actor';
import { type CommandContext, createdId } from '../platform/commands/command-context';
import { forbidden } from '../platform/domain-error';
import { ApiCall } from '../platform/http/api-response';
import { CommandMeta } from '../platform/http/command-context.decorator';
import { tagVersion } from '../platform/http/edit-version';
import { executeWithImage } from '../platform/http/execute-with-image';
import { ImageUpload } from '../platform/http/image-upload';
import { ApiCommand } from '../platform/http/request-idempotency';
import { Requester } from '../platform/http/requester.decorator';
import { READ_STORE, type ReadStore } from '../platform/read-store/read-store.port';
import type { CompanyCommand } from './company.decider';
import { CompanyCommands } from './company-commands';
import { publicCompany } from './company-view';
import { CompaniesByUserDto, CompanyDto, UpdateCompanyDto } from './dto/company.dto';
import { userCompanies } from './user-companies.query';

/** Company commands: DTO in, command out; the company decider holds the rules, permissions included. */
@Controller('company')
export class CompaniesController {
  constructor(
    @Inject(READ_STORE) private readonly reads: ReadStore,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    private readonly companies: CompanyCommands,
  ) {}

  @ApiCommand('create', ImageUpload('logo'))
  async create(
    @Body() body: CompanyDto,
    @UploadedFile() logo: Express.Multer.File | undefined,
    @CommandMeta() context: CommandContext,
  ) {
    const companyId = createdId(context, 'company');
    await this.withLogo(companyId, context, { image: logo, kept: null }, (logoKey) => ({
      type: 'CreateCompany',
      companyId,
      name: body.name.trim(),
      description: body.description.trim(),
      logo: logoKey,
      url: body.url?.trim() || null,
    }));
    return { code: 200, company: await this.company(companyId) };
  }

  @ApiCommand('update', ImageUpload('logo'))
  async update(
    @Body() body: UpdateCompanyDto,
    @UploadedFile() logo: Express.Multer.File | undefined,
    @CommandMeta() context: CommandContext,
    @Res({ passthrough: true }) response: Response,
  ) {
    // A field left out stays as it is: without a new logo the company keeps its own.
    await this.withLogo(body.company_id, context, { image: logo, kept: null }, (logoKey) => ({
      type: 'UpdateCompany',
      ...(body.name !== undefined ? { name: body.name.trim() } : {}),
      ...(body.description !== undefined ? { description: body.description.trim() } : {}),
      ...(body.url !== undefined ? { url: body.url.trim() || null } : {}),
      ...(logo ? { logo: logoKey } : {}),
    }));
    const company = await this.company(body.company_id);
    tagVersion(response, company?.version);
    return { code: 200, company };
  }

  /** The companies of a user with the capabilities held in each. */
  @ApiCall('getCompaniesByUserID')
  async companiesByUser(@Body() body: CompaniesByUserDto, @Requester() actor: Actor) {
    if (!mayReadCompaniesOf(actor, body.user_id)) {
      throw forbidden('No tienes permiso para ver las empresas de este usuario.');
    }
    return { code: 200, companies: await userCompanies(this.reads, body.user_id) };
  }

  private withLogo(
    companyId: string,
    context: CommandContext,
    logo: { image: Express.Multer.File | undefined; kept: string | null },
    command: (logoKey: string | null) => CompanyCommand,
  ) {
    return executeWithImage(this.companies, this.blobs, { ...logo, folder: `companies/${companyId}` }, (logoKey) => ({
      aggregateId: companyId,
      command: command(logoKey),
      context,
    }));
  }

  private async company(companyId: string) {
    const company = await this.reads.collection<CompanyDocument>(COMPANIES).get(companyId);
    return company ? publicCompany(company) : null;
  }
}
