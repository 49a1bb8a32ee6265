import { actor } from '../../test/support/actors';
import { deciderSpec } from '../../test/support/given-when-then';
import { NOTIFICATION_NOT_FOUND, notificationReadsDecider } from './notification-reads.decider';

const given = deciderSpec(notificationReadsDecider);
const ana = actor('ana', { projects: { p1: [] } });
const found = [
  { id: 'n1', userId: 'ana', read: false },
  { id: 'n2', userId: 'ana', read: false },
  { id: 'n3', userId: 'ana', read: true },
  { id: 'n9', userId: 'rita', read: false },
];
const mark = (ids: string[], userId = 'ana') => ({ type: 'MarkNotificationsRead' as const, userId, ids, found });

describe('notification reads decider (Marcar como visto)', () => {
  it('marks one notification of the reader read', () =>
    given([])
      .when(mark(['n1']), ana)
      .thenEvents([{ type: 'NotificationsRead', data: { userId: 'ana', notificationIds: ['n1'] } }]));

  it('marks several at once, each once, leaving out those already read', () =>
    given([])
      .when(mark(['n2', 'n1', 'n3', 'n2']), ana)
      .thenEvents([{ type: 'NotificationsRead', data: { userId: 'ana', notificationIds: ['n2', 'n1'] } }]));

  it('writes nothing when all of them were read already', () =>
    given([])
      .when(mark(['n3']), ana)
      .thenEvents([]));

  it("never marks someone else's: alone it does not exist, among the reader's own it is let go", () => {
    given([])
      .when(mark(['n9']), ana)
      .thenThrows(NOTIFICATION_NOT_FOUND, 404);
    given([])
      .when(mark(['missing']), ana)
      .thenThrows(NOTIFICATION_NOT_FOUND, 404);
    given([])
      .when(mark(['n9', 'missing', 'n1']), ana)
      .thenEvents([{ type: 'NotificationsRead', data: { userId: 'ana', notificationIds: ['n1'] } }]);
  });

  it("refuses a read in another user's stream", () =>
    given([])
      .when(mark(['n9'], 'rita'), ana)
      .thenThrows('Solo puedes marcar tus propias notificaciones.', 403));
});
