import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { DomainError } from '../domain-error';
import { UNEXPECTED_ERROR } from './api-response';
import { MALFORMED_REQUEST } from './json-depth';

interface BodyParserError {
  type: string;
  status: number;
}

const isBodyParserError = (error: unknown): error is BodyParserError =>
  typeof error === 'object' && error !== null && 'type' in error && 'status' in error;

const BODY_PARSER_MESSAGES: Record<string, string> = {
  'entity.parse.failed': 'El cuerpo de la solicitud no es un JSON válido.',
  'entity.too.deep': MALFORMED_REQUEST,
  'entity.too.large': 'La solicitud es demasiado grande.',
  'encoding.unsupported': 'La codificación de la solicitud no es compatible.',
  'charset.unsupported': 'La codificación de la solicitud no es compatible.',
};

const HTTP_MESSAGES: Record<number, string> = {
  400: MALFORMED_REQUEST,
  404: 'Recurso no encontrado.',
  413: 'La solicitud es demasiado grande.',
  405: 'Método no permitido.',
};

/**
 * A refusal of the request as a whole (its JSON, its form) names the field `body`: every 400
 * carries `errors: [{ field, message }]` (docs/decisions.md, "Valores en la entrada").
 */
const refusedBody = (status: number, message: string) =>
  status === 400 ? { errors: [{ field: 'body', message }] } : {};

/** Every failure leaves as `{ code, message }`, with the HTTP status equal to the body code. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('API');

  catch(exception: unknown, host: ArgumentsHost): void {
    const { status } = sendApiError(host.switchToHttp().getResponse<Response>(), exception);
    if (status >= 500) this.logger.error((exception as Error)?.stack ?? String(exception));
  }
}

/**
 * Answers an error as JSON. A body refused for its size is not read to its end: the connection
 * closes after the answer instead of taking in the rest to stay open for another request.
 */
export function sendApiError(response: Response, exception: unknown): { status: number } {
  const { status, body } = describeApiError(exception);
  if (status === 413) response.setHeader('connection', 'close');
  response.status(status).json(body);
  return { status };
}

/** Status and body for any error thrown on the way to, in or out of a handler. */
export function describeApiError(exception: unknown): { status: number; body: Record<string, unknown> } {
  if (exception instanceof DomainError) {
    return {
      status: exception.status,
      body: {
        code: exception.status,
        message: exception.message,
        error: exception.code,
        ...(exception.data ? { data: exception.data } : {}),
        ...(exception.about.field ? { errors: [{ field: exception.about.field, message: exception.message }] } : {}),
        ...exception.about.details,
      },
    };
  }
  if (isBodyParserError(exception) && exception.type in BODY_PARSER_MESSAGES) {
    const message = BODY_PARSER_MESSAGES[exception.type]!;
    return {
      status: exception.status,
      body: { code: exception.status, message, ...refusedBody(exception.status, message) },
    };
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const payload = exception.getResponse();
    if (typeof payload === 'object' && payload !== null && 'errors' in payload)
      return { status, body: payload as Record<string, unknown> };
    const message = HTTP_MESSAGES[status] ?? UNEXPECTED_ERROR;
    return { status, body: { code: status, message, ...refusedBody(status, message) } };
  }
  return { status: 500, body: { code: 500, message: UNEXPECTED_ERROR } };
}
