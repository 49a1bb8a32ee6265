import { Body, Controller, Delete, HttpCode, Inject } from '@nestjs/common';
import { readableFiles } from '../../projections/files/files.policy';
import {
  FILES,
  type FileDocument,
  MAIN_MODELS,
  type MainModelDocument,
  PROJECT_STORAGE,
  type ProjectStorageDocument,
} from '../../projections/files/files.projection';
import { readableProject } from '../../projections/organisation/projects.policy';
import type { ModelFile } from '../contracts/model-answers';
import { NO_STORAGE_USED } from '../contracts/uploads';
import type { Actor } from '../platform/commands/actor';
import type { CommandContext } from '../platform/commands/command-context';
import { ApiCall } from '../platform/http/api-response';
import { CommandMeta } from '../platform/http/command-context.decorator';
import { ApiCommand } from '../platform/http/request-idempotency';
import { Requester } from '../platform/http/requester.decorator';
import { READ_STORE, type ReadStore } from '../platform/read-store/read-store.port';
import { ProjectIdDto } from '../projects/dto/project-calls.dto';
import { projectFacts } from '../projects/project-command';
import { FileIdDto, MainModelDto, MainModelIdDto, ModelSearchDto } from './dto/files.dto';
import { MainModelCommands } from './file-commands';
import { FileRemovals } from './file-removals';
import { FILE_TAKING_ITEMS, type FileTakingItems } from './file-taking-items';
import type { MainModelCommand } from './main-model.decider';

/** Spec 9: the model search starts past 3 characters. */
const MODEL_SEARCH_MIN = 4;

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A model as Planimetría lists it (spec: model files). */
const modelView = (file: FileDocument): ModelFile => ({
  id: file.id,
  name: file.name,
  description: file.description,
  size: file.size,
  version: file.version,
  created_at: file.created_at,
  updated_at: file.updated_at,
  forge_file: { id: file.id },
  // The Autodesk translation of the latest version, once sent (or failed to be).
  urn: file.urn ?? null,
  translation: file.translation ?? null,
});

/** Planimetría's models, the project's main model, and the project's storage use. */
@Controller()
export class ModelsController {
  constructor(
    @Inject(READ_STORE) private readonly reads: ReadStore,
    @Inject(FILE_TAKING_ITEMS) private readonly fileTaking: readonly FileTakingItems[],
    private readonly mainModels: MainModelCommands,
    private readonly removals: FileRemovals,
  ) {}

  @ApiCall('project/getStorageSize')
  async storage(@Body() body: ProjectIdDto, @Requester() actor: Actor) {
    await readableProject(this.reads, actor, body.project_id);
    const storage = await this.reads.collection<ProjectStorageDocument>(PROJECT_STORAGE).get(body.project_id);
    const { _id, project_id, ...figures } = storage ?? { _id: '', project_id: '', ...NO_STORAGE_USED };
    return { code: 200, data: figures };
  }

  @ApiCall('forge/getForgeFiles')
  async models(@Body() body: ModelSearchDto, @Requester() actor: Actor) {
    await readableProject(this.reads, actor, body.project_id);
    const search = body.search?.trim() ?? '';
    const filter = {
      project_id: body.project_id,
      owner_type: 'model',
      ...(search.length >= MODEL_SEARCH_MIN ? { name: { $regex: escapeRegex(search), $options: 'i' } } : {}),
    };
    const files = await this.reads.collection<FileDocument>(FILES).find(filter, { sort: { name: 1 } });
    return { code: 200, forge_files: files.map(modelView), project_main_file: await this.mainModel(body.project_id) };
  }

  @ApiCall('forge/getProjectMainModel')
  async getMainModel(@Body() body: ProjectIdDto, @Requester() actor: Actor) {
    await readableProject(this.reads, actor, body.project_id);
    const main = await this.mainModel(body.project_id);
    const [file] = main ? await readableFiles(this.reads, this.fileTaking, actor, [main.file_id]) : [];
    return { code: 200, project_main_file: main, file: file ? modelView(file) : null };
  }

  @ApiCommand('forge/setProjectMainModel')
  async setMainModel(@Body() body: MainModelDto, @CommandMeta() context: CommandContext) {
    const file = await this.reads.collection<FileDocument>(FILES).get(body.file_id);
    await this.execute(context, {
      type: 'SetMainModel',
      projectId: body.project_id,
      project: await projectFacts(this.reads, body.project_id),
      fileId: body.file_id,
      file: file ? { projectId: file.project_id, isModel: file.owner_type === 'model' } : null,
    });
    return { code: 200, project_main_file: await this.mainModel(body.project_id) };
  }

  @Delete('forge/deleteProjectMainModel')
  @HttpCode(200)
  async clearMainModel(@Body() body: MainModelIdDto, @CommandMeta() context: CommandContext) {
    const projectId = body.main_model_id;
    await this.execute(context, {
      type: 'ClearMainModel',
      projectId,
      project: await projectFacts(this.reads, projectId),
    });
    return { code: 200 };
  }

  @Delete('forge/deleteForgeFile')
  @HttpCode(200)
  async deleteModel(@Body() body: FileIdDto, @CommandMeta() context: CommandContext) {
    await this.removals.remove(context, body.file_id);
    return { code: 200 };
  }

  private execute(context: CommandContext, command: MainModelCommand) {
    return this.mainModels.execute({
      aggregateId: command.projectId,
      command,
      context: { ...context, projectId: command.projectId },
    });
  }

  private async mainModel(projectId: string) {
    const main = await this.reads.collection<MainModelDocument>(MAIN_MODELS).get(projectId);
    return main ? { file_id: main.file_id } : null;
  }
}
