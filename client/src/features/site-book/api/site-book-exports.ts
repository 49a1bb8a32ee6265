import { post } from '../../../lib/http';
import { type EntryListQuery, listBody } from '../entry-list-query';

/** The folios a PDF prints, as typed (the server checks them): the whole book when neither end is given. */
export interface PdfRange {
  from: string;
  to: string;
}

/** 'Descargar PDF': the address of the book's PDF (a short signed link the browser opens). */
export async function bookPdfUrl(projectId: string, { from, to }: PdfRange): Promise<string> {
  const body = {
    project_id: projectId,
    ...(from.trim() ? { from_folio: from.trim() } : {}),
    ...(to.trim() ? { to_folio: to.trim() } : {}),
  };
  return (await post<{ pdf_url: string }>('/siteBook/getPdf', body)).pdf_url;
}

/** 'Exportar Excel': the address of the index's sheet, with the index's filters. */
export async function bookSheetUrl(projectId: string, query: EntryListQuery): Promise<string> {
  const { page: _page, ...filters } = listBody(projectId, query);
  return (await post<{ url: string }>('/siteBook/getExcel', filters)).url;
}
