import type ExcelJS from 'exceljs';
import { chileWallTime, sheetDay } from '../platform/clock/calendar';
import { PRIORITY_NAMES } from './item-history-texts';

/** Spec 9's Chilean formats, as Excel writes them: dates DD-MM-YYYY, date-times DD-MM-YYYY HH:mm. */
const SHEET_DAY = 'dd-mm-yyyy';
export const SHEET_TIME = 'dd-mm-yyyy hh:mm';

/** An instant as a real date cell of an item sheet, Chile's wall clock; an empty cell when none. */
export const chileTimeCell = (iso: string | null): Date | null => (iso ? chileWallTime(new Date(iso)) : null);

/** A calendar date (YYYY-MM-DD) as a real date cell; an empty cell when none. */
const dayCell = (day: string | null): Date | null => (day ? sheetDay(day) : null);

/** A priority as an item sheet names it (spec 9), '' for an unknown one. */
const priorityName = (priority: number): string => PRIORITY_NAMES[priority] ?? '';

/** A column of an item sheet: its Spanish header, its width, what a card shows in it and, for numbers and dates, their format. */
export interface ItemColumn<Card> {
  header: string;
  width: number;
  cell: (card: Card) => ExcelJS.CellValue;
  numberFormat?: string;
}

/** What the cards of every item type (task, RDI, additional) answer for the columns they share. */
interface ItemCard {
  number: number;
  title: string;
  priority: number;
  created_by_user: { name: string };
  created_at: string;
  critical_date: string | null;
  ended_at: string | null;
  waitingtime: number;
}

/** Created, critical date, finished and waiting days, side by side in every item sheet; the headers agree with the item's noun. */
const timeColumns = (headers: { created: string; finished: string }): Array<ItemColumn<ItemCard>> => [
  { header: headers.created, width: 18, numberFormat: SHEET_TIME, cell: (item) => chileTimeCell(item.created_at) },
  { header: 'Fecha crítica', width: 14, numberFormat: SHEET_DAY, cell: (item) => dayCell(item.critical_date) },
  { header: headers.finished, width: 18, numberFormat: SHEET_TIME, cell: (item) => chileTimeCell(item.ended_at) },
  { header: 'Tiempo de espera (días)', width: 14, numberFormat: '0.0', cell: (item) => item.waitingtime },
];

/** The columns the item sheets share; `pendingOrFinished` is the status of tasks and RDI (1 open, 3 finished). */
export const ITEM_COLUMNS = {
  number: { header: 'Nº', width: 8, cell: (item) => item.number } satisfies ItemColumn<ItemCard>,
  title: (width: number): ItemColumn<ItemCard> => ({ header: 'Título', width, cell: (item) => item.title }),
  priority: {
    header: 'Prioridad',
    width: 12,
    cell: (item) => priorityName(item.priority),
  } satisfies ItemColumn<ItemCard>,
  pendingOrFinished: {
    header: 'Estado',
    width: 12,
    cell: (item) => (item.status === 3 ? 'Finalizada' : 'Pendiente'),
  } satisfies ItemColumn<{ status: number }>,
  creator: { header: 'Creador', width: 26, cell: (item) => item.created_by_user.name } satisfies ItemColumn<ItemCard>,
  times: timeColumns,
};

/**
 * A project's items (tasks, RDI, additionals) as an Excel workbook: one row per item, header frozen
 * and filterable. `noun` names the tab and, with the project, the workbook ('RDI de Obra Norte').
 */
export async function itemWorkbook<Card>(
  noun: string,
  projectName: string,
  columns: ReadonlyArray<ItemColumn<Card>>,
  cards: readonly Card[],
): Promise<Buffer> {
  // Loaded at the first workbook, not at every start of the server (about 0.4 s of it).
  const { Workbook } = await import('exceljs');
  const workbook = new Workbook();
  workbook.creator = 'Faena';
  workbook.title = `${noun} de ${projectName}`;
  const sheet = workbook.addWorksheet(noun, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map(({ header, width }) => ({ header, width }));
  sheet.getRow(1).font = { bold: true };
  columns.forEach(({ numberFormat }, index) => {
    if (numberFormat) sheet.getColumn(index + 1).numFmt = numberFormat;
  });
  for (const card of cards) sheet.addRow(columns.map((column) => column.cell(card)));
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
