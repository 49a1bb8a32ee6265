import ExcelJS from 'exceljs';
import { PRIORITY_NAMES } from './item-history-texts';

/** An instant as an item sheet shows it: Chile's date and time. */
export const chileTime = (iso: string | null) =>
  iso
    ? new Intl.DateTimeFormat('es-CL', { timeZone: 'America/Santiago', dateStyle: 'short', timeStyle: 'short' }).format(
        new Date(iso),
      )
    : '';

/** A priority as an item sheet names it (spec 9), '' for an unknown one. */
export const priorityName = (priority: number): string => PRIORITY_NAMES[priority] ?? '';

/** An item sheet: its title, its tab, its Spanish headers in order with their widths, and number formats by column (1-based). */
export interface ItemSheet {
  title: string;
  tab: string;
  headers: readonly string[];
  widths: readonly number[];
  numberFormats?: Readonly<Record<number, string>>;
}

/** A project's items (tasks, RDI, additionals) as an Excel workbook: one row per item, header frozen and filterable. */
export async function itemWorkbook(sheetOf: ItemSheet, rows: ReadonlyArray<ExcelJS.CellValue[]>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Faena';
  workbook.title = sheetOf.title;
  const sheet = workbook.addWorksheet(sheetOf.tab, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = sheetOf.headers.map((header, index) => ({ header, width: sheetOf.widths[index] }));
  sheet.getRow(1).font = { bold: true };
  for (const [column, format] of Object.entries(sheetOf.numberFormats ?? {})) {
    sheet.getColumn(Number(column)).numFmt = format;
  }
  for (const row of rows) sheet.addRow(row);
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: sheetOf.headers.length } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
