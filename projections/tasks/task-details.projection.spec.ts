import type { StoredEvent } from '../../services/platform/event-store/event-store.port';
import type { Doc } from '../../services/platform/read-store/read-store.port';
import { CLOSING_MESSAGE } from '../../services/tasks/task.events';
import { projectionSpec, stored } from '../../test/support/projection-spec';
import { anasTaskForRita } from '../../test/support/task-events';
import { TASK_DETAILS, taskDetailsProjection } from './task-details.projection';

const folded = projectionSpec(taskDetailsProjection);
/** Every detail carries its stream's revision after the last event folded in: the version an edit sends back. */
const given = (events: StoredEvent[]) => ({
  thenDocuments: (collection: string, documents: Doc[]) =>
    folded(events).thenDocuments(
      collection,
      documents.map((document) => ({ ...document, version: events.at(-1)?.revision })),
    ),
});
const of = { taskId: 't1', projectId: 'p1' };
const T0 = '2026-11-23T12:00:00.000Z';
const T1 = '2026-11-23T13:00:00.000Z';
const T2 = '2026-11-23T14:00:00.000Z';

const created = (hidden = false) =>
  stored(
    'TaskCreated',
    anasTaskForRita({
      criticalDate: '2026-12-01',
      private: hidden,
      checklist: [{ id: 'c1', description: 'Revisar plano' }],
      copyTo: [{ email: 'x@faena.cl', name: 'X' }],
      reminder: { days: [0], repeatable: true },
    }),
    T0,
    'ana',
  );

const detail = {
  _id: 't1',
  id: 't1',
  project_id: 'p1',
  number: 3,
  title: 'Falta detalle',
  description: '<p>Detalle</p>',
  priority: 2,
  code_id: 1,
  created_by: 'ana',
  responsable: 'rita',
  participants: ['pablo'],
  status: 1,
  private: false,
  critical_date: '2026-12-01',
  created_at: T0,
  ended_at: null,
  checklists: [{ id: 'c1', description: 'Revisar plano', completed: false }],
  copy_to: [{ email: 'x@faena.cl', name: 'X' }],
  is_posible_additional: false,
  interactions: [],
  waiting_on: 'responsable',
  waiting_since: T0,
  seen_by: {},
  bell: {},
  subscriptions: {},
  reminders: { ana: { days: [0], repeatable: true } },
  updated_at: T0,
};

describe('task details projection', () => {
  it('holds a new task as its detail shows it', () => given([created()]).thenDocuments(TASK_DETAILS, [detail]));

  it('narrows a private task to its creator and responsible, following the responsible and the switch', async () => {
    await given([created(true)]).thenDocuments(TASK_DETAILS, [
      { ...detail, private: true, visible_to: ['ana', 'rita'] },
    ]);
    await given([
      created(true),
      stored('TaskResponsibleChanged', { ...of, responsibleId: 'omar', previousResponsibleId: 'rita' }, T1),
    ]).thenDocuments(TASK_DETAILS, [
      { ...detail, private: true, responsable: 'omar', visible_to: ['ana', 'omar'], waiting_since: T1, updated_at: T1 },
    ]);
    await given([
      created(true),
      stored('TaskModified', { ...of, changes: { private: false, priority: 3 } }, T1),
    ]).thenDocuments(TASK_DETAILS, [{ ...detail, priority: 3, updated_at: T1 }]);
  });

  it("passes the turn with each interaction, keeps each reader's previous seen status, and closes", () =>
    given([
      created(),
      stored('TaskSeenStatusSet', { ...of, userId: 'pablo', status: 1 }, T0),
      stored(
        'TaskInteractionAdded',
        { ...of, interactionId: 'i1', authorId: 'rita', message: 'Listo', isResponse: true, fileIds: [] },
        T1,
      ),
      stored('TaskSeenStatusSet', { ...of, userId: 'pablo', status: 2 }, T1),
      stored(
        'TaskInteractionAdded',
        { ...of, interactionId: 'i2', authorId: 'ana', message: CLOSING_MESSAGE, isResponse: false, fileIds: [] },
        T2,
      ),
      stored('TaskClosed', of, T2),
    ]).thenDocuments(TASK_DETAILS, [
      {
        ...detail,
        interactions: [
          { id: 'i1', user_id: 'rita', message: 'Listo', is_response: true, created_at: T1 },
          { id: 'i2', user_id: 'ana', message: CLOSING_MESSAGE, is_response: false, created_at: T2 },
        ],
        // Rita's official answer passed the ball to Ana; closing ends the wait.
        waiting_on: null,
        waiting_since: T1,
        seen_by: { pablo: { status: 2, prev: 1, at: T1 } },
        status: 3,
        ended_at: T2,
        updated_at: T2,
      },
    ]));

  it("keeps each user's checklist, bell, subscription and reminder marks", () =>
    given([
      created(),
      stored('TaskChecklistItemSet', { ...of, checklistId: 'c1', completed: true }, T1),
      stored('TaskBellStatusSet', { ...of, userId: 'rita', status: 2 }, T1),
      stored('TaskSubscriptionSet', { ...of, userId: 'pablo', subscribed: true, byEmail: false }, T1),
      stored('TaskReminderSet', { ...of, userId: 'pablo', days: [1, 3], repeatable: false }, T1),
      stored('TaskParticipantsAdded', { ...of, userIds: ['omar'] }, T1),
      stored('TaskParticipantRemoved', { ...of, userId: 'pablo' }, T1),
    ]).thenDocuments(TASK_DETAILS, [
      {
        ...detail,
        checklists: [{ id: 'c1', description: 'Revisar plano', completed: true }],
        bell: { rita: 2 },
        subscriptions: { pablo: { subscribed: true, by_email: false } },
        reminders: { ana: { days: [0], repeatable: true }, pablo: { days: [1, 3], repeatable: false } },
        participants: ['omar'],
        updated_at: T1,
      },
    ]));

  it('links the task to the RDI raised from it', () =>
    given([created(), stored('TaskLinkedToRdi', { ...of, rdiId: 'r1', rdiNumber: 4 }, T1)]).thenDocuments(
      TASK_DETAILS,
      [{ ...detail, rdi_relation: { rdi_id: 'r1', rdi_number: 4 }, updated_at: T1 }],
    ));

  it('keeps the time of the last change when the task is sent by e-mail, taking the new version', () =>
    given([
      created(),
      stored('TaskSentByEmail', { ...of, recipients: [{ email: 'arquitecta@estudio.cl', name: '' }] }, T1),
    ]).thenDocuments(TASK_DETAILS, [detail]));

  it('keeps the time of the last change when someone looks, rings the bell, subscribes or sets a reminder; a real change moves it', async () => {
    const marks = [
      created(),
      stored('TaskSeenStatusSet', { ...of, userId: 'pablo', status: 1 }, T1),
      stored('TaskBellStatusSet', { ...of, userId: 'rita', status: 2 }, T1),
      stored('TaskSubscriptionSet', { ...of, userId: 'pablo', subscribed: true, byEmail: false }, T1),
      stored('TaskReminderSet', { ...of, userId: 'pablo', days: [1], repeatable: false }, T1),
    ];
    const marked = {
      ...detail,
      seen_by: { pablo: { status: 1, prev: null, at: T1 } },
      bell: { rita: 2 },
      subscriptions: { pablo: { subscribed: true, by_email: false } },
      reminders: { ana: { days: [0], repeatable: true }, pablo: { days: [1], repeatable: false } },
    };
    await given(marks).thenDocuments(TASK_DETAILS, [{ ...marked, updated_at: T0 }]);
    await given([...marks, stored('TaskModified', { ...of, changes: { priority: 3 } }, T2)]).thenDocuments(
      TASK_DETAILS,
      [{ ...marked, priority: 3, updated_at: T2 }],
    );
  });

  it('forgets a deleted task', () => given([created(), stored('TaskDeleted', of, T1)]).thenDocuments(TASK_DETAILS, []));
});
