// Owns the tests' check that the API tells the truth: every answer a test app gives (startApp adds the hook) is checked
// against the app's own /openapi.json: the status declared for its operation, the content type declared for that
// status, the body valid against its schema (Ajv 2020 with the document's components), every header it carries
// declared, and an error's code among those the operation declares for that status (the enum the error registry
// writes, src/http/error-registry.ts). Answers outside any operation (no route: 404, a path without the method: 405)
// are checked against the registry's codes for them. Tests only: production never pays for this.
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { UNMATCHED_ERRORS } from '../../src/http/error-registry.ts';

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => void;

export type ViolationKind = 'status' | 'content-type' | 'body' | 'header' | 'code';

export interface Violation {
  kind: ViolationKind;
  /** `METHOD /path -> status`. */
  answer: string;
  detail: string;
}

/** What one app's answers gave: how many were checked and what was wrong. */
export interface ValidationRecord {
  answers: number;
  violations: Violation[];
}

type Json = Record<string, any>;

/** Headers of the transport, not of the API: never declared per operation. */
const TRANSPORT_HEADERS = new Set([
  'content-type',
  'content-length',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-encoding',
  'vary',
  'strict-transport-security',
]);

const DOCUMENT_ID = 'https://ponte.test/openapi.json';
const pointer = (...parts: string[]) => parts.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/** One document's validators, compiled once per process (many test apps serve the same document). */
class CompiledDocument {
  // validateSchema off: Ajv would check the whole OpenAPI document against JSON Schema's meta-schema on addSchema, in
  // 170 ms of each file's CPU, and find nothing there (the schemas sit under keywords it does not know: paths,
  // components); the document's own checks are npm run openapi:lint and test/http/openapi*.test.ts.
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true, logger: false, validateSchema: false });
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(readonly document: Json) {
    addFormats(this.ajv);
    this.ajv.addSchema({ ...document, $id: DOCUMENT_ID });
  }

  /** The validator of the schema at `path` inside the document (a JSON pointer's parts). */
  validator(...path: string[]): ValidateFunction {
    const key = pointer(...path);
    let validate = this.validators.get(key);
    if (!validate) {
      validate = this.ajv.compile({ $ref: `${DOCUMENT_ID}#/${key}` });
      this.validators.set(key, validate);
    }
    return validate;
  }
}

const compiled = new Map<string, CompiledDocument>();

function compiledDocument(document: Json): CompiledDocument {
  const hash = createHash('sha256').update(JSON.stringify(document)).digest('hex');
  let entry = compiled.get(hash);
  if (!entry) {
    entry = new CompiledDocument(document);
    compiled.set(hash, entry);
  }
  return entry;
}

/** Every answer of this process, for the file's summary line. */
const processTotals = { answers: 0, violations: 0, unreported: [] as Violation[] };
let summaryHooked = false;

function hookSummary(): void {
  if (summaryHooked) return;
  summaryHooked = true;
  process.on('exit', () => {
    for (const violation of processTotals.unreported) process.stdout.write(`response violation: ${formatViolation(violation)}\n`);
    process.stdout.write(`# response validation: validated ${processTotals.answers} answers, ${processTotals.violations} violations\n`);
    if (processTotals.unreported.length > 0 && !process.exitCode) process.exitCode = 1;
  });
}

export const formatViolation = (violation: Violation) => `[${violation.kind}] ${violation.answer}: ${violation.detail}`;

const mediaTypeOf = (contentType: unknown) => (typeof contentType === 'string' ? contentType.split(';')[0]!.trim().toLowerCase() : undefined);
const isJson = (media: string) => media === 'application/json' || media.endsWith('+json');

function declaredMedia(content: Json | undefined, media: string): string | undefined {
  if (!content) return undefined;
  return Object.keys(content).find((key) => {
    const declared = key.split(';')[0]!.trim().toLowerCase();
    return declared === media || declared === '*/*' || (declared.endsWith('/*') && media.startsWith(declared.slice(0, -1)));
  });
}

/** The text of a payload Fastify is about to send; undefined for a stream (checked by its status and headers only). */
function payloadText(payload: unknown): string | undefined {
  if (payload === undefined || payload === null) return '';
  if (typeof payload === 'string') return payload;
  if (Buffer.isBuffer(payload)) return payload.toString('utf8');
  if (payload instanceof Readable) return undefined;
  return undefined;
}

/** The enum of `code` the registry wrote for a response schema (allOf: [body, {properties: {code: {enum}}}]). */
function declaredCodes(schema: Json | undefined): string[] | undefined {
  const parts: Json[] = schema?.allOf ?? [];
  for (const part of parts) if (Array.isArray(part?.properties?.code?.enum)) return part.properties.code.enum;
  return undefined;
}

/** Adds the check to `app` (before it listens) and returns the record it fills; the helper fails the file on a violation. */
export function validateResponses(app: FastifyInstance): ValidationRecord {
  hookSummary();
  const record: ValidationRecord = { answers: 0, violations: [] };
  let document: CompiledDocument | undefined;

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.routeOptions.schema?.hide || request.routeOptions.url?.startsWith('/docs')) return payload;
    document ??= compiledDocument(app.swagger() as unknown as Json);
    const found = check(document, request, reply, payload);
    if (found === undefined) return payload;
    record.answers++;
    processTotals.answers++;
    for (const violation of found) {
      record.violations.push(violation);
      processTotals.violations++;
      processTotals.unreported.push(violation);
    }
    return payload;
  });
  return record;
}

/** Marks violations as reported (the helper printed them and failed the file), so the exit summary does not repeat them. */
export function markReported(violations: Violation[]): void {
  processTotals.unreported = processTotals.unreported.filter((violation) => !violations.includes(violation));
}

/** The violations of one answer; undefined when the answer is not the API's (a page of the dashboard or the console). */
function check(compiledDoc: CompiledDocument, request: FastifyRequest, reply: FastifyReply, payload: unknown): Violation[] | undefined {
  const routeUrl = request.routeOptions.url;
  const status = reply.statusCode;
  const path = request.url.split('?')[0] ?? request.url;
  const answer = `${request.method} ${routeUrl ?? path} -> ${status}`;
  const violations: Violation[] = [];
  const violation = (kind: ViolationKind, detail: string) => violations.push({ kind, answer, detail });
  const headers = reply.getHeaders();
  const text = payloadText(payload);
  if (headers['x-request-id'] === undefined) violation('header', 'no X-Request-Id');

  // The dashboard's and the console's own not-found pages (a page handler's callNotFound) are HTML, not the API's.
  if (routeUrl === undefined && (path === '/dashboard' || path.startsWith('/dashboard/') || path === '/ops' || path.startsWith('/ops/'))) return undefined;
  if (routeUrl === undefined) {
    // No route: a 404 for an unknown path, a 405 (with Allow) for a path without this method.
    const codes = UNMATCHED_ERRORS[status];
    if (!codes) violation('status', `${status} answered outside any operation`);
    let code: unknown;
    try {
      code = text ? (JSON.parse(text) as Json).code : undefined;
    } catch {
      violation('body', 'not JSON');
    }
    if (codes && !codes.includes(code as string)) violation('code', `${code} is not among ${codes.join(', ')}`);
    if (status === 405 && headers.allow === undefined) violation('header', '405 without Allow');
    return violations;
  }

  const openapiPath = routeUrl.replace(/:(\w+)/g, '{$1}');
  const method = request.method === 'HEAD' ? 'get' : request.method.toLowerCase();
  const operation = compiledDoc.document.paths?.[openapiPath]?.[method] as Json | undefined;
  if (!operation) {
    if (routeUrl.startsWith('/dashboard') || routeUrl.startsWith('/ops')) return undefined;
    violation('status', `no operation ${method.toUpperCase()} ${openapiPath} in /openapi.json`);
    return violations;
  }
  // A test's own route (no operationId, added by beforeListen) is not the API's.
  if (!operation.operationId) return undefined;
  const responseKey = [String(status), `${String(status)[0]}XX`, 'default'].find((key) => operation.responses?.[key]);
  if (!responseKey) {
    violation('status', `${status} is not declared for ${operation.operationId} (declared: ${Object.keys(operation.responses ?? {}).join(', ')})`);
    return violations;
  }
  // A shared answer (components/responses/Error401...) is read, and its schema compiled, where it is.
  const reference = (operation.responses[responseKey] as Json).$ref as string | undefined;
  const responsePath = reference ? reference.slice(2).split('/') : ['paths', openapiPath, method, 'responses', responseKey];
  const response = (reference ? compiledDoc.document.components.responses[reference.split('/').pop() as string] : operation.responses[responseKey]) as Json;

  const declaredHeaders = new Set(Object.keys(response.headers ?? {}).map((name) => name.toLowerCase()));
  for (const name of Object.keys(headers)) {
    if (!TRANSPORT_HEADERS.has(name) && !declaredHeaders.has(name)) violation('header', `${name} is not declared for ${status}`);
  }

  if (text === '' || request.method === 'HEAD' || status === 204) return violations;
  const media = mediaTypeOf(headers['content-type']);
  const contentKey = media ? declaredMedia(response.content, media) : undefined;
  if (!contentKey) {
    violation(
      'content-type',
      `${media ?? 'no content type'} is not declared for ${status} (declared: ${Object.keys(response.content ?? {}).join(', ') || 'no body'})`,
    );
    return violations;
  }
  const schema = response.content[contentKey]?.schema as Json | undefined;
  if (text === undefined || !schema || !isJson(media as string)) return violations;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    violation('body', 'not JSON');
    return violations;
  }
  const codes = declaredCodes(schema);
  const code = (body as Json | null)?.code;
  const codeUndeclared = codes !== undefined && !codes.includes(code);
  if (codeUndeclared) violation('code', `${code} is not declared for ${operation.operationId} ${status} (declared: ${codes.join(', ')})`);
  const validate = compiledDoc.validator(...responsePath, 'content', contentKey, 'schema');
  if (!validate(body)) {
    const errors = (validate.errors ?? []).filter((error) => !(codeUndeclared && error.instancePath === '/code'));
    if (errors.length > 0)
      violation(
        'body',
        errors
          .map((error) => `${error.instancePath || '/'} ${error.message}`)
          .slice(0, 5)
          .join('; '),
      );
  }
  return violations;
}
