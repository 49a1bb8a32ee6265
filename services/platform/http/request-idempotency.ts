import { createHash } from 'node:crypto';
import {
  applyDecorators,
  type CallHandler,
  type ExecutionContext,
  Inject,
  Injectable,
  type NestInterceptor,
  type Type,
  UseInterceptors,
} from '@nestjs/common';
import type { Request } from 'express';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { CLOCK, type Clock } from '../clock/clock.port';
import { COMMAND_LOG, type CommandLog } from '../command-log/command-log.port';
import { COMMAND_ID_REUSED } from '../commands/handle-command';
import { DomainError } from '../domain-error';
import { ApiCall } from './api-response';
import { COMMAND_MADE_AT_HEADER, commandMadeAt } from './command-made-at';

export const COMMAND_ID_HEADER = 'x-command-id';
export const COMMAND_ID = /^[A-Za-z0-9_-]{8,100}$/;

/** What the guard and the upload interceptors leave on a request. */
export type CommandHttpRequest = Request & {
  actor?: { userId: string };
  requestHash?: string;
  /** When the command was made on the device (X-Command-Made-At), checked against the server's clock. */
  madeAt?: string;
  /** The request went through before: its handler runs only to answer (CommandContext.repeat). */
  repeat?: true;
  file?: Express.Multer.File;
  files?: Express.Multer.File[] | Record<string, Express.Multer.File[]>;
};

export const headerOf = (request: Request, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** JSON with object keys in order, so the same body always gives the same digest. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

function uploadedFiles(request: CommandHttpRequest): Express.Multer.File[] {
  const files = request.files
    ? Array.isArray(request.files)
      ? request.files
      : Object.values(request.files).flat()
    : [];
  return request.file ? [request.file, ...files] : files;
}

/** A digest of what the request asks for: its path, its body and the bytes of its files. */
export function requestHash(request: CommandHttpRequest): string {
  const hash = createHash('sha256')
    .update(request.path)
    .update('\0')
    // A streamed upload has no parsed body when this runs: its digest is its path.
    .update(JSON.stringify(canonical(request.body ?? null)));
  for (const file of uploadedFiles(request)) {
    hash.update('\0').update(file.fieldname).update('\0').update(file.buffer);
  }
  return hash.digest('hex').slice(0, 32);
}

/**
 * A request the client named with X-Command-Id runs once per actor: a repeat appends nothing,
 * whether the first run changed anything or not, and is answered by the same handler in the same
 * shape (the same created ids, derived from the command id) with the item as it is now and its
 * version; the same id with another request is a 409. Only the request's digest is remembered, not
 * its answer (docs/decisions.md). Only successes are: after a refusal the user may correct the form
 * and send it again with the same id.
 */
@Injectable()
export class RequestIdempotency implements NestInterceptor {
  private readonly running = new Map<string, Promise<unknown>>();

  constructor(
    @Inject(COMMAND_LOG) private readonly log: CommandLog,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<CommandHttpRequest>();
    request.requestHash = requestHash(request);
    // Before anything runs: a bad device time is refused with nothing written.
    const madeAt = commandMadeAt(headerOf(request, COMMAND_MADE_AT_HEADER), this.clock.now());
    if (madeAt) request.madeAt = madeAt;
    const commandId = headerOf(request, COMMAND_ID_HEADER);
    const actorId = request.actor?.userId;
    if (!commandId || !actorId || !COMMAND_ID.test(commandId)) return next.handle();
    const key = `${actorId}|${commandId}`;
    // Two at once: the second waits for the first, then runs as its repeat.
    const before = this.running.get(key) ?? Promise.resolve();
    const run = before.catch(() => undefined).then(() => this.once(actorId, commandId, request, next));
    this.running.set(key, run);
    void run
      .finally(() => {
        if (this.running.get(key) === run) this.running.delete(key);
      })
      .catch(() => undefined);
    return from(run);
  }

  private async once(
    actorId: string,
    commandId: string,
    request: CommandHttpRequest,
    next: CallHandler,
  ): Promise<unknown> {
    const hash = request.requestHash!;
    const earlier = await this.log.find(actorId, commandId);
    if (earlier) {
      if (earlier.requestHash !== hash) throw new DomainError('command.id_reused', COMMAND_ID_REUSED, 409);
      request.repeat = true;
      return lastValueFrom(next.handle());
    }
    const response = await lastValueFrom(next.handle());
    await this.log.record(actorId, commandId, { requestHash: hash });
    return response;
  }
}

/**
 * A spec call that changes something: POST, answered 200, idempotent by X-Command-Id. Upload
 * interceptors go first, so the files are part of what makes two requests the same.
 */
export const ApiCommand = (path: string, ...uploads: Array<Type<NestInterceptor>>) =>
  applyDecorators(ApiCall(path), UseInterceptors(...uploads, RequestIdempotency));
