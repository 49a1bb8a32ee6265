import type { ProjectFields } from '../../services/projects/project.events';
/** A real 1×1 PNG, for upload tests. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A date in the calendar of the tests' server, days from today (YYYY-MM-DD, Chile). */
export const chileDay = (offsetDays: number): string =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Santiago',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + offsetDays * 86_400_000));

/** The fields of a valid new project in the demo company. */
export const projectForm = (overrides: Record<string, string | number> = {}): Record<string, string | number> => ({
  company_id: 'demo-company',
  internal_id: 'OB-2401',
  name: 'Condominio Altos del Maipo',
  description: 'Conjunto de 60 casas en dos etapas.',
  address: 'Camino al Volcán 1500, San José de Maipo',
  latitude: -33.64,
  longitude: -70.35,
  project_type_id: 1,
  especialidades: JSON.stringify(['Urbanización', 'Obra gruesa']),
  currency: 1,
  contract_value: '1520000.25',
  total_days: 365,
  start_date: chileDay(1),
  ...overrides,
});

/** The multipart fields of a valid new user in the demo company, on Edificio Parque Los Aromos. */
export const userForm = (overrides: Record<string, string | number> = {}): Record<string, string | number> => ({
  name: 'Francisca Muñoz',
  email: 'francisca.munoz@faena.cl',
  phone: '+56 9 7777 1234',
  address: 'Av. Vicuña Mackenna 4860, Macul',
  default_job: 3,
  company_id: 'demo-company',
  project_id: JSON.stringify(['demo-aromos']),
  ...overrides,
});

/** The fields of a project as its decider and events carry them. */
export const projectFields = (overrides: Partial<ProjectFields> = {}): ProjectFields => ({
  companyId: 'c1',
  internalId: 'OB-101',
  name: 'Edificio Los Aromos',
  description: 'Torre de 18 pisos',
  address: 'Los Aromos 1234, Ñuñoa',
  geo: { latitude: -33.45, longitude: -70.6 },
  image: null,
  projectTypeId: 1,
  specialties: ['Estructura', 'Eléctrica'],
  currencyId: 2,
  contractValue: 125000.5,
  totalDays: 540,
  startDate: '2026-12-01',
  ...overrides,
});
