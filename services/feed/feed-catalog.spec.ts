import {
  additionalAccepted,
  additionalCreated,
  paymentStatusApproved,
  paymentStatusCreated,
  paymentStatusObserved,
  revision,
  revisionAdded,
} from '../../test/support/additional-events';
import { checkedEnvelope } from '../../test/support/feed-envelope';
import { stored } from '../../test/support/projection-spec';
import { items } from '../manifests';
import type { StoredEvent } from '../platform/event-store/event-store.port';
import { feedFamily } from '../platform/feed/feed-family';
import { object, str } from '../platform/feed/json-schema';
import type { ProjectEvent } from '../projects/project.events';
import type { RdiEvent } from '../rdi/rdi.events';
import type { TaskEvent } from '../tasks/task.events';
import { FeedCatalog } from './feed-catalog';

const catalog = new FeedCatalog(items.feedFamilies);

type DataOf<E extends { type: string; data: object }, T extends E['type']> = Extract<E, { type: T }>['data'];

const taskCreated = (taskId: string, isPrivate: boolean) =>
  stored('TaskCreated', {
    taskId,
    projectId: 'p1',
    number: 7,
    title: 'Huella de escalera',
    description: '<p>¿Cuál es?</p>',
    priority: 2,
    codeId: 1,
    responsibleId: 'iris',
    participantIds: ['tomas'],
    criticalDate: '2026-12-15',
    private: isPrivate,
    checklist: [{ id: 's1', description: 'Revisar plano' }],
    copyTo: [{ email: 'a@b.cl', name: 'A' }],
    reminder: { days: [1], repeatable: true },
    possibleAdditional: false,
    createdBy: 'javi',
    fileIds: [],
  } satisfies DataOf<TaskEvent, 'TaskCreated'>);

const rdiCreated = stored('RdiCreated', {
  rdiId: 'r1',
  projectId: 'p1',
  number: 3,
  title: 'Cota de fundación',
  description: '<p>¿Cota?</p>',
  priority: 1,
  specialties: [{ id: 1, name: 'Estructura' }],
  subject: { id: 2, name: 'Fundaciones' },
  criticalDate: null,
  copyTo: [],
  reminder: { days: [], repeatable: false },
  taskId: 'secreta',
  createdBy: 'javi',
  fileIds: [],
} satisfies DataOf<RdiEvent, 'RdiCreated'>);

const projectCreated = stored('ProjectCreated', {
  projectId: 'p1',
  rdiNewSystem: true,
  companyId: 'c1',
  internalId: 'OB-1',
  name: 'Edificio Los Aromos',
  description: 'Torre de 12 pisos',
  address: 'Av. Los Aromos 123',
  geo: null,
  image: 'projects/p1/img',
  projectTypeId: 1,
  specialties: ['Estructura'],
  currencyId: 1,
  contractValue: 1500.5,
  totalDays: 365,
  startDate: '2026-01-05',
} satisfies DataOf<ProjectEvent, 'ProjectCreated'>);

/** A family mapping an event another family maps, to a type it does not publish. */
const twin = feedFamily<TaskEvent>({
  name: 'twin',
  topic: 'twin',
  published: [{ type: 'twin.closed', version: 1, description: '', schema: object({ task_id: str }) }],
  mappers: { TaskClosed: () => ({ type: 'twin.unknown', data: {} }) },
});

/** A family that published x.closed twice: version 2 is the one written. */
const v2 = feedFamily<TaskEvent>({
  name: 'tasks2',
  topic: 'faena.tasks2',
  published: [
    { type: 'x.closed', version: 1, description: '', schema: object({ task_id: str }) },
    { type: 'x.closed', version: 2, description: '', schema: object({ id: str }) },
  ],
  mappers: { TaskClosed: ({ data }) => ({ type: 'x.closed', data: { id: data.taskId } }) },
});

/** Mapped, then checked against the schema of the type and version it claims. */
const mapped = (event: StoredEvent) => checkedEnvelope(catalog, event);

describe('feed catalog: internal events as integration events', () => {
  it('maps every family to its published types, each valid against its schema', () => {
    const events = [
      projectCreated,
      taskCreated('t1', false),
      stored('TaskInteractionAdded', {
        taskId: 't1',
        projectId: 'p1',
        interactionId: 'i1',
        authorId: 'iris',
        message: 'Es 28 cm',
        isResponse: true,
        fileIds: [],
      } satisfies DataOf<TaskEvent, 'TaskInteractionAdded'>),
      stored('TaskModified', { taskId: 't1', projectId: 'p1', changes: { priority: 3 } }),
      stored('TaskClosed', { taskId: 't1', projectId: 'p1' }),
      rdiCreated,
      stored('RdiFinished', { rdiId: 'r1', projectId: 'p1', by: 'approvals' }),
      additionalCreated('a1', 1),
      revisionAdded('a1', revision('a1-r2', 2, [1, 2, 3]), 3),
      additionalAccepted('a1'),
      paymentStatusCreated('ps1', ['a1'], { progress: 3550, amount: 100, base: 1000 }),
      paymentStatusObserved('ps1', { progress: 3000, amount: 90 }),
      paymentStatusApproved('ps1', { progress: 3000, amount: 90 }),
    ];
    expect(events.map((event) => mapped(event)?.type)).toEqual([
      'project.created',
      'task.created',
      'task.interaction_added',
      'task.modified',
      'task.closed',
      'rdi.created',
      'rdi.finished',
      'additional.created',
      'additional.revised',
      'additional.approved',
      'payment_status.requested',
      'payment_status.observed',
      'payment_status.approved',
    ]);
  });

  it('wraps the data in the envelope: ids, stream, position, time, actor and project from the log', () => {
    expect(mapped(stored('TaskClosed', { taskId: 't1', projectId: 'p1' }, '2026-11-24T10:00:00.000Z', 'iris'))).toEqual(
      {
        id: expect.any(String),
        type: 'task.closed',
        version: 1,
        stream: 'test',
        position: expect.any(Number),
        occurred_at: '2026-11-24T10:00:00.000Z',
        actor: 'iris',
        project_id: 'p1',
        data: { task_id: 't1' },
      },
    );
  });

  it('leaves out what stays inside the app: private tasks, per-user marks, copies, images, the task behind an RDI', () => {
    expect(mapped(taskCreated('t2', true))).toBeNull();
    expect(
      mapped(stored('TaskSeenStatusSet', { taskId: 't1', projectId: 'p1', userId: 'iris', status: 1 })),
    ).toBeNull();
    const created = JSON.stringify(mapped(taskCreated('t1', false)));
    expect(created).not.toMatch(/a@b\.cl|Revisar plano|reminder/);
    expect(JSON.stringify(mapped(projectCreated))).not.toContain('projects/p1/img');
    expect(JSON.stringify(mapped(rdiCreated))).not.toContain('secreta');
  });

  it('withdraws a task made private, with no content, and publishes nothing when it is made public again', () => {
    const madePrivate = stored('TaskModified', {
      taskId: 't1',
      projectId: 'p1',
      changes: { private: true, priority: 3 },
    });
    expect(mapped(madePrivate)).toMatchObject({ type: 'task.withdrawn', data: { task_id: 't1' } });
    expect(mapped(stored('TaskModified', { taskId: 't1', projectId: 'p1', changes: { private: false } }))).toBeNull();
  });

  it('refuses two families mapping one internal event, or a mapper naming a type it does not publish', () => {
    expect(() => new FeedCatalog([...items.feedFamilies, twin])).toThrow(
      /TaskClosed is mapped by the feed families tasks and twin/,
    );
    expect(() => new FeedCatalog([twin]).toEnvelope(stored('TaskClosed', { taskId: 't1', projectId: 'p1' }))).toThrow(
      /maps to twin.unknown, which its family does not publish/,
    );
  });

  it('publishes the newest version of a type, and lists every version with its topic', () => {
    const own = new FeedCatalog([v2]);
    expect(own.toEnvelope(stored('TaskClosed', { taskId: 't1', projectId: 'p1' }))?.version).toBe(2);
    expect(own.schemas().map((s) => [s.type, s.version, s.topic])).toEqual([
      ['x.closed', 1, 'faena.tasks2'],
      ['x.closed', 2, 'faena.tasks2'],
    ]);
    expect(catalog.topicOf('rdi.answered')).toBe('faena.rdi');
  });
});
