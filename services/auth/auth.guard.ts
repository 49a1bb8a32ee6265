import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { DomainError } from '../platform/domain-error';
import { PUBLIC_ROUTE } from '../platform/http/public.decorator';
import { INVALID_SESSION } from '../platform/http/requester.decorator';
import { Sessions } from './sessions';

/** The guard leaves the signed-in user's id here for CurrentUser and the command metadata. */
type AuthenticatedRequest = Request & { actor?: { userId: string } };

export const bearerToken = (header: string | undefined): string | undefined => {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
};

/** Every call needs a live session's bearer token unless marked @Public(). */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: Sessions,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC_ROUTE, [context.getHandler(), context.getClass()]))
      return true;
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const token = bearerToken(request.headers.authorization);
    if (!token) throw new DomainError('auth.missing_token', INVALID_SESSION, 401);
    request.actor = { userId: await this.sessions.verify(token) };
    return true;
  }
}
