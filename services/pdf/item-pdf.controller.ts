import { Body, Controller, Get, Inject, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { readableAdditional } from '../../projections/additionals/additionals.policy';
import { readableFiles } from '../../projections/files/files.policy';
import { readableRdi } from '../../projections/rdi/rdi.policy';
import { readableTask } from '../../projections/tasks/tasks.policy';
import { additionalAnswer } from '../additionals/additional-view';
import { AdditionalIdDto } from '../additionals/dto/additional-calls.dto';
import { TokenService } from '../auth/token.service';
import { FileLinks } from '../files/file-links';
import { contentDisposition } from '../files/file-serving';
import { BLOB_STORE, type BlobStore } from '../platform/blob-store/blob-store.port';
import { CLOCK, type Clock } from '../platform/clock/clock.port';
import { ACTOR_PORT, type Actor, type ActorPort } from '../platform/commands/actor';
import { DomainError } from '../platform/domain-error';
import { ApiCall } from '../platform/http/api-response';
import { Public } from '../platform/http/public.decorator';
import { Requester } from '../platform/http/requester.decorator';
import { READ_STORE, type ReadStore } from '../platform/read-store/read-store.port';
import { RdiIdDto } from '../rdi/dto/rdi-calls.dto';
import { rdiView } from '../rdi/rdi-view';
import { TaskIdDto } from '../tasks/dto/task-calls.dto';
import { taskView } from '../tasks/task-view';
import { itemPdfHtml } from './item-pdf';
import { PDF_RENDERER, type PdfRenderer } from './pdf-renderer';
import { chileTime, type PrintedDraft, printedAdditional, printedRdi, printedTask } from './printed-items';

/** The link works for five minutes, as the exports' do; the PDF is made when it is opened. */
const LINK_SECONDS = 300;
const PURPOSE = 'item-pdf';
/** Images go inside the page: up to this many, each up to this size (larger ones are listed only). */
const IMAGES_MAX = 24;
const IMAGE_BYTES_MAX = 5 * 1024 * 1024;
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

type Kind = 'task' | 'rdi' | 'additional';
const FILE_PREFIX: Record<Kind, string> = { task: 'tarea', rdi: 'rdi', additional: 'adicional' };

const unavailable = () =>
  new DomainError('pdf.unavailable', 'La descarga en PDF no está disponible en este servidor.', 503);

/**
 * Spec: 'Descargar PDF' of a task, an RDI and an additional answers `pdf_url`, a short signed link;
 * opening it checks the reader again and renders the item (interactions, revisions, images) with
 * the system's Chromium.
 */
@Controller()
export class ItemPdfController {
  constructor(
    @Inject(READ_STORE) private readonly reads: ReadStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ACTOR_PORT) private readonly actors: ActorPort,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    @Inject(PDF_RENDERER) private readonly renderer: PdfRenderer | null,
    private readonly tokens: TokenService,
    private readonly links: FileLinks,
  ) {}

  @ApiCall('tasks/getPdf')
  async taskPdf(@Body() body: TaskIdDto, @Requester() actor: Actor) {
    await readableTask(this.reads, actor, body.task_id);
    return this.answer('task', body.task_id, actor);
  }

  @ApiCall('rdi/getPdf')
  async rdiPdf(@Body() body: RdiIdDto, @Requester() actor: Actor) {
    await readableRdi(this.reads, actor, body.rdi_id);
    return this.answer('rdi', body.rdi_id, actor);
  }

  @ApiCall('additionals/getPdf')
  async additionalPdf(@Body() body: AdditionalIdDto, @Requester() actor: Actor) {
    await readableAdditional(this.reads, actor, body.additional_id);
    return this.answer('additional', body.additional_id, actor);
  }

  @Public()
  @Get('exports/pdf/:link')
  async download(@Param('link') link: string, @Res() response: Response) {
    const claims = this.tokens.verifyLink(link, PURPOSE) as { kind: Kind; item_id: string; user_id: string };
    if (!this.renderer) throw unavailable();
    // Still a reader of the item when the link is opened.
    const actor = await this.actors.resolve(claims.user_id);
    const draft = await this.draft(claims.kind, claims.item_id, actor);
    const html = itemPdfHtml({
      ...draft.item,
      images: await this.images(draft, actor),
      printedAt: chileTime(this.clock.now().toISOString()),
    });
    const pdf = await this.renderer.render(html);
    const number = /Nº (\d+)/.exec(draft.item.heading)?.[1] ?? '';
    response
      .status(200)
      .set({
        'content-type': 'application/pdf',
        'content-disposition': contentDisposition('attachment', `${FILE_PREFIX[claims.kind]}-${number}.pdf`),
        'cache-control': 'no-store',
      })
      .send(pdf);
  }

  private answer(kind: Kind, itemId: string, actor: Actor) {
    if (!this.renderer) throw unavailable();
    const link = this.tokens.signLink(PURPOSE, { kind, item_id: itemId, user_id: actor.id }, LINK_SECONDS);
    return { code: 200, pdf_url: `/api/exports/pdf/${link}` };
  }

  private async draft(kind: Kind, itemId: string, actor: Actor): Promise<PrintedDraft> {
    const now = this.clock.now();
    if (kind === 'task') {
      const task = await taskView(this.reads, this.links, actor, await readableTask(this.reads, actor, itemId), now);
      return printedTask(task, task.is_posible_additional ? 'Posible Adicional' : 'Tarea');
    }
    if (kind === 'rdi') {
      return printedRdi(
        await rdiView(this.reads, this.links, actor, await readableRdi(this.reads, actor, itemId), now),
      );
    }
    const additional = await readableAdditional(this.reads, actor, itemId);
    return printedAdditional(await additionalAnswer(this.reads, this.links, actor, additional, now));
  }

  /** The item's images the reader may open, as data URIs (the page loads nothing from outside). */
  private async images(draft: PrintedDraft, actor: Actor) {
    const wanted = draft.attachments
      .filter((attachment) => IMAGE_TYPES.includes(attachment.file.pathmedia.mimetype))
      .slice(0, IMAGES_MAX)
      .map((attachment) => attachment.file.id);
    const files = await readableFiles(this.reads, actor, wanted);
    const images: Array<{ name: string; dataUri: string }> = [];
    for (const file of files) {
      if (file.size > IMAGE_BYTES_MAX) continue;
      const found = await this.blobs.get(file.blob_key);
      if (!found) continue;
      const chunks: Buffer[] = [];
      for await (const chunk of found.stream) chunks.push(Buffer.from(chunk as Buffer));
      images.push({
        name: file.name,
        dataUri: `data:${file.mimetype};base64,${Buffer.concat(chunks).toString('base64')}`,
      });
    }
    return images;
  }
}
