import {
  PROJECT_MEMBERS,
  PROJECTS,
  type ProjectDocument,
  type ProjectMemberDocument,
} from '../projections/organisation/projects.projection';
import { allProjections } from '../projections/registry';
import { USERS, type UserDocument } from '../projections/users/user-directory.projection';
import { MemoryReadStore } from '../services/platform/read-store/memory-read-store';
import { projectsOfUser } from '../services/projects/project-view';
import { projectUsers } from '../services/users/project-users.query';

/**
 * Run by hand: `npm run bench:lists`. The users and projects lists on the embedded read store at
 * 100,000 users and 100,000 projects, beside the same answer computed from plain arrays (the floor
 * any store stands on), as a ratio.
 */
const USER_COUNT = 100_000;
const PROJECT_COUNT = 100_000;
const MEMBERS_OF_BIG_PROJECT = 2_000;
const PROJECTS_OF_BUSY_USER = 40;
const RUNS = 50;

const fmt = (n: number) => n.toLocaleString('es-CL', { maximumFractionDigits: 2 });

async function timed(run: () => Promise<unknown> | unknown): Promise<number> {
  await run();
  const start = process.hrtime.bigint();
  for (let i = 0; i < RUNS; i += 1) await run();
  return Number(process.hrtime.bigint() - start) / 1e6 / RUNS;
}

async function main() {
  const store = new MemoryReadStore();
  for (const projection of allProjections) await projection.setup?.(store);
  const users: UserDocument[] = [];
  for (let n = 0; n < USER_COUNT; n += 1) {
    const user = {
      _id: `u${n}`,
      id: `u${n}`,
      name: `Usuario ${(n * 7919) % USER_COUNT}`,
      email: `u${n}@faena.cl`,
      info: { phone: '', address: '', avatar: null, default_job: 3 },
      created_at: '2026-11-23T12:00:00.000Z',
    };
    users.push(user);
    await store.collection(USERS).upsert(user);
  }
  const members: ProjectMemberDocument[] = [];
  const projects: ProjectDocument[] = [];
  for (let n = 0; n < PROJECT_COUNT; n += 1) {
    const memberIds = n === 0 ? users.slice(0, MEMBERS_OF_BIG_PROJECT).map((u) => u.id) : [`u${n % USER_COUNT}`];
    if (n % (PROJECT_COUNT / PROJECTS_OF_BUSY_USER) === 1) memberIds.push('u1');
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
      member_ids: memberIds,
      created_at: '2026-11-23T12:00:00.000Z',
    } as ProjectDocument;
    projects.push(project);
    await store.collection(PROJECTS).upsert(project);
    for (const userId of memberIds) {
      const member = {
        _id: `p${n}:${userId}`,
        project_id: `p${n}`,
        user_id: userId,
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

  const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  const usersFloor = () => {
    const ids = new Set(members.filter((m) => m.project_id === 'p0').map((m) => m.user_id));
    return users
      .filter((u) => ids.has(u.id))
      .sort(byName)
      .slice(0, 20);
  };
  const projectsFloor = () => projects.filter((p) => p.member_ids.includes('u1') && p.deleted_at === null).sort(byName);

  const rows: Array<[string, number, number]> = [
    [
      `/user/list, page of 20 of ${fmt(MEMBERS_OF_BIG_PROJECT)} members`,
      await timed(() => projectUsers(store, 'p0', 0, 20)),
      await timed(usersFloor),
    ],
    [
      `/project/getProjectsByUser, ${PROJECTS_OF_BUSY_USER} projects`,
      await timed(() => projectsOfUser(store, 'u1', false)),
      await timed(projectsFloor),
    ],
  ];
  console.log(`${fmt(USER_COUNT)} users, ${fmt(PROJECT_COUNT)} projects, embedded read store (mean of ${RUNS} runs)`);
  for (const [label, faena, floor] of rows) {
    console.log(`  ${label}: ${fmt(faena)} ms (plain arrays ${fmt(floor)} ms, ratio ${fmt(faena / floor)})`);
  }
}

void main();
