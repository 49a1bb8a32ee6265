import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  CREDENTIAL_STORE,
  type CredentialStore,
  type OneTimeToken,
} from '../platform/credentials/credential-store.port';
import { EVENT_LOG, type EventStore, type StoredEvent } from '../platform/event-store/event-store.port';
import { READ_STORE, type ReadStore } from '../platform/read-store/read-store.port';
import { userUpcasters } from '../users/user.upcasters';

/** The payload rewrite of one event that carried a secret (SqliteEventStore.redactPayloads). */
export interface Redaction {
  position: number;
  data: Record<string, unknown>;
  schemaVersion: number;
}

/** A log that can erase secrets from events already written: the embedded SQLite log. */
export interface RedactableLog {
  redactPayloads(redactions: readonly Redaction[]): void;
}

/** Read models the user directory kept before credentials had their own store. */
const LEGACY_COLLECTIONS = ['user_credentials', 'password_tokens'];
const SECRET_FIELDS = ['passwordHash', 'tokenHash'];

const isRedactable = (log: EventStore): log is EventStore & RedactableLog =>
  typeof (log as Partial<RedactableLog>).redactPayloads === 'function';

const upcasterOf = (event: StoredEvent) =>
  userUpcasters.find((u) => u.type === event.type && u.fromVersion === event.metadata.schemaVersion);

/**
 * Version 1 of the user events kept password and token hashes in the log. On start, once per
 * credential store: copy the latest of each user into the store (unless the store already has
 * one, which is newer by construction), then take them out of the log where it can be
 * rewritten (SQLite); EventStoreDB keeps them and the upcasters hide them on every read.
 * Needs the log as written, not through upcasters.
 */
export async function migrateLegacyCredentials(
  log: EventStore,
  credentials: CredentialStore,
  reads: ReadStore,
): Promise<void> {
  if (await credentials.legacyImportDone()) return;
  const passwords = new Map<string, string>();
  const tokens = new Map<string, OneTimeToken>();
  const redactions: Redaction[] = [];
  for await (const batch of log.readAll(0)) {
    for (const event of batch) {
      const upcaster = upcasterOf(event);
      const data = event.data as Record<string, unknown>;
      if (!upcaster || !SECRET_FIELDS.some((field) => typeof data[field] === 'string')) continue;
      const upcast = upcaster.upcast(data);
      redactions.push({ position: event.position, data: upcast, schemaVersion: upcaster.fromVersion + 1 });
      const userId = String(data.userId);
      if (event.type === 'UserPasswordSet') passwords.set(userId, String(data.passwordHash));
      if (event.type === 'PasswordTokenIssued') {
        tokens.set(userId, {
          tokenHash: String(data.tokenHash),
          tokenId: String(upcast.tokenId),
          userId,
          purpose: String(data.purpose),
          expiresAt: String(data.expiresAt),
          used: false,
        });
      }
      if (event.type === 'PasswordTokenUsed') {
        const token = tokens.get(userId);
        if (token && token.tokenHash === data.tokenHash) token.used = true;
      }
    }
  }
  await credentials.importLegacy(
    [...passwords].map(([userId, passwordHash]) => ({ userId, passwordHash })),
    [...tokens.values()],
  );
  if (isRedactable(log)) log.redactPayloads(redactions);
  for (const collection of LEGACY_COLLECTIONS) await reads.dropCollection(collection);
  await credentials.markLegacyImportDone();
}

/** Runs the migration while the app starts, before it serves a sign-in or seeds demo data. */
@Injectable()
export class LegacyCredentialsMigration implements OnModuleInit {
  constructor(
    @Inject(EVENT_LOG) private readonly log: EventStore,
    @Inject(CREDENTIAL_STORE) private readonly credentials: CredentialStore,
    @Inject(READ_STORE) private readonly reads: ReadStore,
  ) {}

  onModuleInit(): Promise<void> {
    return migrateLegacyCredentials(this.log, this.credentials, this.reads);
  }
}
