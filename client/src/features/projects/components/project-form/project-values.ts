import { amountNumber } from '../../../../../../services/contracts/money';
import type { Project } from '../../../../lib/api/projects';
import { formatDay, parseDay } from '../../../../lib/chile-date';
import type { ProjectInput } from '../../api/save-project';
import type { FoundUser } from '../../api/search-users-by-email';

/** The project dialog's fields as the inputs hold them: text until they are sent. */
export interface ProjectValues {
  companyId: string;
  internalId: string;
  name: string;
  description: string;
  address: string;
  latitude: string;
  longitude: string;
  image: File | null;
  projectTypeId: string;
  specialties: string[];
  /** What is typed in the Jefe OT search, and the user picked from its results. */
  jefeOtQuery: string;
  jefeOt: FoundUser | null;
  currency: string;
  contractValue: string;
  totalDays: string;
  /** DD-MM-YYYY, as the user sees and types it. */
  startDate: string;
}

/** Spec 9: UF, unless the project says otherwise. */
const DEFAULT_CURRENCY = '2';

export function newProjectValues(companyId: string): ProjectValues {
  return {
    companyId,
    internalId: '',
    name: '',
    description: '',
    address: '',
    latitude: '',
    longitude: '',
    image: null,
    projectTypeId: '',
    specialties: [],
    jefeOtQuery: '',
    jefeOt: null,
    currency: DEFAULT_CURRENCY,
    contractValue: '',
    totalDays: '',
    startDate: '',
  };
}

/** Every field of a stored project, for the edit dialog. */
export function projectValues(project: Project): ProjectValues {
  return {
    ...newProjectValues(project.company_id),
    internalId: project.internal_id,
    name: project.name,
    description: project.description,
    address: project.address,
    latitude: project.geo ? String(project.geo.latitude) : '',
    longitude: project.geo ? String(project.geo.longitude) : '',
    projectTypeId: String(project.project_type_id),
    specialties: project.specialties.map((specialty) => specialty.name),
    currency: String(project.details.currency.id),
    contractValue: String(project.details.contract_value),
    totalDays: String(project.details.total_days),
    startDate: formatDay(project.details.start_date),
  };
}

export interface Position {
  latitude: number;
  longitude: number;
}

/** A number as typed in es-CL ("1500,25") or with a point. */
export const typedNumber = (text: string): number => Number(text.trim().replace(',', '.'));

/** The coordinates when both are filled in. */
export function typedPosition({ latitude, longitude }: ProjectValues): Position | null {
  if (!latitude.trim() || !longitude.trim()) return null;
  return { latitude: typedNumber(latitude), longitude: typedNumber(longitude) };
}

/** The values of a valid form as the server takes them. */
export function toProjectInput(values: ProjectValues): ProjectInput {
  return {
    company_id: values.companyId,
    internal_id: values.internalId,
    name: values.name,
    description: values.description,
    address: values.address,
    geo: typedPosition(values),
    project_type_id: Number(values.projectTypeId),
    especialidades: values.specialties,
    currency: Number(values.currency),
    contract_value: amountNumber(values.contractValue) ?? Number.NaN,
    total_days: typedNumber(values.totalDays),
    start_date: parseDay(values.startDate) ?? values.startDate,
    project_image: values.image,
  };
}

/** The edit form's fields as the server names them, with their Spanish labels (an edit conflict shows them). */
export const PROJECT_FIELD_LABELS: Record<string, string> = {
  company_id: 'Empresa',
  internal_id: 'ID',
  name: 'Nombre',
  description: 'Descripción',
  address: 'Dirección',
  latitude: 'Latitud',
  longitude: 'Longitud',
  project_image: 'Imagen Proyecto',
  project_type_id: 'Tipo',
  especialidades: 'Especialidades',
  currency: 'Moneda por defecto',
  contract_value: 'Monto Contrato',
  total_days: 'Plazo (días)',
  start_date: 'Fecha Inicio',
};

/** What the form holds, named and shaped as the server answers a conflict's current values. */
export function projectApiValues(input: Partial<ProjectInput>): Record<string, unknown> {
  const { geo, project_image, ...fields } = input;
  return {
    ...fields,
    ...(geo !== undefined ? { latitude: geo?.latitude ?? null, longitude: geo?.longitude ?? null } : {}),
    ...(project_image !== undefined ? { project_image: project_image?.name ?? null } : {}),
  };
}

const asText = (value: unknown) => (typeof value === 'number' || typeof value === 'string' ? String(value) : '');

/** How each field the server names goes into the form (an image cannot: the form holds only a new one). */
const PUT_CURRENT: Record<string, (value: unknown) => Partial<ProjectValues>> = {
  company_id: (value) => ({ companyId: asText(value) }),
  internal_id: (value) => ({ internalId: asText(value) }),
  name: (value) => ({ name: asText(value) }),
  description: (value) => ({ description: asText(value) }),
  address: (value) => ({ address: asText(value) }),
  latitude: (value) => ({ latitude: asText(value) }),
  longitude: (value) => ({ longitude: asText(value) }),
  project_image: () => ({ image: null }),
  project_type_id: (value) => ({ projectTypeId: asText(value) }),
  especialidades: (value) => ({ specialties: Array.isArray(value) ? value.map(asText) : [] }),
  currency: (value) => ({ currency: asText(value) }),
  contract_value: (value) => ({ contractValue: asText(value) }),
  total_days: (value) => ({ totalDays: asText(value) }),
  start_date: (value) => ({ startDate: formatDay(asText(value)) }),
};

/** The form with the server's current values put in, field by field. */
export function withCurrentValues(values: ProjectValues, current: Record<string, unknown>): ProjectValues {
  return Object.assign({ ...values }, ...Object.entries(current).map(([field, value]) => PUT_CURRENT[field]?.(value)));
}
