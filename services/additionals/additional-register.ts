import { numberRegister } from '../items/number-register.decider';
import type { AdditionalRegisterEvent } from './additional.events';

/** A project's additional register: each additional's creation takes the next number and notes its code. */
export const additionalRegister = numberRegister<AdditionalRegisterEvent>({
  name: 'additional-register',
  schemaVersions: { AdditionalNumberTaken: 1 },
  taken: 'AdditionalNumberTaken',
  itemKey: 'additionalId',
});

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
