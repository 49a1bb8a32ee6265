import { allProjections } from '../services/manifests';
import { MemoryReadStore } from '../services/platform/read-store/memory-read-store';
import { compareSpanish } from '../services/platform/read-store/spanish-collation';
import { projectsOfUser } from '../services/projects/project-view';
import { projectUsers } from '../services/users/project-users.query';
import {
  BIG_PROJECT_ID,
  BUSY_USER_ID,
  fillLargeOrganisation,
  MEMBERS_OF_BIG_PROJECT,
  PROJECT_COUNT,
  PROJECTS_OF_BUSY_USER,
  USER_COUNT,
} from './large-organisation';

/**
 * Run by hand: `npm run bench:lists`. The users and projects lists on the embedded read store at
 * 100,000 users and 100,000 projects, beside the same answer computed from plain arrays (the floor
 * any store stands on), as a ratio.
 */
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
  const { users, projects, members } = await fillLargeOrganisation(store);

  // The same answer as the store's: names in Spanish order.
  const byName = (a: { name: string }, b: { name: string }) => compareSpanish(a.name, b.name);
  const usersFloor = () => {
    const ids = new Set(members.filter((m) => m.project_id === BIG_PROJECT_ID).map((m) => m.user_id));
    return users
      .filter((u) => ids.has(u.id))
      .sort(byName)
      .slice(0, 20);
  };
  const projectsFloor = () => {
    const mine = new Set(members.filter((m) => m.user_id === BUSY_USER_ID).map((m) => m.project_id));
    return projects.filter((p) => mine.has(p._id) && p.deleted_at === null).sort(byName);
  };

  const rows: Array<[string, number, number]> = [
    [
      `/user/list, page of 20 of ${fmt(MEMBERS_OF_BIG_PROJECT)} members`,
      await timed(() => projectUsers(store, BIG_PROJECT_ID, 0, 20)),
      await timed(usersFloor),
    ],
    [
      `/project/getProjectsByUser, ${PROJECTS_OF_BUSY_USER} projects`,
      await timed(() => projectsOfUser(store, BUSY_USER_ID, false)),
      await timed(projectsFloor),
    ],
  ];
  console.log(`${fmt(USER_COUNT)} users, ${fmt(PROJECT_COUNT)} projects, embedded read store (mean of ${RUNS} runs)`);
  for (const [label, faena, floor] of rows) {
    console.log(`  ${label}: ${fmt(faena)} ms (plain arrays ${fmt(floor)} ms, ratio ${fmt(faena / floor)})`);
  }
}

void main();
