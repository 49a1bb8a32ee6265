import jwt from 'jsonwebtoken';
import { INVALID_SESSION } from '../platform/http/requester.decorator';
import { TokenService } from './token.service';

const SECRET = 'a secret of the tests, long enough for HS256';

describe('TokenService sessions', () => {
  afterEach(() => jest.useRealTimers());

  it('answers the session a token was issued for, again from what it verified', () => {
    const tokens = new TokenService(SECRET, 60);
    const { access_token } = tokens.issue('javiera', 3);
    expect(tokens.session(access_token)).toEqual({ userId: 'javiera', sessionVersion: 3 });
    expect(tokens.session(access_token)).toEqual({ userId: 'javiera', sessionVersion: 3 });
  });

  it('refuses a token once it expires, though it was verified before', () => {
    jest.useFakeTimers({ now: new Date('2026-11-28T12:00:00Z') });
    const tokens = new TokenService(SECRET, 60);
    const { access_token } = tokens.issue('javiera');
    expect(tokens.session(access_token).userId).toBe('javiera');
    jest.setSystemTime(new Date('2026-11-28T12:01:01Z'));
    expect(() => tokens.session(access_token)).toThrow(INVALID_SESSION);
  });

  it('refuses a token signed with another key, or altered', () => {
    const tokens = new TokenService(SECRET, 60);
    const forged = jwt.sign({ sv: 0 }, 'another secret, long enough for HS256', { subject: 'javiera', expiresIn: 60 });
    expect(() => tokens.session(forged)).toThrow();
    const { access_token } = tokens.issue('javiera');
    tokens.session(access_token);
    const [head, , signature] = access_token.split('.');
    const altered = `${head}.${Buffer.from(JSON.stringify({ sub: 'admin', sv: 0, exp: 9_999_999_999 })).toString('base64url')}.${signature}`;
    expect(() => tokens.session(altered)).toThrow();
  });
});
