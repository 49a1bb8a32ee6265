import { Body, Controller, Inject, Res, UploadedFile } from '@nestjs/common';
import type { Response } from 'express';
import { PROJECTS, type ProjectDocument } from '../../projections/organisation/projects.projection';
import { USERS } from '../../projections/users/user-directory.projection';
import { BLOB_STORE, type BlobStore } from '../platform/blob-store/blob-store.port';
import { chileDate } from '../platform/clock/calendar';
import { CLOCK, type Clock } from '../platform/clock/clock.port';
import { type CommandContext, commandStep, createdId } from '../platform/commands/command-context';
import { invalidValue } from '../platform/domain-error';
import { CommandMeta } from '../platform/http/command-context.decorator';
import { tagVersion } from '../platform/http/edit-version';
import { executeWithImage } from '../platform/http/execute-with-image';
import { ImageUpload } from '../platform/http/image-upload';
import { ApiCommand } from '../platform/http/request-idempotency';
import { READ_STORE, type ReadStore } from '../platform/read-store/read-store.port';
import { ProjectReasonDto, RdiCloseSystemDto, StatusBoardDto } from './dto/project-calls.dto';
import { CreateProjectDto, type ProjectFormDto, UpdateProjectDto } from './dto/project-form.dto';
import type { ProjectCommand } from './project.decider';
import type { ProjectFields } from './project.events';
import {
  MembershipCommands,
  membershipRequest,
  ProjectCommands,
  projectFacts,
  projectRequest,
} from './project-command';
import { projectForUser } from './project-view';

/** The new project form as the decider reads it; the image key is decided by the caller. */
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

const trimmed = (text: string | undefined) => text?.trim();

/**
 * The edit form's fields as the decider reads them: those sent (undefined for a field left out,
 * which stays as it is); empty coordinates remove the position.
 */
const changesOf = (form: UpdateProjectDto): Partial<ProjectFields> => ({
  companyId: form.company_id,
  internalId: trimmed(form.internal_id),
  name: trimmed(form.name),
  description: trimmed(form.description),
  address: trimmed(form.address),
  geo:
    form.latitude === undefined && form.longitude === undefined
      ? undefined
      : form.latitude != null && form.longitude != null
        ? { latitude: form.latitude, longitude: form.longitude }
        : null,
  projectTypeId: form.project_type_id,
  specialties: form.especialidades?.map((name) => name.trim()),
  currencyId: form.currency,
  contractValue: form.contract_value,
  totalDays: form.total_days,
  startDate: form.start_date,
});

/** Project commands: DTO in, command out; the project decider holds every rule, permissions included. */
@Controller('project')
export class ProjectsController {
  constructor(
    @Inject(READ_STORE) private readonly reads: ReadStore,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly projects: ProjectCommands,
    private readonly memberships: MembershipCommands,
  ) {}

  @ApiCommand('create', ImageUpload('project_image'))
  async create(
    @Body() form: CreateProjectDto,
    @UploadedFile() image: Express.Multer.File | undefined,
    @CommandMeta() context: CommandContext,
  ) {
    if (form.jefe_ot_user && !(await this.reads.collection(USERS).get(form.jefe_ot_user))) {
      throw invalidValue('project.jefe_ot', 'El usuario Jefe OT no existe.', 'jefe_ot_user');
    }
    const projectId = createdId(context, 'project');
    await this.withImage(projectId, context, { image, kept: null }, (imageKey) => ({
      type: 'CreateProject',
      projectId,
      today: chileDate(this.clock.now()),
      ...fieldsOf(form, imageKey),
    }));
    const project = await projectFacts(this.reads, projectId);
    const founders: Array<{ userId: string; role: 'creator' | 'jefe_ot' }> = [
      { userId: context.actorId, role: 'creator' },
    ];
    if (form.jefe_ot_user && form.jefe_ot_user !== context.actorId) {
      founders.push({ userId: form.jefe_ot_user, role: 'jefe_ot' });
    }
    for (const { userId, role } of founders) {
      await this.memberships.execute(
        membershipRequest(commandStep(context, `member:${userId}`), {
          type: 'JoinNewProject',
          role,
          userId,
          project,
        }),
      );
    }
    return this.answer(projectId, context);
  }

  @ApiCommand('update', ImageUpload('project_image'))
  async update(
    @Body() form: UpdateProjectDto,
    @UploadedFile() image: Express.Multer.File | undefined,
    @CommandMeta() context: CommandContext,
    @Res({ passthrough: true }) response: Response,
  ) {
    // Without a new image the project keeps its own: the command leaves the field out.
    await this.withImage(form.project_id, context, { image, kept: null }, (imageKey) => ({
      type: 'UpdateProject',
      today: chileDate(this.clock.now()),
      ...changesOf(form),
      ...(image ? { image: imageKey } : {}),
    }));
    return this.answer(form.project_id, context, response);
  }

  @ApiCommand('closeProject')
  async close(@Body() body: ProjectReasonDto, @CommandMeta() context: CommandContext) {
    await this.execute(body.project_id, context, { type: 'CloseProject', reason: body.reason });
    return this.answer(body.project_id, context);
  }

  @ApiCommand('openProject')
  async open(@Body() body: ProjectReasonDto, @CommandMeta() context: CommandContext) {
    await this.execute(body.project_id, context, { type: 'ReopenProject', reason: body.reason });
    return this.answer(body.project_id, context);
  }

  @ApiCommand('setRdiCloseSystem')
  async setRdiCloseSystem(@Body() body: RdiCloseSystemDto, @CommandMeta() context: CommandContext) {
    await this.execute(body.project_id, context, { type: 'SetRdiCloseSystem', newSystem: body.new_system });
    return this.answer(body.project_id, context);
  }

  /** The status board is markdown (spec 2.8). */
  @ApiCommand('updateProjectBoard')
  async updateBoard(@Body() body: StatusBoardDto, @CommandMeta() context: CommandContext) {
    await this.execute(body.project_id, context, { type: 'UpdateStatusBoard', statusBoard: body.status_board });
    return { ...(await this.answer(body.project_id, context)), status: true };
  }

  private withImage(
    projectId: string,
    context: CommandContext,
    upload: { image: Express.Multer.File | undefined; kept: string | null },
    command: (imageKey: string | null) => ProjectCommand,
  ) {
    return executeWithImage(this.projects, this.blobs, { ...upload, folder: `projects/${projectId}` }, (imageKey) =>
      projectRequest(projectId, context, command(imageKey)),
    );
  }

  private execute(projectId: string, context: CommandContext, command: ProjectCommand) {
    return this.projects.execute(projectRequest(projectId, context, command));
  }

  /** The project as the caller sees it now; an edit's answer tags its new version. */
  private async answer(projectId: string, context: CommandContext, response?: Response) {
    const project = await this.reads.collection<ProjectDocument>(PROJECTS).get(projectId);
    if (response) tagVersion(response, project?.version);
    return { code: 200, project: project ? await projectForUser(this.reads, project, context.actorId) : null };
  }
}
