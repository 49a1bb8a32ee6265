import { All, applyDecorators, type CanActivate, type ExecutionContext, HttpCode, UseGuards } from '@nestjs/common';
import { Transform } from 'class-transformer';
import type { NextFunction, Request, Response } from 'express';
import { DomainError } from '../domain-error';
import { numberOf } from './form-fields';
import { exceedsJsonDepth, MALFORMED_REQUEST } from './json-depth';

const ANSWERED_METHODS = new Set(['GET', 'POST']);

class GetOrPost implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const method = context.switchToHttp().getRequest<Request>().method;
    if (!ANSWERED_METHODS.has(method))
      throw new DomainError('http.method', 'Esta llamada se hace con GET o POST.', 405);
    return true;
  }
}

/**
 * A spec call made with GET, its payload in the query (`/additionals/list?project_id=…&statuses=1`).
 * It answers the same to a POST with a JSON body, as every other call is made.
 */
export const ApiQuery = (path: string) => applyDecorators(All(path), HttpCode(200), UseGuards(GetOrPost));

/**
 * A GET's query as the body its DTO validates: a list comes as repeated keys (`statuses=1&statuses=2`,
 * also `statuses[]=1`) or as JSON text (`statuses=[1,2]`); numbers stay text until their DTO field
 * reads them (`QueryNumber`), so an id made of digits stays an id.
 */
export function queryPayload(query: Record<string, unknown>): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    const field = key.endsWith('[]') ? key.slice(0, -2) : key;
    const values = (Array.isArray(value) ? value : [value]).map((text) => jsonText(field, text));
    payload[field] = key.endsWith('[]') || values.length > 1 ? values.flat() : values[0];
  }
  return payload;
}

const jsonText = (field: string, value: unknown): unknown => {
  if (typeof value !== 'string' || !/^\s*[[{]/.test(value)) return value;
  if (exceedsJsonDepth(value)) throw new DomainError('request.too_deep', MALFORMED_REQUEST, 400, undefined, { field });
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
};

/** Express middleware: a GET under the API gets its query as its body, for `@Body()` and its DTO. */
export function queryAsBody(request: Request, _response: Response, next: NextFunction): void {
  if (request.method === 'GET') request.body = queryPayload(request.query as Record<string, unknown>);
  next();
}

/** A number field of a query call: the query's text `3` is the number 3; a JSON body's number stays. */
export const QueryNumber = () => Transform(({ value }) => numberOf(value));

/** A list field of a query call: one repeated key is a list of one; its numbers' texts are numbers. */
export const QueryNumberList = () =>
  Transform(({ value }) => (value === undefined || value === null ? value : [value].flat().map(numberOf)));

/** A text-list field of a query call: one repeated key is a list of one. */
export const QueryList = () =>
  Transform(({ value }) => (value === undefined || value === null ? value : [value].flat()));
