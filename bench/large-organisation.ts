import {
  PROJECT_MEMBERS,
  PROJECTS,
  type ProjectDocument,
  type ProjectMemberDocument,
} from '../projections/organisation/projects.projection';
import { USERS, type UserDocument } from '../projections/users/user-directory.projection';
import type { ReadStore } from '../services/platform/read-store/read-store.port';

/**
 * 100,000 users and 100,000 projects written straight into a read store, for the benchmarks: one
 * big project with 2,000 members and one busy user in 40 projects, the two lists' worst cases.
 */
export const USER_COUNT = 100_000;
export const PROJECT_COUNT = 100_000;
export const MEMBERS_OF_BIG_PROJECT = 2_000;
export const PROJECTS_OF_BUSY_USER = 40;
/** The project with MEMBERS_OF_BIG_PROJECT members (the busy user among them). */
export const BIG_PROJECT_ID = 'p0';
/** The user who belongs to PROJECTS_OF_BUSY_USER projects. */
export const BUSY_USER_ID = 'u1';

export interface LargeOrganisation {
  users: UserDocument[];
  projects: ProjectDocument[];
  members: ProjectMemberDocument[];
}

/** Fills the store (its projections already set up) and returns the same documents as plain arrays. */
export async function fillLargeOrganisation(store: ReadStore): Promise<LargeOrganisation> {
  const users: UserDocument[] = [];
  for (let n = 0; n < USER_COUNT; n += 1) {
    const user = {
      _id: `u${n}`,
      id: `u${n}`,
      name: `Usuario ${(n * 7919) % USER_COUNT}`,
      email: `u${n}@faena.cl`,
      info: { phone: '', address: '', avatar: null, default_job: 3 },
      created_at: '2026-11-23T12:00:00.000Z',
      version: 0,
    };
    users.push(user);
    await store.collection(USERS).upsert(user);
  }
  const nameOf = new Map(users.map((user) => [user.id, user.name]));
  const members: ProjectMemberDocument[] = [];
  const projects: ProjectDocument[] = [];
  for (let n = 0; n < PROJECT_COUNT; n += 1) {
    const memberIds = n === 0 ? users.slice(0, MEMBERS_OF_BIG_PROJECT).map((u) => u.id) : [`u${n % USER_COUNT}`];
    if (n % (PROJECT_COUNT / PROJECTS_OF_BUSY_USER) === 1) memberIds.push(BUSY_USER_ID);
    const project = {
      _id: `p${n}`,
      id: `p${n}`,
      project_id: `p${n}`,
      internal_id: `OB-${n}`,
      company_id: 'c1',
      name: `Proyecto ${(n * 104729) % PROJECT_COUNT}`,
      description: '',
      address: '',
      geo: null,
      project_image: null,
      project_type_id: 1,
      type: { name: 'Edificación' },
      specialties: [],
      details: { contract_value: 1, total_days: 1, start_date: '2026-11-23', currency: { id: 2, name: 'UF' } },
      rdi_close_system: { new_system: true },
      status_board: { status_board: '' },
      deleted_at: null,
      close_reason: null,
      status: null,
      company: { name: 'Constructora', logo: null },
      members_count: memberIds.length,
      created_at: '2026-11-23T12:00:00.000Z',
      version: 0,
    } as ProjectDocument;
    projects.push(project);
    await store.collection(PROJECTS).upsert(project);
    for (const userId of memberIds) {
      const member = {
        _id: `p${n}:${userId}`,
        project_id: `p${n}`,
        user_id: userId,
        user_name: nameOf.get(userId) ?? '',
        job_type_id: 3,
        job: { id: 3, name: 'Profesional de Terreno' },
        capabilities: [],
        useroptions: { daily_reports: true, notification_sound: true },
        avoid_emails: { rdi: false, task: false, additional: false },
      };
      members.push(member);
      await store.collection(PROJECT_MEMBERS).upsert(member);
    }
  }
  return { users, projects, members };
}
