import Database from 'better-sqlite3';
import { BoundedMap } from '../cache/bounded-map';
import type { CredentialStore, OneTimeToken, PasswordCredential } from './credential-store.port';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS passwords (
  user_id         TEXT PRIMARY KEY,
  password_hash   TEXT NOT NULL,
  session_version INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS tokens (
  user_id    TEXT PRIMARY KEY,
  token_hash TEXT NOT NULL UNIQUE,
  token_id   TEXT NOT NULL,
  purpose    TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used       INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS markers (name TEXT PRIMARY KEY);
`;

const LEGACY_IMPORT = 'legacy-import';

interface TokenRow {
  user_id: string;
  token_hash: string;
  token_id: string;
  purpose: string;
  expires_at: string;
  used: number;
}

const toToken = (row: TokenRow): OneTimeToken => ({
  tokenHash: row.token_hash,
  tokenId: row.token_id,
  userId: row.user_id,
  purpose: row.purpose,
  expiresAt: row.expires_at,
  used: row.used === 1,
});

const SESSION_VERSIONS_KEPT = 100_000;

/**
 * The embedded credential store: its own SQLite file beside the event log, WAL with a full sync
 * per write. secure_delete overwrites a replaced hash on disk instead of leaving it in a free page.
 */
export class SqliteCredentialStore implements CredentialStore {
  private readonly db: Database.Database;
  private readonly statements;
  private readonly importTransaction: (
    passwords: ReadonlyArray<{ userId: string; passwordHash: string }>,
    tokens: OneTimeToken[],
  ) => void;
  /**
   * Session versions as read or written here, asked on every signed-in call: the embedded stack
   * is one process, the only writer of this file, so what it holds stays current. (A read was
   * 9 % of a getProjectByID under load.)
   */
  private readonly sessionVersions = new BoundedMap<string, number>(SESSION_VERSIONS_KEPT);

  constructor(file: string) {
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = FULL');
    this.db.pragma('secure_delete = ON');
    this.db.exec(SCHEMA);
    this.statements = {
      password: this.db.prepare<[string], { password_hash: string; session_version: number }>(
        'SELECT password_hash, session_version FROM passwords WHERE user_id = ?',
      ),
      setPassword: this.db.prepare<[string, string], { session_version: number }>(
        `INSERT INTO passwords (user_id, password_hash, session_version) VALUES (?, ?, 0)
         ON CONFLICT (user_id) DO UPDATE SET password_hash = excluded.password_hash, session_version = session_version + 1
         RETURNING session_version`,
      ),
      importPassword: this.db.prepare<[string, string]>(
        'INSERT INTO passwords (user_id, password_hash, session_version) VALUES (?, ?, 0) ON CONFLICT DO NOTHING',
      ),
      saveToken: this.db.prepare<[string, string, string, string, string, number]>(
        `INSERT INTO tokens (user_id, token_hash, token_id, purpose, expires_at, used) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (user_id) DO UPDATE SET token_hash = excluded.token_hash, token_id = excluded.token_id,
           purpose = excluded.purpose, expires_at = excluded.expires_at, used = excluded.used`,
      ),
      importToken: this.db.prepare<[string, string, string, string, string, number]>(
        `INSERT INTO tokens (user_id, token_hash, token_id, purpose, expires_at, used) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT DO NOTHING`,
      ),
      token: this.db.prepare<[string], TokenRow>('SELECT * FROM tokens WHERE token_hash = ?'),
      markTokenUsed: this.db.prepare<[string]>('UPDATE tokens SET used = 1 WHERE token_hash = ?'),
      marker: this.db.prepare<[string], { name: string }>('SELECT name FROM markers WHERE name = ?'),
      mark: this.db.prepare<[string]>('INSERT INTO markers (name) VALUES (?) ON CONFLICT DO NOTHING'),
    };
    this.importTransaction = this.db.transaction((passwords, tokens) => {
      for (const { userId, passwordHash } of passwords) this.statements.importPassword.run(userId, passwordHash);
      for (const token of tokens) this.statements.importToken.run(...tokenValues(token));
    });
  }

  async password(userId: string): Promise<PasswordCredential | null> {
    const row = this.statements.password.get(userId);
    return row ? { userId, passwordHash: row.password_hash, sessionVersion: row.session_version } : null;
  }

  async setPassword(userId: string, passwordHash: string): Promise<number> {
    const version = this.statements.setPassword.get(userId, passwordHash)!.session_version;
    this.sessionVersions.set(userId, version);
    return version;
  }

  async sessionVersion(userId: string): Promise<number> {
    const known = this.sessionVersions.get(userId);
    if (known !== undefined) return known;
    const version = this.statements.password.get(userId)?.session_version ?? 0;
    this.sessionVersions.set(userId, version);
    return version;
  }

  async saveToken(token: OneTimeToken): Promise<void> {
    this.statements.saveToken.run(...tokenValues(token));
  }

  async token(tokenHash: string): Promise<OneTimeToken | null> {
    const row = this.statements.token.get(tokenHash);
    return row ? toToken(row) : null;
  }

  async markTokenUsed(tokenHash: string): Promise<void> {
    this.statements.markTokenUsed.run(tokenHash);
  }

  async importLegacy(
    passwords: ReadonlyArray<{ userId: string; passwordHash: string }>,
    tokens: OneTimeToken[],
  ): Promise<void> {
    this.importTransaction(passwords, tokens);
    for (const { userId } of passwords) this.sessionVersions.delete(userId);
  }

  async legacyImportDone(): Promise<boolean> {
    return this.statements.marker.get(LEGACY_IMPORT) !== undefined;
  }

  async markLegacyImportDone(): Promise<void> {
    this.statements.mark.run(LEGACY_IMPORT);
  }

  async close(): Promise<void> {
    this.db.close();
  }
}

const tokenValues = (token: OneTimeToken): [string, string, string, string, string, number] => [
  token.userId,
  token.tokenHash,
  token.tokenId,
  token.purpose,
  token.expiresAt,
  token.used ? 1 : 0,
];
