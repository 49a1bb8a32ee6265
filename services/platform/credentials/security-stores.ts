import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import {
  type IRateLimiterOptions,
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterMongo,
} from 'rate-limiter-flexible';
import type { AppConfig } from '../config/config';
import type { CredentialStore } from './credential-store.port';
import { MongoCredentialStore } from './mongo-credential-store';
import { SqliteCredentialStore } from './sqlite-credential-store';

/** Counters of attempts (sign-in failures) that every replica of the API shares. */
export type AttemptCounterOptions = Required<Pick<IRateLimiterOptions, 'keyPrefix' | 'points' | 'duration'>>;
export type AttemptCounters = (options: AttemptCounterOptions) => RateLimiterAbstract;
export const ATTEMPT_COUNTERS = Symbol('AttemptCounters');

export const SECURITY_STORES = Symbol('SecurityStores');

export interface SecurityStores {
  credentials: CredentialStore;
  attemptCounters: AttemptCounters;
}

/**
 * Where secrets and attempt counts live, following the read store: on the embedded stack a
 * SQLite file beside the log and counters in memory (one process); with READ_STORE=mongo both in
 * that MongoDB, over one client.
 */
export async function createSecurityStores(config: AppConfig): Promise<SecurityStores> {
  if (config.readStore.kind === 'mongo') {
    const client = await MongoClient.connect(config.readStore.url);
    const dbName = client.db().databaseName;
    return {
      credentials: await MongoCredentialStore.over(client),
      attemptCounters: (options) =>
        new RateLimiterMongo({ storeClient: client, dbName, tableName: '_sign_in_attempts', ...options }),
    };
  }
  return {
    credentials: new SqliteCredentialStore(join(config.dataDir, 'credentials.sqlite')),
    attemptCounters: (options) => new RateLimiterMemory(options),
  };
}
