import { randomUUID } from 'node:crypto';
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { CommandContext } from '../commands/command-context';
import { DomainError } from '../domain-error';

const COMMAND_ID = /^[A-Za-z0-9_-]{8,100}$/;

const header = (request: Request, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * The actor and ids of a command sent over HTTP. The client makes the command id
 * (`X-Command-Id`) so that a retry of the same action never runs twice; without one the
 * server makes a fresh id, and the call is not idempotent.
 */
export const CommandMeta = createParamDecorator((_: unknown, context: ExecutionContext): CommandContext => {
  const request = context.switchToHttp().getRequest<Request & { actor?: { userId: string } }>();
  const commandId = header(request, 'x-command-id') ?? randomUUID();
  if (!COMMAND_ID.test(commandId)) {
    throw new DomainError('command.bad_id', 'El identificador del comando no es válido.', 400);
  }
  const correlationId = header(request, 'x-correlation-id');
  return {
    actorId: request.actor?.userId ?? 'anonymous',
    commandId,
    ...(correlationId && COMMAND_ID.test(correlationId) ? { correlationId } : {}),
  };
});
