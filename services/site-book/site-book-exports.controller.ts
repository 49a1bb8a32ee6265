import { Body, Controller, Get, Inject, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { readableProject } from '../../projections/organisation/projects.policy';
import {
  FOLIO_ORDER,
  SITE_BOOK_ENTRIES,
  type SiteBookEntryDocument,
} from '../../projections/site-book/site-book.projection';
import { TokenService } from '../auth/token.service';
import { projectExportClaims, projectExportUrl, sendProjectWorkbook } from '../exports/project-export-link';
import { contentDisposition } from '../files/file-serving';
import { printedTime } from '../items/printed-item';
import { PDF_RENDERER, type PdfRenderer, pdfUnavailable } from '../pdf/pdf-renderer';
import { CLOCK, type Clock } from '../platform/clock/clock.port';
import { ACTOR_PORT, type Actor, type ActorPort } from '../platform/commands/actor';
import type { AppConfig } from '../platform/config/config';
import { invalidValue } from '../platform/domain-error';
import { ApiCall } from '../platform/http/api-response';
import { downloadName } from '../platform/http/download-name';
import { Public } from '../platform/http/public.decorator';
import { Requester } from '../platform/http/requester.decorator';
import { APP_CONFIG } from '../platform/platform.providers';
import type { Filter } from '../platform/read-store/read-store.port';
import { READ_STORE, type ReadStore } from '../platform/read-store/read-store.port';
import { SiteBookPdfDto, SiteBookSheetDto } from './dto/site-book.dto';
import { EntryFiles } from './entry-files';
import { type PrintedFolio, printedFolio, siteBookPdfHtml } from './site-book-pdf';
import { entryRows, folioFilter, readableBook, viewContextOf } from './site-book-view';
import { siteBookWorkbook } from './site-book-workbook';

/** A PDF prints at most this many folios: a larger book is printed in ranges. */
export const PDF_FOLIOS_MAX = 500;
const PDF_PURPOSE = 'site-book-pdf';
const SHEET_PURPOSE = 'site-book-sheet';
/** The links work for five minutes, as the other exports' do; the file is made when it is opened. */
const LINK_SECONDS = 300;

/** Who asked for which folios (signed links carry text). */
interface PdfClaims {
  project_id: string;
  user_id: string;
  from: string;
  to: string;
  [claim: string]: string;
}

const badRange = (field: string, message: string) => invalidValue('site_book.pdf_range', message, field);

/**
 * 'Descargar PDF' and 'Exportar Excel' of the Libro de Obra (issue 33): each call answers a short
 * signed link, as the other exports do, and opening it checks the reader again and makes the file
 * from the signed folios they read (never a draft).
 */
@Controller()
export class SiteBookExportsController {
  constructor(
    @Inject(READ_STORE) private readonly reads: ReadStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ACTOR_PORT) private readonly actors: ActorPort,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PDF_RENDERER) private readonly renderer: PdfRenderer | null,
    private readonly tokens: TokenService,
    private readonly files: EntryFiles,
  ) {}

  @ApiCall('siteBook/getPdf')
  async getPdf(@Body() body: SiteBookPdfDto, @Requester() actor: Actor) {
    const { book } = await this.readable(actor, body.project_id);
    if (!this.renderer) throw pdfUnavailable();
    const from = body.from_folio ?? 1;
    const to = body.to_folio ?? book.last_folio;
    if (from > book.last_folio) {
      const last =
        book.last_folio === 0
          ? 'El libro aún no tiene folios firmados.'
          : `El último folio es el Nº ${book.last_folio}.`;
      throw badRange('from_folio', last);
    }
    if (from > to) throw badRange('to_folio', 'El folio final debe ser igual o posterior al inicial.');
    if (to - from + 1 > PDF_FOLIOS_MAX) {
      throw badRange('to_folio', `Elige un rango de a lo más ${PDF_FOLIOS_MAX} folios.`);
    }
    const claims: PdfClaims = { project_id: book.project_id, user_id: actor.id, from: `${from}`, to: `${to}` };
    return {
      code: 200,
      pdf_url: `/api/exports/site-book-pdf/${this.tokens.signLink(PDF_PURPOSE, claims, LINK_SECONDS)}`,
    };
  }

  @Public()
  @Get('exports/site-book-pdf/:link')
  async downloadPdf(@Param('link') link: string, @Res() response: Response) {
    const claims = this.tokens.verifyLink(link, PDF_PURPOSE) as PdfClaims;
    const [from, to] = [Number(claims.from), Number(claims.to)];
    if (!this.renderer) throw pdfUnavailable();
    // Still a reader of the book when the link is opened.
    const actor = await this.actors.resolve(claims.user_id);
    const { project, book } = await this.readable(actor, claims.project_id);
    const entries = await this.signed({
      ...folioFilter(book.id, false),
      folio: { $gte: from, $lte: to },
    });
    const rows = await entryRows(this.reads, actor, book, entries, viewContextOf(project, this.clock.now()));
    const folios: PrintedFolio[] = [];
    for (const [index, row] of rows.entries()) {
      const entry = entries[index]!;
      const names = (await this.files.listed(entry.id, actor.id)).map((file) => file.name);
      const files = entry.file_hashes.map((hash, at) => ({ name: names[at] ?? '', hash }));
      folios.push(printedFolio({ ...row, text: entry.text }, files, this.config.publicUrl));
    }
    const range = from === to ? `Folio Nº ${from}` : `Folios Nº ${from} a ${to}`;
    const html = siteBookPdfHtml({
      project: project.name,
      range,
      closed: book.status === 'closed',
      printedAt: printedTime(this.clock.now().toISOString()),
      folios,
    });
    const pdf = await this.renderer.render(html);
    const name = `libro-de-obra-${downloadName(project.internal_id || project.name)}-${from}-${to}.pdf`;
    response
      .status(200)
      .set({
        'content-type': 'application/pdf',
        'content-disposition': contentDisposition('attachment', name),
        'cache-control': 'no-store',
      })
      .send(pdf);
  }

  @ApiCall('siteBook/getExcel')
  async getExcel(@Body() body: SiteBookSheetDto, @Requester() actor: Actor) {
    await this.readable(actor, body.project_id);
    const claims = {
      project_id: body.project_id,
      user_id: actor.id,
      type: `${body.type ?? ''}`,
      unnoticed: body.unnoticed ? '1' : '',
    };
    return { code: 200, url: projectExportUrl(this.tokens, SHEET_PURPOSE, 'site-book', claims) };
  }

  @Public()
  @Get('exports/site-book/:link')
  async downloadSheet(@Param('link') link: string, @Res() response: Response) {
    const claims = projectExportClaims(this.tokens, link, SHEET_PURPOSE) as ReturnType<typeof projectExportClaims> & {
      type: string;
      unnoticed: string;
    };
    const actor = await this.actors.resolve(claims.user_id);
    const { project, book } = await this.readable(actor, claims.project_id);
    const entries = await this.signed(folioFilter(book.id, claims.unnoticed === '1', Number(claims.type) || null));
    const rows = await entryRows(this.reads, actor, book, entries, viewContextOf(project, this.clock.now()));
    sendProjectWorkbook(response, 'libro-de-obra', project, await siteBookWorkbook(project.name, rows));
  }

  /** The project and its book, when the actor reads both. */
  private async readable(actor: Actor, projectId: string) {
    const project = await readableProject(this.reads, actor, projectId);
    return { project, book: await readableBook(this.reads, actor, projectId) };
  }

  /** Signed folios of one book, oldest first. */
  private signed(filter: Filter): Promise<SiteBookEntryDocument[]> {
    return this.reads.collection<SiteBookEntryDocument>(SITE_BOOK_ENTRIES).find(filter, { sort: FOLIO_ORDER });
  }
}
