import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { DomainError } from '../platform/domain-error';

export const INVALID_SESSION = 'Tu sesión no es válida o ha expirado. Por favor ingresa nuevamente.';

export interface AccessToken {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
}

/** Signed bearer tokens with an expiry; the subject is the user id. */
export class TokenService {
  // A key object made once: given a string, jsonwebtoken makes one on every sign and verify.
  private readonly secret: KeyObject;

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.secret = createSecretKey(Buffer.from(secret));
  }

  issue(userId: string): AccessToken {
    const token = jwt.sign({}, this.secret, { subject: userId, expiresIn: this.ttlSeconds, algorithm: 'HS256' });
    return { access_token: token, token_type: 'bearer', expires_in: this.ttlSeconds };
  }

  /** The user id in a valid token; a bad, forged or expired token is a 401. */
  verify(token: string): string {
    try {
      const payload = jwt.verify(token, this.secret, { algorithms: ['HS256'] });
      if (typeof payload === 'object' && typeof payload.sub === 'string') return payload.sub;
    } catch {
      // fall through to the same answer for every kind of bad token
    }
    throw new DomainError('auth.invalid_token', INVALID_SESSION, 401);
  }

  /** A short-lived signed link (a download): the claims come back only for the same purpose. */
  signLink(purpose: string, claims: Record<string, string>, ttlSeconds: number): string {
    return jwt.sign({ ...claims, purpose }, this.secret, { expiresIn: ttlSeconds, algorithm: 'HS256' });
  }

  /** The claims of a valid link; an expired or forged one is a 404 (the link does not exist). */
  verifyLink(token: string, purpose: string): Record<string, unknown> {
    try {
      const payload = jwt.verify(token, this.secret, { algorithms: ['HS256'] });
      if (typeof payload === 'object' && payload.purpose === purpose) return payload;
    } catch {
      // fall through: every bad link gets the same answer
    }
    throw new DomainError('link.invalid', 'El enlace no es válido o ha expirado.', 404);
  }
}
