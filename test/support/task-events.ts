import { randomUUID } from 'node:crypto';
import { READ_MODEL_PROGRESS, type ReadModelProgress } from '../../projections/runtime/projection-progress';
import { EVENT_STORE, type EventStore } from '../../services/platform/event-store/event-store.port';
import type { TaskEvent } from '../../services/tasks/task.events';
import type { TestServer } from './test-server';

/** An event as a test writes it: what happened, by whom, when. */
export interface Happened {
  event: { type: string; data: object };
  by: string;
  at: string;
}

/**
 * Appends events straight to the server's log, as the task decider would, one stream per task
 * (others to `stream`), and waits until the read models hold them: read tests need no write side.
 */
export async function appendEvents(server: TestServer, happened: readonly Happened[], stream?: string): Promise<void> {
  const events = server.app.get<EventStore>(EVENT_STORE);
  let last = 0;
  for (const { event, by, at } of happened) {
    const taskId = (event.data as { taskId?: string }).taskId;
    const commandId = randomUUID();
    const { position } = await events.append(
      stream ?? `task-${taskId}`,
      [
        {
          ...event,
          metadata: {
            actorId: by,
            ...('projectId' in event.data ? { projectId: String(event.data.projectId) } : {}),
            commandId,
            correlationId: commandId,
            causationId: commandId,
            occurredAt: at,
            schemaVersion: 1,
          },
        },
      ],
      'any',
    );
    last = position;
  }
  await server.app.get<ReadModelProgress>(READ_MODEL_PROGRESS).waitFor(last);
}

/** A task event, typed by the contract. */
export const taskEvent = (event: TaskEvent, by: string, at: string): Happened => ({ event, by, at });

export type TaskCreatedData = Extract<TaskEvent, { type: 'TaskCreated' }>['data'];

/** A TaskCreated payload with plain defaults (no description, participants, checklist nor files): a test names what it is about. */
export const taskCreatedData = (
  fields: Pick<TaskCreatedData, 'taskId' | 'projectId' | 'number' | 'title' | 'responsibleId' | 'createdBy'> &
    Partial<TaskCreatedData>,
): TaskCreatedData => ({
  description: '',
  priority: 1,
  codeId: 3,
  participantIds: [],
  criticalDate: null,
  private: false,
  checklist: [],
  copyTo: [],
  reminder: { days: [], repeatable: false },
  possibleAdditional: false,
  fileIds: [],
  ...fields,
});

/**
 * The TaskCreated payload the task projection specs start from: task t1, Nº 3 of project p1,
 * 'Falta detalle', that Ana asks Rita with Pablo taking part; `fields` add what a spec is about.
 */
export const anasTaskForRita = (fields: Partial<TaskCreatedData> = {}): TaskCreatedData =>
  taskCreatedData({
    taskId: 't1',
    projectId: 'p1',
    number: 3,
    createdBy: 'ana',
    title: 'Falta detalle',
    description: '<p>Detalle</p>',
    priority: 2,
    codeId: 1,
    responsibleId: 'rita',
    participantIds: ['pablo'],
    ...fields,
  });
