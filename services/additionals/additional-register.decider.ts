import type { AggregateType, Decider } from '../platform/commands/decider';

/**
 * A project's additional register (`additional-register-<project>`): each creation takes the next
 * number by appending here with its expected revision, so two creations at once cannot take the
 * same number and a number once taken is never given again. Its one event carries the number and
 * the code of the additional that took it: the newest event is the whole register, which
 * `/additionals/getLastAdditionalData` answers (`last_additional` {number, code}).
 */
export type AdditionalRegisterCommand = {
  type: 'RegisterAdditional';
  projectId: string;
  additionalId: string;
  code: string;
};
export type AdditionalRegisterEvent = {
  type: 'AdditionalNumberTaken';
  data: { projectId: string; additionalId: string; number: number; code: string };
};

export interface AdditionalRegisterState {
  last: number;
  /** The newest additional's code, '' before the first. */
  lastCode: string;
}

export const additionalRegisterDecider: Decider<
  AdditionalRegisterCommand,
  AdditionalRegisterEvent,
  AdditionalRegisterState
> = {
  initialState: { last: 0, lastCode: '' },
  // Only the additional creation handler sends it, after the creation's own rules passed a dry run.
  decide(command, state) {
    const { projectId, additionalId, code } = command;
    return [{ type: 'AdditionalNumberTaken', data: { projectId, additionalId, number: state.last + 1, code } }];
  },
  evolve(_state, event) {
    return { last: event.data.number, lastCode: event.data.code };
  },
};

export const additionalRegisterAggregate: AggregateType<
  AdditionalRegisterCommand,
  AdditionalRegisterEvent,
  AdditionalRegisterState
> = {
  name: 'additional-register',
  schemaVersions: { AdditionalNumberTaken: 1 },
  decider: additionalRegisterDecider,
  foldsFromLastEvent: true,
};

/**
 * Spec 4: the suggested code is the last code with its trailing number incremented, keeping its
 * zero padding ('AD-009' → 'AD-010', 'EP7' → 'EP8', 'AD-99' → 'AD-100'). A code that ends in no
 * number gets '1' appended ('Muro' → 'Muro1'); before the first additional there is no
 * suggestion ('') and the user types one (docs/decisions.md, "Adicionales: código sugerido").
 */
export function nextCode(lastCode: string): string {
  const code = lastCode.trim();
  if (!code) return '';
  const digits = /\d+$/.exec(code);
  if (!digits) return `${code}1`;
  const next = (BigInt(digits[0]) + 1n).toString().padStart(digits[0].length, '0');
  return `${code.slice(0, digits.index)}${next}`;
}
