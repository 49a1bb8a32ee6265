/** A task code (spec 3: id, sku, specialties): what kind of question or restriction a task is. */
export interface TaskCode {
  id: number;
  sku: string;
  specialties: string;
}

/**
 * The catalogue of task codes, by specialty of a Chilean building site (docs/decisions.md: the
 * spec names the fields, not the codes). Ids are stable: tasks keep them.
 */
export const TASK_CODES: readonly TaskCode[] = [
  { id: 1, sku: 'ARQ-01', specialties: 'Arquitectura' },
  { id: 2, sku: 'EST-01', specialties: 'Estructura' },
  { id: 3, sku: 'SAN-01', specialties: 'Instalaciones sanitarias' },
  { id: 4, sku: 'ELE-01', specialties: 'Instalaciones eléctricas' },
  { id: 5, sku: 'CLI-01', specialties: 'Climatización' },
  { id: 6, sku: 'GAS-01', specialties: 'Instalaciones de gas' },
  { id: 7, sku: 'PAV-01', specialties: 'Pavimentación y urbanización' },
  { id: 8, sku: 'PAI-01', specialties: 'Paisajismo' },
  { id: 9, sku: 'COR-01', specialties: 'Corrientes débiles' },
  { id: 10, sku: 'SEG-01', specialties: 'Seguridad y prevención de riesgos' },
  { id: 11, sku: 'ADM-01', specialties: 'Administración de contrato' },
  { id: 12, sku: 'TER-01', specialties: 'Terminaciones' },
];

const BY_ID = new Map(TASK_CODES.map((code) => [code.id, code]));

export const taskCode = (id: number | null): TaskCode | undefined => (id === null ? undefined : BY_ID.get(id));
