import type { CredentialStore, OneTimeToken } from '../../services/platform/credentials/credential-store.port';

const token = (overrides: Partial<OneTimeToken> = {}): OneTimeToken => ({
  tokenHash: 'hash-1',
  tokenId: 'token-1',
  userId: 'ana',
  purpose: 'reset',
  expiresAt: '2026-11-23T13:00:00.000Z',
  used: false,
  ...overrides,
});

/** What every CredentialStore adapter must do; `open` gives an empty store each time. */
export function credentialStoreConformance(open: () => Promise<CredentialStore>): void {
  let store: CredentialStore;
  beforeEach(async () => {
    store = await open();
  });
  afterEach(() => store.close());

  it('keeps a password hash per user, version 0 for the first one', async () => {
    expect(await store.password('ana')).toBeNull();
    expect(await store.sessionVersion('ana')).toBe(0);
    expect(await store.setPassword('ana', '$argon2id$uno')).toBe(0);
    expect(await store.password('ana')).toEqual({ userId: 'ana', passwordHash: '$argon2id$uno', sessionVersion: 0 });
    expect(await store.password('beto')).toBeNull();
  });

  it('moves the session version on with each replaced password', async () => {
    await store.setPassword('ana', '$argon2id$uno');
    expect(await store.setPassword('ana', '$argon2id$dos')).toBe(1);
    expect(await store.setPassword('ana', '$argon2id$tres')).toBe(2);
    expect(await store.sessionVersion('ana')).toBe(2);
    expect((await store.password('ana'))?.passwordHash).toBe('$argon2id$tres');
  });

  it('finds a token by its hash, marks it used, and keeps only the latest of a user', async () => {
    await store.saveToken(token());
    expect(await store.token('hash-1')).toEqual(token());
    await store.markTokenUsed('hash-1');
    expect(await store.token('hash-1')).toEqual(token({ used: true }));
    await store.saveToken(token({ tokenHash: 'hash-2', tokenId: 'token-2', purpose: 'invitation' }));
    expect(await store.token('hash-1')).toBeNull();
    expect(await store.token('hash-2')).toEqual(
      token({ tokenHash: 'hash-2', tokenId: 'token-2', purpose: 'invitation' }),
    );
    await store.saveToken(token({ userId: 'beto', tokenHash: 'hash-3', tokenId: 'token-3' }));
    expect(await store.token('hash-2')).not.toBeNull();
  });

  it('imports legacy credentials only for users the store knows nothing of', async () => {
    await store.setPassword('ana', '$argon2id$nueva');
    await store.saveToken(token({ tokenHash: 'hash-nuevo', tokenId: 'token-nuevo' }));
    const legacyToken = token({ userId: 'beto', tokenHash: 'hash-viejo', tokenId: 'legacy-1' });
    await store.importLegacy(
      [
        { userId: 'ana', passwordHash: '$argon2id$vieja' },
        { userId: 'beto', passwordHash: '$argon2id$vieja' },
      ],
      [token({ tokenHash: 'hash-viejo-ana', tokenId: 'legacy-0' }), legacyToken],
    );
    expect((await store.password('ana'))?.passwordHash).toBe('$argon2id$nueva');
    expect(await store.password('beto')).toEqual({
      userId: 'beto',
      passwordHash: '$argon2id$vieja',
      sessionVersion: 0,
    });
    expect(await store.token('hash-viejo-ana')).toBeNull();
    expect(await store.token('hash-nuevo')).not.toBeNull();
    expect(await store.token('hash-viejo')).toEqual(legacyToken);
    // Importing again changes nothing.
    await store.importLegacy([{ userId: 'beto', passwordHash: '$argon2id$otra' }], []);
    expect((await store.password('beto'))?.passwordHash).toBe('$argon2id$vieja');
  });

  it('remembers that the legacy import is done', async () => {
    expect(await store.legacyImportDone()).toBe(false);
    await store.markLegacyImportDone();
    await store.markLegacyImportDone();
    expect(await store.legacyImportDone()).toBe(true);
  });
}
