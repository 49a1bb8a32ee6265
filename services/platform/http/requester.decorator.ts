import { createParamDecorator, type ExecutionContext, Inject, Injectable, type PipeTransform } from '@nestjs/common';
import { ACTOR_PORT, type Actor, type ActorPort } from '../commands/actor';
import { DomainError } from '../domain-error';
import type { CommandHttpRequest } from './request-idempotency';

export const INVALID_SESSION = 'Tu sesión no es válida o ha expirado. Por favor ingresa nuevamente.';

/** The signed-in user's id (the auth guard put it on the request). */
export const CurrentUser = createParamDecorator((_: unknown, context: ExecutionContext): string => {
  const userId = context.switchToHttp().getRequest<CommandHttpRequest>().actor?.userId;
  if (!userId) throw new DomainError('auth.missing_token', INVALID_SESSION, 401);
  return userId;
});

@Injectable()
export class ResolveActor implements PipeTransform<string, Promise<Actor>> {
  constructor(@Inject(ACTOR_PORT) private readonly actors: ActorPort) {}

  transform(userId: string): Promise<Actor> {
    return this.actors.resolve(userId);
  }
}

/** The signed-in user as the read policies ask about them: memberships and capabilities resolved. */
export const Requester = () => CurrentUser(ResolveActor);
