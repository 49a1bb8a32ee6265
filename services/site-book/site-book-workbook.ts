import type { SiteBookEntryRow } from '../contracts/site-book-answers';
import { chileTimeCell, type ItemColumn, itemWorkbook, SHEET_TIME } from '../items/item-workbook';

const names = (people: ReadonlyArray<{ name: string }>) => people.map((person) => person.name).join(', ');

/** The index's columns: one row per signed folio, as the index lists it. */
const COLUMNS: ReadonlyArray<ItemColumn<SiteBookEntryRow>> = [
  { header: 'Folio', width: 8, cell: (row) => row.folio },
  { header: 'Tipo', width: 14, cell: (row) => row.type_name },
  { header: 'Autor', width: 26, cell: (row) => row.author.name },
  { header: 'Cargo', width: 22, cell: (row) => row.author.job_type },
  { header: 'Firmado', width: 18, numberFormat: SHEET_TIME, cell: (row) => chileTimeCell(row.signed_at) },
  { header: 'Código', width: 16, cell: (row) => row.code ?? '' },
  { header: 'Extracto', width: 50, cell: (row) => row.excerpt },
  { header: 'Referencias', width: 40, cell: (row) => row.references.map((reference) => reference.label).join('; ') },
  {
    header: 'Toma de conocimiento',
    width: 16,
    cell: (row) => `${row.notices.length} de ${row.notices.length + row.notice_pending.length}`,
  },
  { header: 'Tomaron conocimiento', width: 30, cell: (row) => names(row.notices) },
  { header: 'Pendientes', width: 30, cell: (row) => names(row.notice_pending) },
];

/** 'Exportar Excel' of the book's index: its signed folios, oldest first. */
export const siteBookWorkbook = (projectName: string, rows: readonly SiteBookEntryRow[]): Promise<Buffer> =>
  itemWorkbook('Libro de Obra', projectName, COLUMNS, rows);
