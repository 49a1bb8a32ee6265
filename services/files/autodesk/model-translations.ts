import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { FILES, type FileDocument } from '../../../projections/files/files.projection';
import {
  READ_MODEL_PROGRESS,
  type ReadModelProgress,
  readyUnlessStopped,
} from '../../../projections/runtime/projection-progress';
import { extensionOf, isAutodeskModel } from '../../contracts/autodesk';
import { BLOB_STORE, type BlobStore } from '../../platform/blob-store/blob-store.port';
import { SYSTEM_ACTOR } from '../../platform/commands/command-context';
import type { AppConfig } from '../../platform/config/config';
import {
  EVENT_STORE,
  type EventStore,
  isEventOf,
  type StoredEvent,
  type Subscription,
} from '../../platform/event-store/event-store.port';
import { APP_CONFIG } from '../../platform/platform.providers';
import { READ_STORE, type ReadStore } from '../../platform/read-store/read-store.port';
import type { TranslationCommand } from '../file.decider';
import type { FileEvent } from '../file.events';
import { FileCommands } from '../file-commands';
import { AUTODESK, AutodeskError, type AutodeskPort } from './autodesk.port';

/** One version of a model to send to Autodesk. */
interface TranslationJob {
  fileId: string;
  projectId: string;
  version: number;
  name: string;
  size: number;
  blobKey: string;
}

const keyOf = (job: TranslationJob) => `${job.fileId}:v${job.version}`;

/**
 * Sends each Autodesk model version to APS after its upload was recorded, never holding up the
 * upload's answer, and records what came of it on the file's stream as the system. It follows the
 * log from the moment the app starts, and at start picks up the models the files read model shows
 * untranslated (uploaded while the process was down, or before APS was configured). Only the
 * process that projects runs it, so a deployment's API replicas do not send a model twice.
 * One model at a time: a model is streamed from the BlobStore, one part in memory.
 */
@Injectable()
export class ModelTranslations implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('ModelTranslations');
  private readonly stopping = new AbortController();
  private readonly seen = new Set<string>();
  private subscription?: Subscription;
  private queue: Promise<void> = Promise.resolve();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(AUTODESK) private readonly autodesk: AutodeskPort,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(READ_STORE) private readonly reads: ReadStore,
    @Inject(READ_MODEL_PROGRESS) private readonly progress: ReadModelProgress,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    private readonly files: FileCommands,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.autodesk.configured || this.config.role === 'api') return;
    this.subscription = this.events.subscribeToAll(await this.events.lastPosition(), (event) => this.uploaded(event));
    void readyUnlessStopped(this.progress, this.stopping.signal).then((ready) => {
      if (ready) return this.pickUpUntranslated();
    });
  }

  async onModuleDestroy(): Promise<void> {
    this.stopping.abort();
    await this.subscription?.close();
    await this.queue;
  }

  /** Resolves once every model seen so far was sent or its failure recorded (tests). */
  settled(): Promise<void> {
    return this.queue;
  }

  private uploaded(event: StoredEvent): void {
    if (!isEventOf<Extract<FileEvent, { type: 'FileUploaded' }>>(event, ['FileUploaded'])) return;
    const { fileId, projectId, owner, name, version, size, blobKey } = event.data;
    if (owner.type === 'model') this.enqueue({ fileId, projectId, version, name, size, blobKey });
  }

  private async pickUpUntranslated(): Promise<void> {
    const models = await this.reads.collection<FileDocument>(FILES).find({ owner_type: 'model' });
    for (const file of models) {
      if (file.translation) continue;
      const { id: fileId, project_id: projectId, version, name, size, blob_key: blobKey } = file;
      this.enqueue({ fileId, projectId, version, name, size, blobKey });
    }
  }

  private enqueue(job: TranslationJob): void {
    if (!isAutodeskModel(job.name) || this.seen.has(keyOf(job)) || this.stopping.signal.aborted) return;
    this.seen.add(keyOf(job));
    this.queue = this.queue.then(() => this.translate(job));
  }

  private async translate(job: TranslationJob): Promise<void> {
    if (this.stopping.signal.aborted) return;
    const { fileId, version } = job;
    let outcome: TranslationCommand;
    try {
      const blob = await this.blobs.get(job.blobKey);
      // Deleted meanwhile: the file's stream records nothing more.
      if (!blob) return;
      const objectKey = `${fileId}-v${version}.${extensionOf(job.name)}`;
      const urn = await this.autodesk.translate(
        { objectKey, size: job.size, content: blob.stream },
        this.stopping.signal,
      );
      outcome = { type: 'RecordTranslationRequested', fileId, version, urn };
    } catch (error) {
      // Stopped by the app closing: the next start picks the model up again.
      if (this.stopping.signal.aborted) return;
      const reason =
        error instanceof AutodeskError ? error.message : 'Error inesperado al enviar el modelo a Autodesk.';
      if (!(error instanceof AutodeskError)) this.logger.error(`Translation of ${fileId} v${version}`, error);
      outcome = { type: 'RecordTranslationFailed', fileId, version, reason };
    }
    await this.record(job, outcome).catch((error: unknown) =>
      this.logger.error(`Recording the translation of ${fileId} v${version}`, error),
    );
  }

  private record(job: TranslationJob, command: TranslationCommand) {
    return this.files.execute({
      aggregateId: job.fileId,
      command,
      // One record per version: a repeat of the same command appends nothing.
      context: { actorId: SYSTEM_ACTOR, commandId: `translation:${keyOf(job)}`, projectId: job.projectId },
    });
  }
}
