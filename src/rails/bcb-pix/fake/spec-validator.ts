// Owns the fake PSP's reading of the Banco Central's "API Pix" 2.9.0 OpenAPI document: it loads the document from
// ../shared/specs (never copied into the repository), works around the document's known slips explicitly, one by one,
// and validates requests and answers with openapi-backend (Ajv underneath) plus the callback body and the 401 answer,
// which no operation of the document declares.
import { readFileSync } from 'node:fs';
import { Ajv, type ErrorObject } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { OpenAPIBackend, type Operation } from 'openapi-backend';
import { parse } from 'yaml';
import { publishedSpec } from '../../fakes/published-specs.ts';

// ajv-formats is CommonJS: its module object is the plugin and also carries it as `default`, which TypeScript sees.
const addFormats = (addFormatsModule as unknown as { default: (ajv: Ajv) => Ajv }).default;

const BCB_SPEC = publishedSpec('bcb-api-pix-2.9.0.openapi.yaml', "The BCB's API Pix 2.9.0 document");
export const SPEC_FILE = BCB_SPEC.file;
/** Why a suite skips: undefined when the document is there. */
export const SPEC_MISSING = BCB_SPEC.skip;

/** The paths the adapter uses; the fake serves these only. Fewer operations also make the validator build faster. */
const SERVED_PATHS = ['/cob/{txid}', '/pix/{e2eid}', '/pix', '/pix/{e2eid}/devolucao/{id}', '/webhook/{chave}'];
const METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;

type Json = Record<string, any>;

/** The raw document as published, for tests that look at its own examples. */
export function readSpec(): Json {
  return parse(readFileSync(SPEC_FILE, 'utf8')) as Json;
}

function walk(node: unknown, visit: (object: Json) => void): void {
  if (Array.isArray(node)) {
    for (const item of node) walk(item, visit);
  } else if (node !== null && typeof node === 'object') {
    visit(node as Json);
    for (const value of Object.values(node)) walk(value, visit);
  }
}

/** The document with its known slips worked around; each change says which slip and why. */
export function patchedSpec(raw: Json = readSpec()): Json {
  const doc = structuredClone(raw);
  doc.paths = Object.fromEntries(SERVED_PATHS.map((served) => [served, doc.paths[served]]));
  for (const [served, item] of Object.entries<Json>(doc.paths)) {
    // openapi-backend routes and validates by operationId; the document declares none.
    for (const method of METHODS) if (item[method]) item[method].operationId = `${method.toUpperCase()} ${served}`;
  }
  walk(doc, (object) => {
    // Examples are not validated and not served (the fake answers from its own state). They also carry two slips:
    // the GET /pix examples wrap each Pix in `allOf` (an example is an instance, not a schema), and the webhook example
    // pixWebhook1 has `devolucoes` as an object where the schema says array. Dropped from this working copy.
    delete object.example;
    delete object.examples;
    if (typeof object.pattern === 'string') {
      // Slip: the CPF pattern is written with regex-literal slashes, "/^\d{11}$/", which no 11-digit CPF matches.
      const pattern = object.pattern.replace(/^\/(.*)\/$/, '$1');
      // JSON Schema patterns match anywhere in the value, so "\d{1,10}\.\d{2}" would take "123.456" and the TxId
      // pattern a 40-character txid. The document means the whole value (TxId's description: 26 to 35 characters),
      // and PSPs check it so: the fake anchors every pattern, stricter than a literal reading.
      object.pattern = pattern.startsWith('^') ? pattern : `^(?:${pattern})$`;
    }
  });
  const schemas = doc.components.schemas;
  // Slip: `location` is declared `format: uri`, yet every example of the document writes it without a scheme
  // ("pix.example.com/qr/v2/..."), which is what PSPs answer and what the BR Code carries. The format is dropped there.
  delete schemas.PayloadLocation.properties.location.format;
  for (const part of schemas.CobGerada.allOf) delete part.properties?.location?.format;
  // Slip: the list of received Pix requires `cobs` (copied from the list of charges); its items are under `pix`.
  schemas.PixConsultados.required = ['parametros'];
  return doc;
}

export interface SpecValidator {
  /** Errors of a request to a served path, or the operation is undefined when the path/method is not served. */
  request(request: { method: string; path: string; query: string; headers: Record<string, string>; body?: unknown }): {
    operation?: Operation;
    errors: string[];
  };
  /** Errors of an answer: its status must be one the operation declares, and its body must match that status' schema. */
  response(operation: Operation, status: number, body: unknown): string[];
  /** Errors of the body of the callback POST {webhookUrl}/pix (WebhookPixBody). */
  callback(body: unknown): string[];
  /** Errors of an RFC 7807 problem body (the `Problema` schema), for answers no operation declares, such as 401. */
  problem(body: unknown): string[];
}

function describe(errors: ErrorObject[] | null | undefined): string[] {
  return (errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? error.keyword}`);
}

let cached: Promise<SpecValidator> | undefined;

/** One validator per process: building it compiles many schemas. */
export function specValidator(): Promise<SpecValidator> {
  cached ??= build();
  return cached;
}

async function build(): Promise<SpecValidator> {
  const doc = patchedSpec();
  const api = new OpenAPIBackend({
    definition: doc as never,
    apiRoot: '/',
    strict: true,
    quick: false,
    validate: true,
    ajvOpts: { allErrors: true, strict: false },
    customizeAjv: (ajv) => {
      addFormats(ajv as unknown as Ajv);
      return ajv;
    },
  });
  await api.init();

  // The callback and the 401 answer are checked against the same patched document with a plain Ajv.
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  ajv.addSchema({ ...doc, $id: 'bcb-api-pix' });
  const callback = ajv.compile({ $ref: 'bcb-api-pix#/components/requestBodies/WebhookPixBody/content/application~1json/schema' });
  const problem = ajv.compile({ $ref: 'bcb-api-pix#/components/schemas/Problema' });

  return {
    request(request) {
      const operation = api.matchOperation(request);
      if (!operation) return { errors: [] };
      const result = api.validateRequest(request, operation);
      return { operation, errors: describe(result.errors) };
    },
    response(operation, status, body) {
      const declared = Object.keys(operation.responses ?? {});
      if (!declared.includes(String(status)) && !declared.includes('default')) {
        return [`status ${status} is not one ${operation.operationId} declares (${declared.join(', ')})`];
      }
      // A declared answer without content (PUT /webhook/{chave} 200) has no body to check.
      const response = (operation.responses as Json)[String(status)] as Json;
      if (!response.content) return body === undefined ? [] : [`status ${status} of ${operation.operationId} has no body`];
      return describe(api.validateResponse(body, String(operation.operationId), status).errors);
    },
    callback(body) {
      return callback(body) ? [] : describe(callback.errors);
    },
    problem(body) {
      return problem(body) ? [] : describe(problem.errors);
    },
  };
}
