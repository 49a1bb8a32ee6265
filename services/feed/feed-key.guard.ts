import { createHash, timingSafeEqual } from 'node:crypto';
import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { bearerToken } from '../auth/auth.guard';
import type { AppConfig } from '../platform/config/config';
import { DomainError } from '../platform/domain-error';
import { APP_CONFIG } from '../platform/platform.providers';

export const FEED_KEY_HEADER = 'x-feed-key';
export const INVALID_FEED_KEY = 'Clave de feed no válida.';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * The feed's calls answer a consuming system's key (FEED_KEYS), sent as `Authorization: Bearer
 * <key>` or `X-Feed-Key`, never a user's session: a user token is no key. Keys are compared as
 * SHA-256 digests in constant time, every key each time, so timing tells nothing about them.
 */
@Injectable()
export class FeedKeyGuard implements CanActivate {
  private readonly keys: ReadonlyArray<{ consumer: string; digest: Buffer }>;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.keys = config.feed.keys.map(({ consumer, key }) => ({ consumer, digest: digest(key) }));
  }

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    const header = request.headers[FEED_KEY_HEADER];
    const sent = (typeof header === 'string' ? header : undefined) ?? bearerToken(request.headers.authorization);
    if (!sent || this.consumerOf(sent) === null) throw new DomainError('feed.key', INVALID_FEED_KEY, 401);
    return true;
  }

  private consumerOf(key: string): string | null {
    const sent = digest(key);
    let found: string | null = null;
    for (const known of this.keys) {
      if (timingSafeEqual(sent, known.digest)) found = known.consumer;
    }
    return found;
  }
}
