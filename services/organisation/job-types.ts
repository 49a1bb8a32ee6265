import { PROJECT_CAPABILITIES, type ProjectCapability } from '../contracts/capabilities';

export interface JobType {
  id: number;
  name: string;
  default_capabilities: readonly ProjectCapability[];
}

const VIEW: ProjectCapability[] = ['view_tasks_listing', 'view_personal_tasks', 'view_rdi', 'view_additionals'];
const TASKS: ProjectCapability[] = [
  'create_tasks',
  'interact_tasks',
  'assign_responsable_task',
  'change_priority_task',
  'change_critical_date_task',
];
const RDI: ProjectCapability[] = ['create_rdi', 'interact_rdi'];

/**
 * The job types and the project capabilities each starts with (docs/decisions.md). The spec fixes
 * ids 1 and 8 (administrators), 2 (Jefe OT) and 4 (ITO); the other names are ours.
 */
export const JOB_TYPES: readonly JobType[] = [
  { id: 1, name: 'Administrador', default_capabilities: PROJECT_CAPABILITIES },
  {
    id: 2,
    name: 'Jefe OT',
    default_capabilities: [
      ...VIEW,
      ...TASKS,
      ...RDI,
      'create_users',
      'edit_users',
      'change_responsable_task',
      'interact_tasks_others',
      'end_tasks',
      'end_rdi',
      'change_status_additionals',
      'add_forge_model',
      'assign_main_model',
      'delete_forge_model',
    ],
  },
  { id: 3, name: 'Profesional de Terreno', default_capabilities: [...VIEW, ...TASKS, ...RDI, 'end_tasks'] },
  {
    id: 4,
    name: 'ITO',
    default_capabilities: [
      ...VIEW,
      ...TASKS,
      ...RDI,
      'interact_tasks_others',
      'end_tasks',
      'end_rdi',
      'change_status_additionals',
      'manage_site_book',
    ],
  },
  { id: 5, name: 'Mandante', default_capabilities: [...VIEW, 'create_rdi', 'interact_rdi'] },
  {
    id: 6,
    name: 'Subcontratista',
    default_capabilities: ['view_personal_tasks', 'interact_tasks', 'create_rdi', 'interact_rdi', 'view_rdi'],
  },
  {
    id: 7,
    name: 'Proyectista',
    default_capabilities: ['view_rdi', 'interact_rdi', 'view_tasks_listing', 'view_personal_tasks', 'interact_tasks'],
  },
  { id: 8, name: 'Super Administrador', default_capabilities: PROJECT_CAPABILITIES },
  /** The contractor's site manager, who writes in the Libro de Obra beside the Jefe OT (issue 33). */
  {
    id: 9,
    name: 'Administrador de Obra',
    default_capabilities: [...VIEW, ...TASKS, ...RDI, 'interact_tasks_others', 'end_tasks'],
  },
];

/** Spec 1 and 9: the job types the item rules name, 2 Jefe OT (Constructora) and 4 ITO. */
export const JEFE_OT_JOB = 2;
export const ITO_JOB = 4;

export const DEFAULT_JOB_TYPE_ID = 2;

export const jobType = (id: number): JobType | undefined => JOB_TYPES.find((type) => type.id === id);

/** Job types whose holders administer the whole platform (spec: default_job 1 or 8). */
export const ADMINISTRATOR_JOBS: readonly number[] = [1, 8];
