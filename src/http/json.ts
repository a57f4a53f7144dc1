// Owns how JSON request bodies are read. Numbers keep their exact text wherever a binary double could not hold it
// (`12345678901234567.89`, `1e2`, `100.10`): such a literal arrives as its decimal string, so an amount is never
// rounded by the parser, and an exponent is seen and refused by the amount schema.
import type { FastifyInstance } from 'fastify';
import { isSafeNumber, parse } from 'lossless-json';
import { httpError } from './errors.ts';
import { validationError } from '../errors.ts';

function parseNumber(text: string): number | string {
  return isSafeNumber(text) && !/[eE]/.test(text) ? Number(text) : text;
}

function refusePrototypeKeys(key: string, value: unknown): unknown {
  if (key === '__proto__' || key === 'constructor' || key === 'prototype') {
    throw new SyntaxError(`the key "${key}" is not allowed`);
  }
  return value;
}

/** How deep arrays and objects may nest in a request body: no request of the API needs more than a handful. */
export const MAX_JSON_DEPTH = 64;

/** Whether `text` nests arrays or objects deeper than `limit`, read in one pass without recursion (strings skipped). */
function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i++; // backslash: skip the escaped character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      if (++depth > limit) return true;
    } else if (char === 0x5d || char === 0x7d) depth--;
  }
  return false;
}

export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') return undefined;
  // The parser recurses: a body nested thousands deep would end in a stack overflow, answered with its message.
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
    throw httpError('web.invalid_or_missing_body', `The request body nests arrays or objects more than ${MAX_JSON_DEPTH} deep.`);
  }
  try {
    return parse(text, refusePrototypeKeys, parseNumber);
  } catch (error) {
    throw httpError('web.invalid_or_missing_body', `The request body is not valid JSON: ${(error as Error).message}`);
  }
}

export function registerJsonParser(app: FastifyInstance): void {
  // JSON is the only body most routes take; routes that take forms or files register their parsers in their own scope.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(/^application\/([\w.+-]+\+)?json(\s*;.*)?$/i, { parseAs: 'string' }, (request, body, done) => {
    // A path with no route reads no body: it stays a 404 or a 405, whatever it was sent (the fuzz test saw a 400).
    if (request.is404) return done(null, undefined);
    try {
      done(null, parseJsonBody(body as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
}

/** A UTF-16 surrogate not paired with its other half: the string is not Unicode, and no text column or JSON can hold it. */
const LONE_SURROGATE = /\p{Surrogate}/u;

/** Why a string cannot be stored as text, if it cannot: a NUL character, or invalid Unicode (a lone surrogate). */
function textFault(text: string): string | undefined {
  if (text.includes('\u0000')) return 'must not contain NUL characters';
  if (LONE_SURROGATE.test(text)) return 'must be valid Unicode (a lone UTF-16 surrogate such as \\ud800 is not)';
  return undefined;
}

/** The first path at which a string (or a key) cannot be stored as text, and why. */
function faultyText(value: unknown, path: string, depth = 0): { path: string; message: string } | undefined {
  if (typeof value === 'string') {
    const message = textFault(value);
    return message ? { path: path || '/', message } : undefined;
  }
  if (depth > 32 || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return undefined;
  for (const [key, child] of Object.entries(value)) {
    const keyFault = textFault(key);
    if (keyFault) return { path: `${path}/${key.replace(/\u0000/g, '\\0').replace(/\p{Surrogate}/gu, '\uFFFD')}`, message: keyFault };
    const found = faultyText(child, `${path}/${key}`, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * Refuses, with 400 before any handler runs, what no PostgreSQL text or JSON column can store, whatever the content
 * type: NUL characters and invalid Unicode (a lone surrogate, `"a\ud800b"` in JSON), in the body (JSON or form), the
 * query string and path parameters. Headers cannot carry either: Node reads them as Latin-1 and refuses NUL.
 */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (request.is404) return;
    const fault = faultyText(request.params, '/path') ?? faultyText(request.query, '/query') ?? faultyText(request.body, '');
    if (fault) throw validationError([fault]);
  });
}
