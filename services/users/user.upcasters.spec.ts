import { legacyTokenId, userUpcasters } from './user.upcasters';

const upcast = (type: string, data: Record<string, unknown>) =>
  userUpcasters.find((upcaster) => upcaster.type === type && upcaster.fromVersion === 1)!.upcast(data);

describe('user upcasters, version 1 to 2', () => {
  it('drops the password hash of UserPasswordSet', () =>
    expect(upcast('UserPasswordSet', { userId: 'u1', passwordHash: '$argon2id$v=19$...' })).toEqual({ userId: 'u1' }));

  it('names an issued and a used token by an id derived from its hash, never the hash', () => {
    const id = legacyTokenId('ab12');
    expect(id).toMatch(/^legacy-[0-9a-f]{32}$/);
    expect(id).not.toContain('ab12');
    expect(
      upcast('PasswordTokenIssued', {
        userId: 'u1',
        purpose: 'reset',
        tokenHash: 'ab12',
        expiresAt: '2026-11-23T13:00:00.000Z',
      }),
    ).toEqual({ userId: 'u1', purpose: 'reset', tokenId: id, expiresAt: '2026-11-23T13:00:00.000Z' });
    expect(upcast('PasswordTokenUsed', { userId: 'u1', tokenHash: 'ab12' })).toEqual({ userId: 'u1', tokenId: id });
  });
});
