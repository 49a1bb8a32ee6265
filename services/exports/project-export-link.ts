import type { Response } from 'express';
import type { TokenService } from '../auth/token.service';
import { downloadName } from '../platform/http/download-name';

/** The link works for five minutes: long enough to open, too short to pass around. */
const LINK_SECONDS = 300;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Who asked for which project's export; checked again when the link is opened. */
export interface ExportClaims {
  project_id: string;
  user_id: string;
}

/**
 * Spec 7: an export call answers a URL the browser opens in a new window, which sends no bearer
 * token; the URL carries a short-lived link signed for one purpose instead.
 */
export function projectExportUrl(links: TokenService, purpose: string, route: string, claims: ExportClaims): string {
  return `/api/exports/${route}/${links.signLink(purpose, { ...claims }, LINK_SECONDS)}`;
}

export function projectExportClaims(links: TokenService, link: string, purpose: string): ExportClaims {
  return links.verifyLink(link, purpose) as unknown as ExportClaims;
}

/** The workbook as a download named `<prefix>-<project>.xlsx`, never cached. */
export function sendProjectWorkbook(
  response: Response,
  prefix: string,
  project: { name: string; internal_id?: string | null },
  workbook: Buffer,
): void {
  response
    .status(200)
    .set({
      'content-type': XLSX,
      'content-disposition': `attachment; filename="${prefix}-${downloadName(project.internal_id || project.name)}.xlsx"`,
      'cache-control': 'no-store',
    })
    .send(workbook);
}
