import { randomUUID } from 'node:crypto';
import { Body, Controller, Inject, UploadedFile, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { PROJECTS, type ProjectDocument } from '../../projections/organisation/projects.projection';
import { USERS } from '../../projections/users/user-directory.projection';
import { Permissions } from '../organisation/permissions';
import { BLOB_STORE, type BlobStore } from '../platform/blob-store/blob-store.port';
import { chileDate } from '../platform/clock/calendar';
import { CLOCK, type Clock } from '../platform/clock/clock.port';
import type { CommandContext } from '../platform/commands/command-context';
import { DomainError } from '../platform/domain-error';
import { ApiCall } from '../platform/http/api-response';
import { CommandMeta } from '../platform/http/command-context.decorator';
import { ImageUpload, storeImage } from '../platform/http/image-upload';
import { READ_STORE, type ReadStore } from '../platform/read-store/read-store.port';
import { DEFAULT_JOB_TYPE } from '../users/user.decider';
import { ProjectReasonDto, RdiCloseSystemDto, StatusBoardDto } from './dto/project-calls.dto';
import { CreateProjectDto, type ProjectFormDto, UpdateProjectDto } from './dto/project-form.dto';
import type { ProjectCommand, ProjectFields } from './project.decider';
import { projectCommand } from './project-command';
import { projectForUser } from './project-view';

/** The form as the decider reads it; the image key is decided by the caller. */
const fieldsOf = (form: ProjectFormDto, image: string | null): ProjectFields => ({
  companyId: form.company_id,
  internalId: form.internal_id.trim(),
  name: form.name.trim(),
  description: form.description.trim(),
  address: form.address.trim(),
  geo:
    form.latitude !== undefined && form.longitude !== undefined
      ? { latitude: form.latitude, longitude: form.longitude }
      : null,
  image,
  projectTypeId: form.project_type_id,
  specialties: (form.especialidades ?? []).map((name) => name.trim()),
  currencyId: form.currency,
  contractValue: form.contract_value,
  totalDays: form.total_days,
  startDate: form.start_date,
});

/** Project commands: every one checked against the company or project capability the spec names. */
@Controller('project')
export class ProjectsController {
  constructor(
    @Inject(READ_STORE) private readonly reads: ReadStore,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly commands: CommandBus,
    private readonly permissions: Permissions,
  ) {}

  @ApiCall('create')
  @UseInterceptors(ImageUpload('project_image'))
  async create(
    @Body() form: CreateProjectDto,
    @UploadedFile() image: Express.Multer.File | undefined,
    @CommandMeta() context: CommandContext,
  ) {
    await this.permissions.requireCompany(context.actorId, form.company_id, 'create_project');
    if (form.jefe_ot_user && !(await this.reads.collection(USERS).get(form.jefe_ot_user))) {
      throw new DomainError('project.jefe_ot', 'El usuario Jefe OT no existe.', 400);
    }
    const creator = await this.permissions.user(context.actorId);
    const projectId = randomUUID();
    const imageKey = image ? await storeImage(this.blobs, `projects/${projectId}`, image) : null;
    await this.execute(projectId, context, {
      type: 'CreateProject',
      projectId,
      creatorId: context.actorId,
      creatorJobTypeId: creator?.info.default_job ?? DEFAULT_JOB_TYPE,
      jefeOtUserId: form.jefe_ot_user || null,
      today: chileDate(this.clock.now()),
      ...fieldsOf(form, imageKey),
    });
    return this.answer(projectId, context);
  }

  @ApiCall('update')
  @UseInterceptors(ImageUpload('project_image'))
  async update(
    @Body() form: UpdateProjectDto,
    @UploadedFile() image: Express.Multer.File | undefined,
    @CommandMeta() context: CommandContext,
  ) {
    const project = await this.permissions.requireCompanyOfProject(context.actorId, form.project_id, 'edit_project');
    // Moving a project to another company needs the right to create projects there.
    if (form.company_id !== project.company_id) {
      await this.permissions.requireCompany(context.actorId, form.company_id, 'create_project');
    }
    const imageKey = image ? await storeImage(this.blobs, `projects/${project._id}`, image) : project.project_image;
    await this.execute(
      project._id,
      { ...context, projectId: project._id },
      {
        type: 'UpdateProject',
        today: chileDate(this.clock.now()),
        ...fieldsOf(form, imageKey),
      },
    );
    return this.answer(project._id, context);
  }

  @ApiCall('closeProject')
  async close(@Body() body: ProjectReasonDto, @CommandMeta() context: CommandContext) {
    await this.permissions.requireCompanyOfProject(context.actorId, body.project_id, 'status_project');
    await this.execute(body.project_id, context, {
      type: 'CloseProject',
      reason: body.reason,
      closedBy: context.actorId,
    });
    return this.answer(body.project_id, context);
  }

  @ApiCall('openProject')
  async open(@Body() body: ProjectReasonDto, @CommandMeta() context: CommandContext) {
    await this.permissions.requireCompanyOfProject(context.actorId, body.project_id, 'status_project');
    await this.execute(body.project_id, context, {
      type: 'ReopenProject',
      reason: body.reason,
      reopenedBy: context.actorId,
    });
    return this.answer(body.project_id, context);
  }

  @ApiCall('setRdiCloseSystem')
  async setRdiCloseSystem(@Body() body: RdiCloseSystemDto, @CommandMeta() context: CommandContext) {
    await this.permissions.requireCompanyOfProject(context.actorId, body.project_id, 'edit_project');
    await this.execute(body.project_id, context, { type: 'SetRdiCloseSystem', newSystem: body.new_system });
    return this.answer(body.project_id, context);
  }

  /** The status board is markdown; holders of end_rdi edit it (spec 2.8). */
  @ApiCall('updateProjectBoard')
  async updateBoard(@Body() body: StatusBoardDto, @CommandMeta() context: CommandContext) {
    await this.permissions.requireProject(context.actorId, body.project_id, 'end_rdi');
    await this.execute(body.project_id, context, { type: 'UpdateStatusBoard', statusBoard: body.status_board });
    return { ...(await this.answer(body.project_id, context)), status: true };
  }

  private execute(projectId: string, context: CommandContext, command: ProjectCommand) {
    return this.commands.execute(projectCommand(projectId, context, command));
  }

  private async answer(projectId: string, context: CommandContext) {
    const project = await this.reads.collection<ProjectDocument>(PROJECTS).get(projectId);
    return { code: 200, project: project ? await projectForUser(this.reads, project, context.actorId) : null };
  }
}
