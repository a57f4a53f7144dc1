// Owns how JSON request bodies are read. Numbers keep their exact text wherever a binary double could not hold it
// (`12345678901234567.89`, `1e2`, `100.10`): such a literal arrives as its decimal string, so an amount is never
// rounded by the parser, and an exponent is seen and refused by the amount schema.
import type { FastifyInstance } from 'fastify';
import { isSafeNumber, parse } from 'lossless-json';
import { apiError, validationError } from './errors.ts';

function parseNumber(text: string): number | string {
  return isSafeNumber(text) && !/[eE]/.test(text) ? Number(text) : text;
}

function refusePrototypeKeys(key: string, value: unknown): unknown {
  if (key === '__proto__' || key === 'constructor' || key === 'prototype') {
    throw new SyntaxError(`the key "${key}" is not allowed`);
  }
  return value;
}

export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return parse(text, refusePrototypeKeys, parseNumber);
  } catch (error) {
    throw apiError('web.invalid_or_missing_body', `The request body is not valid JSON: ${(error as Error).message}`);
  }
}

export function registerJsonParser(app: FastifyInstance): void {
  // JSON is the only body most routes take; routes that take forms or files register their parsers in their own scope.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(/^application\/([\w.+-]+\+)?json(\s*;.*)?$/i, { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, parseJsonBody(body as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
}

/** The first path at which a string holds a NUL character, which no PostgreSQL text column can store. */
function nulPath(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '/' : undefined;
  if (depth > 32 || value === null || typeof value !== 'object') return undefined;
  for (const [key, child] of Object.entries(value)) {
    if (key.includes('\u0000')) return `${path}/${key.replace(/\u0000/g, '\\0')}`;
    const found = nulPath(child, `${path}/${key}`, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** Refuses NUL characters in the body, the query string and path parameters, whatever the content type. */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const path = nulPath(request.params, '/path') ?? nulPath(request.query, '/query') ?? nulPath(request.body, '');
    if (path) throw validationError([{ path, message: 'must not contain NUL characters' }]);
  });
}
