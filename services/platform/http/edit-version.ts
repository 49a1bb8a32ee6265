import { applyDecorators } from '@nestjs/common';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import type { Request, Response } from 'express';
import { DomainError } from '../domain-error';
import { NumberField } from './form-fields';
import { headerOf } from './request-idempotency';

/**
 * An item's version is its stream's revision: the detail answers it as `version` and as the
 * `ETag` "<version>", and an edit sends it back (`expected_version`, or `If-Match`) so a field
 * someone else changed meanwhile is a conflict, not a silent overwrite (edit-conflict.ts).
 */
const BAD_VERSION = 'La versión debe ser un número entero desde 0.';
const BAD_IF_MATCH = 'If-Match debe ser la versión ("<número>") que dio el detalle del elemento.';

/** The optional `expected_version` of an edit form's DTO (JSON or multipart). */
export const ExpectedVersion = () =>
  applyDecorators(
    IsOptional(),
    IsInt({ message: BAD_VERSION }),
    Min(0, { message: BAD_VERSION }),
    Max(Number.MAX_SAFE_INTEGER, { message: BAD_VERSION }),
    NumberField(),
  );

/** `"7"`, `W/"7"` or `7`; `*` (any version) asks for no check. */
function versionInIfMatch(value: string): number | undefined {
  if (value.trim() === '*') return undefined;
  const match = /^\s*(?:W\/)?"?(\d{1,15})"?\s*$/.exec(value);
  if (!match) throw new DomainError('edit.bad_if_match', BAD_IF_MATCH, 400, undefined, { field: 'If-Match' });
  return Number(match[1]);
}

/**
 * The version an edit was opened on: the body's `expected_version` (already checked by its DTO),
 * else the If-Match header; undefined when the caller sent neither.
 */
export function expectedVersionOf(request: Request): number | undefined {
  const body: unknown = request.body;
  const sent =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>).expected_version : undefined;
  if (typeof sent === 'number' && Number.isInteger(sent)) return sent;
  if (typeof sent === 'string' && /^\d{1,15}$/.test(sent)) return Number(sent);
  const ifMatch = headerOf(request, 'if-match');
  return ifMatch === undefined ? undefined : versionInIfMatch(ifMatch);
}

/** Answers an item's version as its ETag beside the `version` in its body. */
export function tagVersion(response: Response, version: number | undefined): void {
  if (version !== undefined) response.setHeader('ETag', `"${version}"`);
}
