import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { READ_MODEL_PROGRESS, type ReadModelProgress } from '../projections/runtime/projection-progress';
import { EVENT_STORE, type EventStore, type NewEvent } from '../services/platform/event-store/event-store.port';
import type { TaskEvent } from '../services/tasks/task.events';
import { fmt, runCallBench } from './call-bench';

/**
 * Run by hand: `npm run bench:history` (needs wrk: `bash scripts/install.sh --bench`). One task
 * with 1,000 events in the embedded server's log, and `/history/get` and `/history/asOf` of it through the HTTP API
 * under wrk beside a bare node:http server (`call-bench.ts`). Target: p99 under 20 ms.
 */
const PROJECT = 'demo-aromos';
const TASK = 'bench-history-task';
const EVENT_COUNT = 1_000;
const PEOPLE = ['demo-jefe-ot', 'demo-ito', 'demo-terreno'];

/** The task's story: created, then responsibles, priorities, replies, sub-tasks and openings in turn. */
function taskEvents(): Array<{ event: TaskEvent; by: string }> {
  const of = { taskId: TASK, projectId: PROJECT };
  const events: Array<{ event: TaskEvent; by: string }> = [
    {
      by: 'demo-jefe-ot',
      event: {
        type: 'TaskCreated',
        data: {
          ...of,
          number: 1_000_001,
          createdBy: 'demo-jefe-ot',
          title: 'Historia larga',
          description: '<p>Una tarea con mil eventos.</p>',
          priority: 1,
          codeId: 1,
          responsibleId: 'demo-ito',
          participantIds: ['demo-terreno'],
          criticalDate: '2026-12-15',
          private: false,
          checklist: [{ id: 'c1', description: 'Revisar plano' }],
          copyTo: [],
          reminder: { days: [], repeatable: false },
          possibleAdditional: false,
          fileIds: [],
        },
      },
    },
  ];
  for (let n = 1; events.length < EVENT_COUNT; n += 1) {
    const by = PEOPLE[n % PEOPLE.length]!;
    const responsible = PEOPLE[(n + 1) % PEOPLE.length]!;
    const step: TaskEvent[] = [
      { type: 'TaskResponsibleChanged', data: { ...of, responsibleId: responsible, previousResponsibleId: by } },
      { type: 'TaskModified', data: { ...of, changes: { priority: ((n % 3) + 1) as 1 | 2 | 3 } } },
      {
        type: 'TaskInteractionAdded',
        data: {
          ...of,
          interactionId: `i${n}`,
          authorId: by,
          message: `<p>Avance ${n}</p>`,
          isResponse: false,
          fileIds: [],
        },
      },
      { type: 'TaskChecklistItemSet', data: { ...of, checklistId: 'c1', completed: n % 2 === 0 } },
      { type: 'TaskSeenStatusSet', data: { ...of, userId: by, status: 1 } },
    ];
    events.push({ by, event: step[n % step.length]! });
  }
  return events;
}

/** Appends the task's events to the log one command at a time, a minute apart, and waits for the read models. */
async function appendTask(app: INestApplication, now: Date): Promise<void> {
  const store = app.get<EventStore>(EVENT_STORE);
  const start = now.getTime() - EVENT_COUNT * 60_000;
  let last = 0;
  for (const [n, { event, by }] of taskEvents().entries()) {
    const commandId = randomUUID();
    const stored: NewEvent = {
      ...event,
      metadata: {
        actorId: by,
        projectId: PROJECT,
        commandId,
        correlationId: commandId,
        causationId: commandId,
        occurredAt: new Date(start + n * 60_000).toISOString(),
        schemaVersion: 1,
      },
    };
    ({ position: last } = await store.append(`task-${TASK}`, [stored], 'any'));
  }
  await app.get<ReadModelProgress>(READ_MODEL_PROGRESS).waitFor(last);
}

void runCallBench({
  name: 'history',
  projectId: PROJECT,
  readerId: 'demo-jefe-ot',
  subject: `one task with ${fmt(EVENT_COUNT)} events`,
  fill: (_store, now, app) => appendTask(app, now),
  calls: () => [
    {
      label: `history/get: a task of ${fmt(EVENT_COUNT)} events`,
      path: '/history/get',
      body: { item_type: 'task', item_id: TASK },
      withoutProject: true,
    },
    {
      // Half-way through the task's life: 500 events folded through the detail's projection.
      label: `history/asOf: the same task half-way`,
      path: '/history/asOf',
      body: { item_type: 'task', item_id: TASK, at: new Date(Date.now() - (EVENT_COUNT / 2) * 60_000).toISOString() },
      withoutProject: true,
    },
    {
      label: `history/asOf: the same task now (${fmt(EVENT_COUNT)} events folded)`,
      path: '/history/asOf',
      body: { item_type: 'task', item_id: TASK, at: new Date(Date.now() + 60_000).toISOString() },
      withoutProject: true,
    },
  ],
});
