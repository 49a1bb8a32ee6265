import { randomUUID } from 'node:crypto';
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { CommandContext } from '../commands/command-context';
import { invalidValue } from '../domain-error';
import { expectedVersionOf } from './edit-version';
import { COMMAND_ID, COMMAND_ID_HEADER, type CommandHttpRequest, headerOf } from './request-idempotency';

/**
 * The actor and ids of a command sent over HTTP. The client makes the command id
 * (`X-Command-Id`) so that a retry of the same action never runs twice; without one the
 * server makes a fresh id, and the call is not idempotent. An edit adds the version its form was
 * opened on; a command replayed from the device's outbox, the time it was made there (checked by
 * RequestIdempotency, which has the clock).
 */
export const CommandMeta = createParamDecorator((_: unknown, context: ExecutionContext): CommandContext => {
  const request = context.switchToHttp().getRequest<CommandHttpRequest>();
  const commandId = headerOf(request, COMMAND_ID_HEADER) ?? randomUUID();
  if (!COMMAND_ID.test(commandId)) {
    throw invalidValue('command.bad_id', 'El identificador del comando no es válido.', 'X-Command-Id');
  }
  const correlationId = headerOf(request, 'x-correlation-id');
  const expectedVersion = expectedVersionOf(request);
  return {
    actorId: request.actor?.userId ?? 'anonymous',
    commandId,
    ...(request.requestHash ? { requestHash: request.requestHash } : {}),
    ...(correlationId && COMMAND_ID.test(correlationId) ? { correlationId } : {}),
    ...(expectedVersion !== undefined ? { expectedVersion } : {}),
    ...(request.madeAt ? { madeAt: request.madeAt } : {}),
    ...(request.repeat ? { repeat: true as const } : {}),
  };
});
