import { fmt, runCallBench } from './call-bench';
import { fillTaskProject, TASK_COUNT, taskProjectMembers } from './large-task-project';

/**
 * Run by hand: `npm run bench:tasks` (needs wrk: `bash scripts/install.sh --bench`). 100,000 tasks
 * in one project of the embedded server, and the task listings through the HTTP API under wrk
 * beside a bare node:http server (`call-bench.ts`). The server runs with the heap settings of
 * `npm start`.
 */
const PROJECT = 'demo-aromos';
const DEMO_MEMBERS = ['demo-admin', 'demo-jefe-ot', 'demo-ito', 'demo-terreno'];

void runCallBench({
  name: 'tasks',
  projectId: PROJECT,
  readerId: 'demo-jefe-ot',
  subject: `${fmt(TASK_COUNT)} tasks in one project`,
  fill: (store, now) => fillTaskProject(store, PROJECT, DEMO_MEMBERS, now),
  calls: () => {
    const someone = taskProjectMembers(DEMO_MEMBERS)[7]!;
    return [
      { label: 'listing, open, 1st page', path: '/tasks/list', body: { status: 1, page: 1, order: 1 } },
      {
        label: 'listing, filtered, 2nd page',
        path: '/tasks/list',
        body: { status: 1, page: 2, order: 1, filtered_resp_users: [someone], filtered_code_ids: [1, 2, 3, 4, 5] },
      },
      {
        label: 'listing, finished, search',
        path: '/tasks/list',
        body: { status: 3, page: 1, order: 3, search: 'losa' },
      },
      { label: 'Mis Tareas, Pendientes', path: '/tasks/listPending', body: { page: 1 } },
      { label: 'Mis Tareas, Finalizadas', path: '/tasks/listEnded', body: { page: 1 } },
      { label: 'by user', path: '/tasks/listByUser', body: {} },
      {
        label: 'similar items',
        path: '/general/searchSimilar',
        body: { search: 'Filtración en losa del subterráneo' },
      },
    ];
  },
});
