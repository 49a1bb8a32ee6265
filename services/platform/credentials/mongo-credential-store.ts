import { type Collection, type Db, MongoClient, MongoServerError } from 'mongodb';
import type { CredentialStore, OneTimeToken, PasswordCredential } from './credential-store.port';

interface PasswordDocument {
  _id: string;
  password_hash: string;
  session_version: number;
}

/** One document per user: saving a token replaces the user's earlier one in a single write. */
interface TokenDocument {
  _id: string;
  token_hash: string;
  token_id: string;
  purpose: string;
  expires_at: string;
  used: boolean;
}

const LEGACY_IMPORT = 'legacy-import';
const DUPLICATE_KEY = 11000;

const toDocument = (token: OneTimeToken): TokenDocument => ({
  _id: token.userId,
  token_hash: token.tokenHash,
  token_id: token.tokenId,
  purpose: token.purpose,
  expires_at: token.expiresAt,
  used: token.used,
});

/**
 * Production credential store: collections of the read store's MongoDB that no projection
 * touches (a rebuild drops read models, never these), shared by every API replica. The leading
 * '_' marks them internal: the live push never announces their changes.
 */
export class MongoCredentialStore implements CredentialStore {
  private readonly passwords: Collection<PasswordDocument>;
  private readonly tokens: Collection<TokenDocument>;
  private readonly markers: Collection<{ _id: string; done: boolean }>;

  private constructor(
    private readonly client: MongoClient,
    db: Db,
  ) {
    this.passwords = db.collection('_credential_passwords');
    this.tokens = db.collection('_credential_tokens');
    this.markers = db.collection('_credential_markers');
  }

  /** The store owns the client from here on: close() closes it (the attempt counters share it). */
  static async over(client: MongoClient): Promise<MongoCredentialStore> {
    const store = new MongoCredentialStore(client, client.db());
    await store.tokens.createIndex({ token_hash: 1 }, { unique: true });
    return store;
  }

  static async connect(url: string): Promise<MongoCredentialStore> {
    return MongoCredentialStore.over(await MongoClient.connect(url));
  }

  async password(userId: string): Promise<PasswordCredential | null> {
    const doc = await this.passwords.findOne({ _id: userId });
    return doc ? { userId, passwordHash: doc.password_hash, sessionVersion: doc.session_version } : null;
  }

  async setPassword(userId: string, passwordHash: string): Promise<number> {
    // One atomic write: a new document starts at version 0, a replaced password moves it on.
    const doc = await this.passwords.findOneAndUpdate(
      { _id: userId },
      [
        {
          $set: {
            password_hash: passwordHash,
            session_version: { $add: [{ $ifNull: ['$session_version', -1] }, 1] },
          },
        },
      ],
      { upsert: true, returnDocument: 'after' },
    );
    return doc!.session_version;
  }

  async sessionVersion(userId: string): Promise<number> {
    const doc = await this.passwords.findOne({ _id: userId }, { projection: { session_version: 1 } });
    return doc?.session_version ?? 0;
  }

  async saveToken(token: OneTimeToken): Promise<void> {
    await this.tokens.replaceOne({ _id: token.userId }, toDocument(token), { upsert: true });
  }

  async token(tokenHash: string): Promise<OneTimeToken | null> {
    const doc = await this.tokens.findOne({ token_hash: tokenHash });
    if (!doc) return null;
    return {
      tokenHash: doc.token_hash,
      tokenId: doc.token_id,
      userId: doc._id,
      purpose: doc.purpose,
      expiresAt: doc.expires_at,
      used: doc.used,
    };
  }

  async markTokenUsed(tokenHash: string): Promise<void> {
    await this.tokens.updateOne({ token_hash: tokenHash }, { $set: { used: true } });
  }

  async importLegacy(
    passwords: ReadonlyArray<{ userId: string; passwordHash: string }>,
    tokens: OneTimeToken[],
  ): Promise<void> {
    // $setOnInsert: a password or token already here (newer, or another replica's import) wins.
    for (const { userId, passwordHash } of passwords) {
      await ignoringRace(
        this.passwords.updateOne(
          { _id: userId },
          { $setOnInsert: { password_hash: passwordHash, session_version: 0 } },
          { upsert: true },
        ),
      );
    }
    for (const token of tokens) {
      const { _id, ...fields } = toDocument(token);
      await ignoringRace(this.tokens.updateOne({ _id }, { $setOnInsert: fields }, { upsert: true }));
    }
  }

  async legacyImportDone(): Promise<boolean> {
    return (await this.markers.findOne({ _id: LEGACY_IMPORT })) !== null;
  }

  async markLegacyImportDone(): Promise<void> {
    await this.markers.updateOne({ _id: LEGACY_IMPORT }, { $set: { done: true } }, { upsert: true });
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}

/** Two upserts of one new _id at once: the loser's duplicate-key error means "already there". */
async function ignoringRace(write: Promise<unknown>): Promise<void> {
  try {
    await write;
  } catch (error) {
    if (!(error instanceof MongoServerError && error.code === DUPLICATE_KEY)) throw error;
  }
}
