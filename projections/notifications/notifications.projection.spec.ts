import { items } from '../../services/manifests';
import type { StoredEvent } from '../../services/platform/event-store/event-store.port';
import { CLOSING_MESSAGE } from '../../services/tasks/task.events';
import { additionalCreated } from '../../test/support/additional-events';
import { projectionSpec, stored } from '../../test/support/projection-spec';
import { anasTaskForRita } from '../../test/support/task-events';
import { ITEM_MAILS } from './item-mail-queue';
import { NOTIFICATION_ITEMS } from './notification-items';
import { NOTIFICATION_PROJECTS, NOTIFICATIONS, notificationsProjection } from './notifications.projection';

const given = projectionSpec(notificationsProjection(items.factsOf('notices')));
const of = { taskId: 't1', projectId: 'p1' };
const T0 = '2026-11-23T12:00:00.000Z';
const T1 = '2026-11-23T13:00:00.000Z';
const T2 = '2026-11-23T14:00:00.000Z';

const joined = (userId: string, jobTypeId = 3) =>
  stored('ProjectMemberAdded', { projectId: 'p1', userId, jobTypeId, capabilities: [] });
const team = ['ana', 'rita', 'pablo', 'omar'].map((userId) => joined(userId));

const created = (hidden = false) => stored('TaskCreated', anasTaskForRita({ private: hidden }), T0, 'ana');

const reply = (authorId: string, at = T1, message = 'Revisado') =>
  stored(
    'TaskInteractionAdded',
    { ...of, interactionId: `i-${at}`, authorId, message, isResponse: true, fileIds: [] },
    at,
    authorId,
  );

/** Events one command wrote together: they share its command id. */
const oneCommand = (...events: StoredEvent[]): StoredEvent[] =>
  events.map((event) => ({ ...event, metadata: { ...events[0]!.metadata, occurredAt: event.metadata.occurredAt } }));

/** Who was told what, by user then time. */
const notified = async (events: StoredEvent[]) =>
  (await given(events).documents(NOTIFICATIONS))
    .sort((a, b) => `${a.user_id}|${a.seq}`.localeCompare(`${b.user_id}|${b.seq}`))
    .map((doc) => ({ user: doc.user_id, action: String(doc.action), read: doc.read }));

describe('notifications projection', () => {
  it("tells a new task's responsible and participants, each in their own words, as one notification each", async () => {
    const documents = await given([...team, created()]).documents(NOTIFICATIONS);
    expect(documents).toHaveLength(2);
    const [first] = documents.filter((doc) => doc.user_id === 'rita');
    expect(first).toEqual({
      _id: first!._id,
      id: first!._id,
      user_id: 'rita',
      project_id: 'p1',
      item_type: 1,
      item_id: 't1',
      item_key: 'task:t1',
      item_created_by: 'ana',
      actor_id: 'ana',
      action: 'te asignó la tarea Nº 3',
      title: 'Falta detalle',
      created_at: T0,
      seq: first!.seq,
      read: false,
      read_at: null,
      inbox: 'rita|p1',
      visible_to: ['rita'],
    });
    expect(documents.find((doc) => doc.user_id === 'pablo')?.action).toBe(
      'te agregó como participante en la tarea Nº 3',
    );
  });

  it('gives a closing one notification, not one for its message and one for the closing', async () => {
    const closing = oneCommand(
      stored(
        'TaskInteractionAdded',
        { ...of, interactionId: 'ic', authorId: 'rita', message: CLOSING_MESSAGE, isResponse: false, fileIds: [] },
        T2,
        'rita',
      ),
      stored('TaskClosed', of, T2, 'rita'),
    );
    const byUser = (await notified([...team, created(), ...closing])).filter((entry) => entry.action.startsWith('fin'));
    expect(byUser).toEqual([
      { user: 'ana', action: 'finalizó la tarea Nº 3', read: false },
      { user: 'pablo', action: 'finalizó la tarea Nº 3', read: false },
    ]);
    const all = await notified([...team, created(), ...closing]);
    expect(all.filter((entry) => entry.action.startsWith('comentó'))).toEqual([]);
  });

  it('keeps what each user read: a read notification leaves the inbox, another user’s stays', async () => {
    const events = [...team, created(), reply('rita')];
    const before = await given(events).documents(NOTIFICATIONS);
    const anaReply = before.find((doc) => doc.user_id === 'ana')!;
    const pabloReply = before.find((doc) => doc.user_id === 'pablo' && doc.action === 'respondió la tarea Nº 3')!;
    const read = stored(
      'NotificationsRead',
      { userId: 'ana', notificationIds: [anaReply._id, pabloReply._id] },
      T2,
      'ana',
    );
    const after = await given([...events, read]).documents(NOTIFICATIONS);
    const { inbox: _gone, ...readOne } = anaReply;
    expect(after.find((doc) => doc._id === anaReply._id)).toEqual({ ...readOne, read: true, read_at: T2 });
    expect(after.find((doc) => doc._id === pabloReply._id)).toEqual(pabloReply);
  });

  it('takes a task made private out of its outsiders’ bells, and tells them nothing more', async () => {
    const madePrivate = stored('TaskModified', { ...of, changes: { private: true } }, T1, 'ana');
    expect(await notified([...team, created(), madePrivate, reply('rita', T2)])).toEqual([
      { user: 'ana', action: 'respondió la tarea Nº 3', read: false },
      { user: 'rita', action: 'te asignó la tarea Nº 3', read: false },
    ]);
  });

  it('takes a deleted task and its notifications away', async () => {
    const deleted = stored('TaskDeleted', of, T2, 'ana');
    await given([...team, created(), reply('rita'), deleted]).thenDocuments(NOTIFICATIONS, []);
    await given([...team, created(), deleted]).thenDocuments(NOTIFICATION_ITEMS, []);
  });

  it('queues each notification for its e-mail, and lets a batch go once its e-mail is closed', async () => {
    const events = [...team, created(), reply('rita')];
    const queued = await given(events).documents(ITEM_MAILS);
    expect(queued.map((doc) => [doc._id, (doc.changes as unknown[]).length])).toEqual([
      ['ana|task:t1', 1],
      ['pablo|task:t1', 2],
      ['rita|task:t1', 1],
    ]);
    const position = (events.at(-1) as StoredEvent).position;
    const closed = stored('ItemMailClosed', { userId: 'pablo', itemKey: 'task:t1', through: position, mailed: true });
    const left = await given([...events, closed]).documents(ITEM_MAILS);
    expect(left.map((doc) => doc._id)).toEqual(['ana|task:t1', 'rita|task:t1']);
  });

  it('lets every batch due before an expiry go', async () => {
    const events = [...team, created(), reply('rita', T2)];
    // Rita's batch (the creation) was due at T0 + 3 min, Pablo's (creation and reply) at T0 + 10 min
    // at the latest; Ana's (the reply) only at T2 + 3 min.
    const expired = stored('ItemMailsExpired', { before: T1 });
    const left = await given([...events, expired]).documents(ITEM_MAILS);
    expect(left.map((doc) => doc._id)).toEqual(['ana|task:t1']);
  });

  it('takes a private task’s outsiders’ and a deleted task’s e-mails out of the queue', async () => {
    const madePrivate = stored('TaskModified', { ...of, changes: { private: true } }, T1, 'ana');
    const hidden = await given([...team, created(), madePrivate]).documents(ITEM_MAILS);
    expect(hidden.map((doc) => doc.user_id)).toEqual(['rita']);
    const deleted = stored('TaskDeleted', of, T2, 'ana');
    await given([...team, created(), deleted]).thenDocuments(ITEM_MAILS, []);
  });

  it('tells nobody who had left the project', async () => {
    const left = stored('ProjectMemberRemoved', { projectId: 'p1', userId: 'pablo' });
    expect((await notified([...team, left, created()])).map((entry) => entry.user)).toEqual(['rita']);
  });

  it('keeps each member with their job, and lets them go when they leave', async () => {
    const dotted = joined('r.rojas', 4);
    const leaves = stored('ProjectMemberRemoved', { projectId: 'p1', userId: 'pablo' });
    const moves = stored('ProjectMemberJobChanged', { projectId: 'p1', userId: 'r.rojas', jobTypeId: 2 });
    expect(await given([...team, dotted, leaves, moves]).documents(NOTIFICATION_PROJECTS)).toEqual([
      {
        _id: 'p1',
        members: [
          ['ana', 3],
          ['rita', 3],
          ['omar', 3],
          ['r.rojas', 2],
        ],
      },
    ]);
  });

  it('names an Estado de Pago by its additionals and opens the first of them', async () => {
    const jefe = joined('jefe', 2);
    const ito = joined('ito', 4);
    const asked = stored(
      'PaymentStatusCreated',
      {
        paymentStatusId: 'e1',
        projectId: 'p1',
        additionalIds: ['a7', 'a8'],
        currencyId: 2,
        base: 1000,
        progress: 5000,
        amount: 500,
        description: '',
        requestedBy: 'jefe',
      },
      T1,
      'jefe',
    );
    const documents = await given([
      jefe,
      ito,
      additionalCreated('a7', 7, { createdBy: { userId: 'jefe', jobTypeId: 2 } }),
      additionalCreated('a8', 8, { createdBy: { userId: 'jefe', jobTypeId: 2 } }),
      asked,
    ]).documents(NOTIFICATIONS);
    const payment = documents.filter((doc) => doc.item_key === 'payment:e1');
    expect(
      payment.map(({ user_id, item_type, item_id, title, action }) => ({ user_id, item_type, item_id, title, action })),
    ).toEqual([
      {
        user_id: 'ito',
        item_type: 3,
        item_id: 'a7',
        title: 'Muro 7',
        action: 'solicitó el estado de pago de los adicionales Nº 7 y 8',
      },
    ]);
  });
});
