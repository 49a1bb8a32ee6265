import { SYSTEM_ACTOR } from '../platform/commands/command-context';
import type { AggregateType, Decider } from '../platform/commands/decider';
import { DomainError } from '../platform/domain-error';

/**
 * The record that the e-mail of a batch of changes to an item went to one recipient (or was let
 * go), through a log position, in a stream per recipient and item (`item-mail-<user>|<item>`):
 * recorded before it is sent, so a second replica (or a restart) finds it and sends nothing.
 */
export type ItemMailCommand = {
  type: 'CloseItemMail';
  userId: string;
  itemKey: string;
  /** The newest change the e-mail tells (its event's log position). */
  through: number;
  /** False when nothing goes out: the user does not want it, or the batch waited too long. */
  mailed: boolean;
};

export type ItemMailEvent = {
  type: 'ItemMailClosed';
  data: { userId: string; itemKey: string; through: number; mailed: boolean };
};

export interface ItemMailState {
  /** The newest change already told (or let go): nothing up to it goes out again. */
  through: number;
}

export const itemMailDecider: Decider<ItemMailCommand, ItemMailEvent, ItemMailState> = {
  initialState: { through: 0 },

  decide(command, state, actor) {
    if (actor.id !== SYSTEM_ACTOR) {
      throw new DomainError('item_mail.by_system', 'Solo el sistema envía los correos de avisos.', 403);
    }
    if (command.through <= state.through) return [];
    const { userId, itemKey, through, mailed } = command;
    return [{ type: 'ItemMailClosed', data: { userId, itemKey, through, mailed } }];
  },

  evolve: (state, event) => ({ through: Math.max(state.through, event.data.through) }),
};

export const itemMailAggregate: AggregateType<ItemMailCommand, ItemMailEvent, ItemMailState> = {
  name: 'item-mail',
  schemaVersions: { ItemMailClosed: 1 },
  decider: itemMailDecider,
  // The newest event holds the newest position: a send reads one event, however many came before.
  foldsFromLastEvent: true,
};
