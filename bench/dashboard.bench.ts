import { fmt, runCallBench } from './call-bench';
import { ADDITIONAL_COUNT, fillAdditionalProject } from './large-additional-project';
import { fillRdiProject, RDI_COUNT } from './large-rdi-project';
import { fillTaskProject, TASK_COUNT } from './large-task-project';

/**
 * Run by hand: `npm run bench:dashboard` (needs wrk: `bash scripts/install.sh --bench`). 100,000
 * tasks, 50,000 RDI and 20,000 additionals in one project of the embedded server, and the
 * dashboard's two calls and the project's ball-in-court totals through the HTTP API under wrk
 * beside a bare node:http server (`call-bench.ts`).
 */
// No demo additionals there: the additionals filler numbers the project's additionals from 1.
const PROJECT = 'demo-lo-aguirre';
const DEMO_MEMBERS = ['demo-admin', 'demo-jefe-ot', 'demo-ito', 'demo-terreno'];
const PEOPLE = { creators: DEMO_MEMBERS, jefe: 'demo-jefe-ot', ito: 'demo-ito' };

void runCallBench({
  name: 'dashboard',
  projectId: PROJECT,
  readerId: 'demo-jefe-ot',
  subject: `${fmt(TASK_COUNT)} tasks, ${fmt(RDI_COUNT)} RDI and ${fmt(ADDITIONAL_COUNT)} additionals in one project`,
  async fill(store, now) {
    await fillTaskProject(store, PROJECT, DEMO_MEMBERS, now);
    await fillRdiProject(store, PROJECT, PEOPLE, ['Obra gruesa', 'Estructura', 'Instalaciones'], now);
    await fillAdditionalProject(store, PROJECT, PEOPLE, now);
  },
  calls: () => [
    { label: 'dashboard: Tareas, Adicionales, Avance', path: '/dashboard/getDashboard', body: {} },
    { label: 'dashboard: RDI', path: '/dashboard/getDashboardRDI', body: {} },
    // The project's totals of who held the ball; undefined leaves out the project_id every call gets.
    {
      label: 'ballInCourt: project totals',
      path: '/history/ballInCourt',
      body: { project_id: undefined, item_type: 'project', item_id: PROJECT },
    },
  ],
});
