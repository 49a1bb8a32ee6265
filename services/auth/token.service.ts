import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { BoundedMap } from '../platform/cache/bounded-map';
import { type Clock, systemClock } from '../platform/clock/clock.port';
import { DomainError } from '../platform/domain-error';
import { INVALID_SESSION } from '../platform/http/requester.decorator';

export interface AccessToken {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
}

/** Who a valid bearer token speaks for, and the session version it was issued at. */
export interface Session {
  userId: string;
  sessionVersion: number;
}

/** About 2 MB of tokens at the most. */
const VERIFIED_TOKENS_KEPT = 10_000;

const invalidSession = () => new DomainError('auth.invalid_token', INVALID_SESSION, 401);

/**
 * Signed bearer tokens with an expiry; the subject is the user id and `sv` the session version
 * (see Sessions). The key is made once: given a string, jsonwebtoken builds a key on every
 * verify, which took 29% of request time in a CPU profile. Signed links are dated by the app's
 * clock, as password links are (PasswordTokens); sessions keep the system's time.
 */
export class TokenService {
  private readonly key: KeyObject;
  /**
   * Tokens already verified, by their exact text, until they expire: verifying one (HMAC, base64
   * and JSON of the token) was about 9 % of a read's CPU in a profile of `/project/getProjectByID`.
   */
  private readonly verified = new BoundedMap<string, { session: Session; expiresAtMs: number }>(VERIFIED_TOKENS_KEPT);

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
    private readonly clock: Clock = systemClock,
  ) {
    this.key = createSecretKey(Buffer.from(secret, 'utf8'));
  }

  /** `sessionVersion` is the user's at sign-in (0 until a password is replaced). */
  issue(userId: string, sessionVersion = 0): AccessToken {
    const token = jwt.sign({ sv: sessionVersion }, this.key, {
      subject: userId,
      expiresIn: this.ttlSeconds,
      algorithm: 'HS256',
    });
    return { access_token: token, token_type: 'bearer', expires_in: this.ttlSeconds };
  }

  /** The session of a validly signed, unexpired token; whether it was revoked is for Sessions to say. */
  session(token: string): Session {
    const known = this.verified.get(token);
    if (known && Date.now() < known.expiresAtMs) return known.session;
    if (known) this.verified.delete(token);
    try {
      const payload = jwt.verify(token, this.key, { algorithms: ['HS256'] });
      if (typeof payload === 'object' && typeof payload.sub === 'string') {
        // Tokens from before session versions carry none: they belong to version 0.
        const sessionVersion = typeof payload.sv === 'number' ? payload.sv : 0;
        const session = { userId: payload.sub, sessionVersion };
        if (typeof payload.exp === 'number') this.verified.set(token, { session, expiresAtMs: payload.exp * 1000 });
        return session;
      }
    } catch {
      // fall through to the same answer for every kind of bad token
    }
    throw invalidSession();
  }

  /** A short-lived signed link (a download): the claims come back only for the same purpose. */
  signLink(purpose: string, claims: Record<string, string>, ttlSeconds: number): string {
    const iat = this.clockSeconds();
    return jwt.sign({ ...claims, purpose, iat }, this.key, { expiresIn: ttlSeconds, algorithm: 'HS256' });
  }

  /** The claims of a valid link; an expired or forged one is a 404 (the link does not exist). */
  verifyLink(token: string, purpose: string): Record<string, unknown> {
    try {
      const payload = jwt.verify(token, this.key, { algorithms: ['HS256'], clockTimestamp: this.clockSeconds() });
      if (typeof payload === 'object' && payload.purpose === purpose) return payload;
    } catch {
      // fall through: every bad link gets the same answer
    }
    throw new DomainError('link.invalid', 'El enlace no es válido o ha expirado.', 404);
  }

  private clockSeconds(): number {
    return Math.floor(this.clock.now().getTime() / 1000);
  }
}
