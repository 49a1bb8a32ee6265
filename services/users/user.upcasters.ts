import { createHash } from 'node:crypto';
import type { Upcaster } from '../platform/event-store/upcasters';

/**
 * The id a token issued by version 1 goes by: derived from its hash (which cannot be turned back
 * into the hash, let alone the token), so the upcaster and the credentials migration agree on it
 * without storing anything.
 */
export const legacyTokenId = (tokenHash: string): string =>
  `legacy-${createHash('sha256').update(tokenHash).digest('hex').slice(0, 32)}`;

const withoutKey = (data: Record<string, unknown>, key: string): Record<string, unknown> => {
  const { [key]: _secret, ...rest } = data;
  return rest;
};

const tokenIdInstead = (data: Record<string, unknown>): Record<string, unknown> => {
  const rest = withoutKey(data, 'tokenHash');
  return typeof data.tokenHash === 'string' ? { ...rest, tokenId: legacyTokenId(data.tokenHash) } : rest;
};

/**
 * Version 1 of the password events carried secrets (a password hash, token hashes); version 2
 * carries none. Reading through these hides them wherever the log itself cannot be rewritten
 * (EventStoreDB); the embedded SQLite log is redacted once on start (legacy-credentials.migration.ts).
 */
export const userUpcasters: Upcaster[] = [
  { type: 'UserPasswordSet', fromVersion: 1, upcast: (data) => withoutKey(data, 'passwordHash') },
  { type: 'PasswordTokenIssued', fromVersion: 1, upcast: tokenIdInstead },
  { type: 'PasswordTokenUsed', fromVersion: 1, upcast: tokenIdInstead },
];
