import { fmt, runCallBench } from './call-bench';
import { ADDITIONAL_COUNT, fillAdditionalProject, PAYMENT_STATUSES_EACH, REVISIONS } from './large-additional-project';

/**
 * Run by hand: `npm run bench:additionals` (needs wrk: `bash scripts/install.sh --bench`). 20,000
 * additionals with 5 revisions and 3 Estados de Pago each in one project of the embedded server,
 * and the list and the informative table through the HTTP API under wrk beside a bare node:http
 * server (`call-bench.ts`).
 */
// No demo additionals there: the filler numbers the project's additionals from 1.
const PROJECT = 'demo-lo-aguirre';
const DEMO_MEMBERS = ['demo-admin', 'demo-jefe-ot', 'demo-ito', 'demo-terreno'];

void runCallBench({
  name: 'additionals',
  projectId: PROJECT,
  readerId: 'demo-jefe-ot',
  subject: `${fmt(ADDITIONAL_COUNT)} additionals × ${REVISIONS} revisions × ${PAYMENT_STATUSES_EACH} Estados de Pago in one project`,
  fill: (store, now) =>
    fillAdditionalProject(store, PROJECT, { creators: DEMO_MEMBERS, jefe: 'demo-jefe-ot', ito: 'demo-ito' }, now),
  calls: () => [
    { label: 'list, 1st page', path: '/additionals/list', body: { page: 1 } },
    {
      label: 'list, accepted, by type, 2nd page',
      path: '/additionals/list',
      body: { page: 2, statuses: [2], filtered_types: [1, 2] },
    },
    { label: 'informative table, 1st page', path: '/additionals/listPaymentStatus', body: { page: 1 } },
    {
      label: 'informative table, accepted, 2nd page',
      path: '/additionals/listPaymentStatus',
      body: { page: 2, statuses: [2] },
    },
    { label: 'informative table, 200th page', path: '/additionals/listPaymentStatus', body: { page: 200 } },
  ],
});
