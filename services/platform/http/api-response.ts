import { applyDecorators, HttpCode, Post } from '@nestjs/common';

/** A spec call: POST, and HTTP 200 like the body code (Nest would answer 201 to a POST). */
export const ApiCall = (path: string) => applyDecorators(Post(path), HttpCode(200));

export const UNEXPECTED_ERROR = 'Lo sentimos, ha ocurrido un error inesperado. Por favor inténtalo nuevamente.';
