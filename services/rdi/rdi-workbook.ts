import type { RdiCard } from '../contracts/rdi-answers';
import { ITEM_COLUMNS, type ItemColumn, itemWorkbook } from '../items/item-workbook';

/** The RDI sheet's columns, in order. */
const RDI_COLUMNS: ReadonlyArray<ItemColumn<RdiCard>> = [
  ITEM_COLUMNS.number,
  ITEM_COLUMNS.title(48),
  {
    header: 'Especialidades',
    width: 30,
    cell: (rdi) => rdi.specialties.map((specialty) => specialty.name).join(', '),
  },
  { header: 'Materia', width: 24, cell: (rdi) => rdi.subject.name },
  ITEM_COLUMNS.priority,
  ITEM_COLUMNS.pendingOrFinished,
  { header: 'Responde', width: 12, cell: (rdi) => rdi.responsable_user?.name ?? '' },
  ITEM_COLUMNS.creator,
  ...ITEM_COLUMNS.times({ created: 'Creada', finished: 'Finalizada' }),
  { header: 'Aprobaciones', width: 14, cell: (rdi) => `${rdi.approval_checks.length} de 3` },
];

/** A project's RDI as an Excel workbook: one row per RDI, header frozen and filterable. */
export const rdiWorkbook = (projectName: string, rdis: readonly RdiCard[]) =>
  itemWorkbook('RDI', projectName, RDI_COLUMNS, rdis);
