import { Body, Controller, Get, Inject, Param, type PipeTransform, Res, type Type } from '@nestjs/common';
import type { Response } from 'express';
import { readableFiles } from '../../projections/files/files.policy';
import { TokenService } from '../auth/token.service';
import { FileLinks } from '../files/file-links';
import { contentDisposition } from '../files/file-serving';
import { FILE_TAKING_ITEMS, type FileTakingItems } from '../files/file-taking-items';
import type { PrintableItem } from '../items/item-registry';
import { LINKED_ITEMS, type LinkedItems } from '../items/linked-items';
import { type PrintedDraft, printedTime } from '../items/printed-item';
import { BLOB_STORE, type BlobStore } from '../platform/blob-store/blob-store.port';
import { CLOCK, type Clock } from '../platform/clock/clock.port';
import { ACTOR_PORT, type Actor, type ActorPort } from '../platform/commands/actor';
import { DomainError } from '../platform/domain-error';
import { ApiCall } from '../platform/http/api-response';
import { Public } from '../platform/http/public.decorator';
import { Requester } from '../platform/http/requester.decorator';
import { validationPipe } from '../platform/http/validation';
import { READ_STORE, type ReadStore } from '../platform/read-store/read-store.port';
import { itemPdfHtml } from './item-pdf';
import { PDF_RENDERER, type PdfRenderer, pdfUnavailable } from './pdf-renderer';

/** The item types that print, from their manifests. */
export const PRINTABLE_ITEMS = Symbol('PrintableItems');

/** The link works for five minutes, as the exports' do; the PDF is made when it is opened. */
const LINK_SECONDS = 300;
const PURPOSE = 'item-pdf';
/** Images go inside the page: up to this many, each up to this size (larger ones are listed only). */
const IMAGES_MAX = 24;
const IMAGE_BYTES_MAX = 5 * 1024 * 1024;
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/** Checks a body by the item type's DTO, which its manifest names (the parameter's own type cannot). */
const checkedAs = (dto: Type<object>): PipeTransform => ({
  transform: (value: unknown) => validationPipe.transform(value, { type: 'body', metatype: dto }),
});

/**
 * Spec: 'Descargar PDF' of a task, an RDI and an additional answers `pdf_url`, a short signed link
 * to `exports/pdf/:link`. One such call per item type that prints (`tasks/getPdf`), at its manifest's path.
 */
export function pdfCallController(item: PrintableItem): Type {
  @Controller()
  class PdfCallController {
    constructor(
      @Inject(READ_STORE) private readonly reads: ReadStore,
      @Inject(PDF_RENDERER) private readonly renderer: PdfRenderer | null,
      private readonly tokens: TokenService,
    ) {}

    @ApiCall(item.pdf.call)
    async pdf(@Body(checkedAs(item.pdf.body)) body: Record<string, string>, @Requester() actor: Actor) {
      const itemId = body[item.pdf.idField]!;
      await item.readable(this.reads, actor, itemId);
      if (!this.renderer) throw pdfUnavailable();
      const link = this.tokens.signLink(PURPOSE, { kind: item.type, item_id: itemId, user_id: actor.id }, LINK_SECONDS);
      return { code: 200, pdf_url: `/api/exports/pdf/${link}` };
    }
  }
  return PdfCallController;
}

/**
 * Opening a PDF link checks the reader again and renders the item (interactions, revisions,
 * images) with the system's Chromium.
 */
@Controller()
export class ItemPdfController {
  constructor(
    @Inject(READ_STORE) private readonly reads: ReadStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ACTOR_PORT) private readonly actors: ActorPort,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    @Inject(PDF_RENDERER) private readonly renderer: PdfRenderer | null,
    @Inject(PRINTABLE_ITEMS) private readonly printable: readonly PrintableItem[],
    @Inject(FILE_TAKING_ITEMS) private readonly fileTaking: readonly FileTakingItems[],
    private readonly tokens: TokenService,
    private readonly links: FileLinks,
    @Inject(LINKED_ITEMS) private readonly linked: LinkedItems,
  ) {}

  @Public()
  @Get('exports/pdf/:link')
  async download(@Param('link') link: string, @Res() response: Response) {
    const claims = this.tokens.verifyLink(link, PURPOSE) as { kind: string; item_id: string; user_id: string };
    if (!this.renderer) throw pdfUnavailable();
    const item = this.printable.find((printable) => printable.type === claims.kind);
    if (!item) throw new DomainError('link.invalid', 'El enlace no es válido o ha expirado.', 404);
    // Still a reader of the item when the link is opened.
    const actor = await this.actors.resolve(claims.user_id);
    const draft = await item.pdf.draft(
      this.reads,
      { links: this.links, linked: this.linked },
      actor,
      claims.item_id,
      this.clock.now(),
    );
    const html = itemPdfHtml({
      ...draft.item,
      images: await this.images(draft, actor),
      printedAt: printedTime(this.clock.now().toISOString()),
    });
    const pdf = await this.renderer.render(html);
    const number = /Nº (\d+)/.exec(draft.item.heading)?.[1] ?? '';
    response
      .status(200)
      .set({
        'content-type': 'application/pdf',
        'content-disposition': contentDisposition('attachment', `${item.pdf.fileName}-${number}.pdf`),
        'cache-control': 'no-store',
      })
      .send(pdf);
  }

  /** The item's images the reader may open, as data URIs (the page loads nothing from outside). */
  private async images(draft: PrintedDraft, actor: Actor) {
    const wanted = draft.attachments
      .filter((attachment) => IMAGE_TYPES.includes(attachment.file.pathmedia.mimetype))
      .slice(0, IMAGES_MAX)
      .map((attachment) => attachment.file.id);
    const files = await readableFiles(this.reads, this.fileTaking, actor, wanted);
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
