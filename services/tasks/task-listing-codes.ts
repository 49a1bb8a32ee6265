/**
 * The task codes (spec 3, 'Task code': id, sku, specialties) as the listings name them on a card
 * and in the export. The lead merges this with the catalog `GET /tasks/getTasksRestrictionsCodes`
 * answers (issue 17, the write side), so that one list remains.
 */
export interface TaskCode {
  id: number;
  sku: string;
  specialties: string;
}

export const TASK_CODES: readonly TaskCode[] = [
  { id: 1, sku: 'C-ARQ', specialties: 'Arquitectura' },
  { id: 2, sku: 'C-EST', specialties: 'Estructura' },
  { id: 3, sku: 'C-SAN', specialties: 'Instalaciones sanitarias' },
  { id: 4, sku: 'C-ELE', specialties: 'Instalaciones eléctricas' },
  { id: 5, sku: 'C-CLI', specialties: 'Climatización' },
  { id: 6, sku: 'R-MAT', specialties: 'Restricción de materiales' },
  { id: 7, sku: 'R-MO', specialties: 'Restricción de mano de obra' },
  { id: 8, sku: 'R-EQU', specialties: 'Restricción de equipos' },
  { id: 9, sku: 'R-PER', specialties: 'Restricción de permisos' },
  { id: 10, sku: 'R-INF', specialties: 'Restricción de información' },
];

const BY_ID = new Map(TASK_CODES.map((code) => [code.id, code]));

/** The code of a card; an id outside the catalog shows without sku. */
export const taskCode = (id: number): TaskCode => BY_ID.get(id) ?? { id, sku: '', specialties: '' };
