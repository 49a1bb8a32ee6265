import type { Shared } from '../../services/platform/read-store/read-store.port';
import { afterMail, type ItemMailDocument, queueNotification } from './item-mail-queue';

const notification = (id: string, at: string, action = 'comentó la tarea Nº 4') => ({
  id,
  user_id: 'ana',
  project_id: 'p1',
  item_key: 'task:t1',
  item_type: 1,
  item_id: 't1',
  item_created_by: 'carla',
  title: 'Cota de losa',
  actor_id: 'beto',
  action,
  created_at: at,
});

describe('item mail queue (changes close together go out as one e-mail)', () => {
  it('is due 3 quiet minutes after the last change', () => {
    const first = queueNotification(null, notification('n1', '2026-11-24T15:00:00.000Z'), 10);
    expect(first.due_at).toBe('2026-11-24T15:03:00.000Z');
    const second = queueNotification(first, notification('n2', '2026-11-24T15:02:00.000Z'), 11);
    expect(second).toMatchObject({ first_at: '2026-11-24T15:00:00.000Z', due_at: '2026-11-24T15:05:00.000Z' });
    expect(second.changes.map((change) => change.position)).toEqual([10, 11]);
  });

  it('is due 10 minutes after the first change at the latest, however busy the item', () => {
    let batch: Shared<ItemMailDocument> | null = null;
    for (let minute = 0; minute <= 12; minute += 2) {
      const at = new Date(Date.parse('2026-11-24T15:00:00.000Z') + minute * 60_000).toISOString();
      batch = queueNotification(batch, notification(`n${minute}`, at), 10 + minute);
    }
    expect(batch!.due_at).toBe('2026-11-24T15:10:00.000Z');
  });

  it("keeps a command's notification once, in its last event's words", () => {
    const first = queueNotification(null, notification('n1', '2026-11-24T15:00:00.000Z', 'comentó la tarea Nº 4'), 10);
    const closing = queueNotification(first, notification('n1', '2026-11-24T15:00:00.000Z', 'cerró la tarea Nº 4'), 11);
    expect(closing.changes.map((change) => [change.action, change.position])).toEqual([['cerró la tarea Nº 4', 11]]);
  });

  it('keeps what came after the e-mail, due from its own changes; nothing once all went', () => {
    const batch = [
      notification('n1', '2026-11-24T15:00:00.000Z'),
      notification('n2', '2026-11-24T15:01:00.000Z'),
      notification('n3', '2026-11-24T15:04:00.000Z'),
    ].reduce<Shared<ItemMailDocument> | null>((queued, next, i) => queueNotification(queued, next, 10 + i), null)!;
    expect(afterMail(batch, 11)).toMatchObject({
      first_at: '2026-11-24T15:04:00.000Z',
      due_at: '2026-11-24T15:07:00.000Z',
      changes: [{ notification_id: 'n3' }],
    });
    expect(afterMail(batch, 12)).toBeNull();
  });
});
