import { actor } from '../../test/support/actors';
import { deciderSpec } from '../../test/support/given-when-then';
import { systemActor } from '../platform/commands/actor';
import { itemMailDecider } from './item-mail.decider';

const given = deciderSpec(itemMailDecider);
const close = (through: number, mailed = true) => ({
  type: 'CloseItemMail' as const,
  userId: 'ana',
  itemKey: 'task:t1',
  through,
  mailed,
});
const closed = (through: number, mailed = true) => ({
  type: 'ItemMailClosed' as const,
  data: { userId: 'ana', itemKey: 'task:t1', through, mailed },
});

describe('item mail decider (one e-mail per batch of changes, once)', () => {
  it('records the first e-mail of an item', () =>
    given([])
      .when(close(12), systemActor)
      .thenEvents([closed(12)]));

  it('records a later batch through a later change', () =>
    given([closed(12)])
      .when(close(20), systemActor)
      .thenEvents([closed(20)]));

  it('sends nothing already told: another replica, or the same run again', () => {
    given([closed(12)])
      .when(close(12), systemActor)
      .thenEvents([]);
    given([closed(20)])
      .when(close(15), systemActor)
      .thenEvents([]);
  });

  it('lets old batches go together, once: an earlier expiry changes nothing', () => {
    const expire = (before: string) => ({ type: 'ExpireItemMails' as const, before });
    const expired = (before: string) => ({ type: 'ItemMailsExpired' as const, data: { before } });
    given([])
      .when(expire('2026-11-23T15:00:00.000Z'), systemActor)
      .thenEvents([expired('2026-11-23T15:00:00.000Z')]);
    given([expired('2026-11-23T15:00:00.000Z')])
      .when(expire('2026-11-23T14:59:00.000Z'), systemActor)
      .thenEvents([]);
  });

  it('records a batch the user does not want the same way, so it leaves the queue', () =>
    given([])
      .when(close(7, false), systemActor)
      .thenEvents([closed(7, false)]));

  it('is the system’s alone', () =>
    given([])
      .when(close(12), actor('ana', { projects: { p1: [] } }))
      .thenThrows('Solo el sistema envía los correos de avisos.', 403));
});
