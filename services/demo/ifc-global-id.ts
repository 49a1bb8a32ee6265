import { createHash } from 'node:crypto';

/** IFC's own base 64 alphabet for GlobalIds (not RFC 4648's). */
const IFC_BASE64 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_$';

/**
 * A GlobalId (22 characters, 128 bits) derived from `seed`: the same seed gives the same id, so the
 * demo model is the same file at every start, and different seeds give different ids.
 */
export function ifcGlobalId(seed: string): string {
  let bits = BigInt(`0x${createHash('md5').update(seed).digest('hex')}`);
  const characters: string[] = [];
  // 21 characters of 6 bits, then the first one of the 2 bits left (0 to 3).
  for (let index = 0; index < 22; index++) {
    characters.unshift(IFC_BASE64.charAt(Number(bits & 63n)));
    bits >>= 6n;
  }
  return characters.join('');
}
