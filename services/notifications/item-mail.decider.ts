import { SYSTEM_ACTOR } from '../platform/commands/command-context';
import type { AggregateType, Decider } from '../platform/commands/decider';
import { DomainError } from '../platform/domain-error';
import type { ItemMailEvent } from './item-mail.events';

/**
 * The records of the item e-mails (docs/decisions.md, "Correos de avisos"). A batch of changes to
 * an item is closed for one recipient through a log position, in a stream per recipient and item
 * (`item-mail-<user>|<item>`), before it is sent: a second replica (or a restart) finds it closed
 * and sends nothing. Batches that waited too long are let go together, with one record.
 */
export type ItemMailCommand =
  | {
      type: 'CloseItemMail';
      userId: string;
      itemKey: string;
      /** The newest change the e-mail tells (its event's log position). */
      through: number;
      /** False when nothing goes out: the user does not want it. */
      mailed: boolean;
    }
  /** Every batch due before `before` (ISO) leaves the queue unsent: old news, after an outage or a rebuild. */
  | { type: 'ExpireItemMails'; before: string };

export interface ItemMailState {
  /** The newest change already told (or let go): nothing up to it goes out again. */
  through: number;
  /** The latest expiry: an earlier one changes nothing. */
  expiredBefore: string;
}

export const itemMailDecider: Decider<ItemMailCommand, ItemMailEvent, ItemMailState> = {
  initialState: { through: 0, expiredBefore: '' },

  decide(command, state, actor) {
    if (actor.id !== SYSTEM_ACTOR) {
      throw new DomainError('item_mail.by_system', 'Solo el sistema envía los correos de avisos.', 403);
    }
    if (command.type === 'ExpireItemMails') {
      return command.before > state.expiredBefore
        ? [{ type: 'ItemMailsExpired', data: { before: command.before } }]
        : [];
    }
    if (command.through <= state.through) return [];
    const { userId, itemKey, through, mailed } = command;
    return [{ type: 'ItemMailClosed', data: { userId, itemKey, through, mailed } }];
  },

  evolve: (state, event) =>
    event.type === 'ItemMailsExpired'
      ? { ...state, expiredBefore: event.data.before }
      : { ...state, through: Math.max(state.through, event.data.through) },
};

/** The stream of the expiries (the batches' streams are named by recipient and item). */
export const EXPIRED_ITEM_MAILS = 'expired';

export const itemMailAggregate: AggregateType<ItemMailCommand, ItemMailEvent, ItemMailState> = {
  name: 'item-mail',
  schemaVersions: { ItemMailClosed: 1, ItemMailsExpired: 1 },
  decider: itemMailDecider,
  // The newest event holds the newest position (or expiry): a command reads one event, however many came before.
  foldsFromLastEvent: true,
};
