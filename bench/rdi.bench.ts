import { fmt, runCallBench } from './call-bench';
import { fillRdiProject, RDI_COUNT } from './large-rdi-project';
import { fillTaskProject, TASK_COUNT } from './large-task-project';

/**
 * Run by hand: `npm run bench:rdi` (needs wrk: `bash scripts/install.sh --bench`). 50,000 RDI and
 * 100,000 tasks in one project of the embedded server, and the RDI list (filtered), the graph data
 * and the global search through the HTTP API under wrk beside a bare node:http server (`call-bench.ts`).
 */
const PROJECT = 'demo-aromos';
const DEMO_MEMBERS = ['demo-admin', 'demo-jefe-ot', 'demo-ito', 'demo-terreno'];
const SPECIALTIES = ['Obra gruesa', 'Estructura', 'Instalaciones eléctricas', 'Instalaciones sanitarias'];

void runCallBench({
  name: 'rdi',
  projectId: PROJECT,
  readerId: 'demo-ito',
  subject: `${fmt(RDI_COUNT)} RDI and ${fmt(TASK_COUNT)} tasks in one project`,
  async fill(store, now) {
    await fillTaskProject(store, PROJECT, DEMO_MEMBERS, now);
    const people = { creators: DEMO_MEMBERS, jefe: 'demo-jefe-ot', ito: 'demo-ito' };
    await fillRdiProject(store, PROJECT, people, SPECIALTIES, now);
  },
  calls: () => [
    { label: 'RDI list, pending, 1st page', path: '/rdi/list', body: { status: 1, page: 1 } },
    {
      label: 'RDI list, filtered, 2nd page',
      path: '/rdi/list',
      body: { status: 1, page: 2, filtered_specialties: [2], filtered_subjects: [1, 2], filtered_responsable: [2] },
    },
    { label: 'RDI list, finished, by priority', path: '/rdi/list', body: { status: 3, page: 3, order: 1 } },
    { label: 'graph data', path: '/rdi/getGraphData', body: {} },
    { label: 'global search, one word', path: '/general/search', body: { search: 'filtración' } },
    { label: 'global search, two words', path: '/general/search', body: { search: 'losa muro' } },
  ],
});
