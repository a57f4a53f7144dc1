// Long (about 440 lines) because it is one provider imitated whole: every resource the adapter calls (applicants,
// workflow runs, checks and reports, documents, live photos, webhooks) answers from the same state under one spec check.
// A local Onfido (API v3.6) for the adapter's tests: an HTTP server on 127.0.0.1 that checks every request and every
// answer against Onfido's own OpenAPI document (read from ../shared/specs/, never copied here) with openapi-backend,
// checks the `Authorization: Token token=...` header, keeps applicants, workflow runs, documents and live photos in
// memory, and sends signed webhooks when a test completes a run. Every departure from the document is recorded in
// `violations`; a test asserts that list is empty (or holds exactly the departure it provoked).
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { OpenAPIBackend } from 'openapi-backend';
import { parse } from 'yaml';
import { publishedSpec } from '../../fakes/published-specs.ts';

const ONFIDO_SPEC = publishedSpec('onfido-3.6.openapi.yaml', "Onfido's OpenAPI document (v3.6)");
export const ONFIDO_SPEC_PATH = ONFIDO_SPEC.file;
/** For `describe(..., { skip })`: the reason to skip when the document is not beside the repository. */
export const SKIP_WITHOUT_SPEC = ONFIDO_SPEC.skip;

const API_ROOT = '/v3.6';
// ajv-formats is CommonJS; under NodeNext its default export arrives wrapped.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (ajv: Ajv) => Ajv;

interface Stored {
  [key: string]: unknown;
  id: string;
}
interface StoredFile {
  meta: Stored;
  applicantId: string;
  bytes: Buffer;
  contentType: string;
}
type ForcedAnswer =
  | { status: number; body?: unknown; headers?: Record<string, string> }
  /** An answer from something in front of Onfido (a proxy, a gateway): sent as it is, not checked against the document. */
  | { status: number; raw: string; contentType: string }
  | { destroy: true }
  | { hang: true };

export interface CapturedFile {
  bytes: Buffer;
  /** Onfido's `file_type`, such as png, jpg, pdf. */
  fileType: string;
  createdAt?: Date;
}

export interface CompleteOptions {
  reasons?: string[];
  error?: { type: string; message: string };
  /**
   * The number printed on the document the person showed: the run then has a check with a document report whose
   * `breakdown.data_comparison.breakdown.document_numbers` is clear when the applicant's `id_numbers` hold that number,
   * consider otherwise, as Onfido compares them. Without it the run has no check.
   */
  documentNumber?: string;
  /** Where to POST the signed `workflow_run.completed` webhook; none is sent without it. */
  receiver?: string;
  /** Sign with another key, as a forger would. */
  wrongSignature?: boolean;
}

export class FakeOnfido {
  readonly violations: string[] = [];
  /** Each API request as `METHOD /path`, in order. */
  readonly requests: string[] = [];
  readonly applicants = new Map<string, Stored>();
  readonly runs = new Map<string, Stored>();
  readonly documents = new Map<string, StoredFile>();
  readonly livePhotos = new Map<string, StoredFile>();
  /** Onfido Motion captures; `bytes` is the frame GET /motion_captures/{id}/frame answers. */
  readonly motionCaptures = new Map<string, StoredFile>();
  readonly checks = new Map<string, Stored>();
  readonly reports = new Map<string, Stored>();
  /** Whether a created run carries its `sdk_token` (the live API does; false makes the adapter call POST /sdk_token). */
  sdkTokenOnRun = true;
  /**
   * The link expiry a created run is granted for the one asked; the asked one by default. Onfido answers the expiry in
   * the run's `link.expires_at`, and a test makes it differ to see that Ponte keeps what was granted.
   */
  grantLinkExpiry: (asked: Date) => Date = (asked) => asked;
  private readonly forced: ForcedAnswer[] = [];
  private readonly server = createServer((request, response) => void this.handle(request, response));
  private origin = '';

  private constructor(
    private readonly api: OpenAPIBackend,
    private readonly webhookEvent: ValidateFunction,
    private readonly ajv: Ajv,
    /** The document's `report.discriminator.mapping` by report name: the schema each kind of report is held to. */
    private readonly reportSchemas: Record<string, string>,
    readonly settings: { apiToken: string; webhookToken: string; workflowIds: string[] },
  ) {}

  static async start(settings: { apiToken: string; webhookToken: string; workflowIds: string[] }): Promise<FakeOnfido> {
    const document = parse(readFileSync(ONFIDO_SPEC_PATH, 'utf8')) as Record<string, unknown>;
    const ajvOpts = { strict: false, allErrors: true };
    const api = new OpenAPIBackend({
      definition: structuredClone(document) as never,
      // Quick: validators are compiled on first use, not all ~150 operations at start (5 s on this machine).
      quick: true,
      ajvOpts,
      customizeAjv: (ajv) => addFormats(ajv as unknown as Ajv) as never,
    });
    await api.init();
    // The webhook body has no path of its own (it is a callback of POST /webhooks): checked against its schema directly.
    const ajv = addFormats(new Ajv({ ...ajvOpts, validateSchema: false }));
    ajv.addSchema(document, 'onfido');
    const webhookEvent = ajv.getSchema('onfido#/components/schemas/webhook_event');
    if (!webhookEvent) throw new Error('The Onfido document has no webhook_event schema');
    const mapping = (document as { components: { schemas: { report: { discriminator: { mapping: Record<string, string> } } } } }).components.schemas.report
      .discriminator.mapping;
    const reportSchemas = Object.fromEntries(Object.entries(mapping).map(([name, ref]) => [name, ref.replace('#/components/schemas/', '')]));
    const fake = new FakeOnfido(api, webhookEvent, ajv, reportSchemas, settings);
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    fake.origin = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
    return fake;
  }

  get baseUrl(): string {
    return `${this.origin}${API_ROOT}`;
  }

  /** The next API request is answered with this instead (an error body is still checked against the document). */
  answerNext(answer: ForcedAnswer): void {
    this.forced.push(answer);
  }

  /** A document the person captured in the hosted flow, as Onfido stores it for the applicant. */
  captureDocument(applicantId: string, file: CapturedFile & { type: string; side?: 'front' | 'back' }): string {
    const id = randomUUID();
    const meta: Stored = { id, applicant_id: applicantId, type: file.type, ...this.fileMeta('documents', id, file) };
    if (file.side) meta.side = file.side;
    this.documents.set(id, { meta, applicantId, bytes: file.bytes, contentType: contentType(file.fileType) });
    return id;
  }

  captureLivePhoto(applicantId: string, file: CapturedFile): string {
    return this.captureFace(this.livePhotos, 'live_photos', applicantId, file);
  }

  captureMotion(applicantId: string, frame: CapturedFile): string {
    return this.captureFace(this.motionCaptures, 'motion_captures', applicantId, frame);
  }

  /** Live photos and motion captures carry no applicant_id in Onfido's answers; it is kept beside them to list them. */
  private captureFace(files: Map<string, StoredFile>, collection: string, applicantId: string, file: CapturedFile): string {
    const id = randomUUID();
    files.set(id, { meta: { id, ...this.fileMeta(collection, id, file) }, applicantId, bytes: file.bytes, contentType: contentType(file.fileType) });
    return id;
  }

  /** Moves a run to its outcome as Onfido Studio would, and sends the signed webhook to `receiver`. */
  async complete(runId: string, status: string, options: CompleteOptions = {}): Promise<{ status: number } | null> {
    const run = this.runs.get(runId);
    if (!run) throw new Error(`No workflow run ${runId}`);
    Object.assign(run, { status, updated_at: new Date().toISOString() });
    if (options.reasons) run.reasons = options.reasons;
    if (options.error) run.error = options.error;
    if (options.documentNumber !== undefined) this.reportDocument(String(run.applicant_id), options.documentNumber);
    if (!options.receiver) return null;
    const body = {
      payload: {
        resource_type: 'workflow_run',
        action: 'workflow_run.completed',
        object: { id: runId, status, completed_at_iso8601: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'), href: `${this.baseUrl}/workflow_runs/${runId}` },
      },
    };
    this.checkWebhook(body);
    const raw = Buffer.from(JSON.stringify(body));
    const key = options.wrongSignature ? `${this.settings.webhookToken}-forged` : this.settings.webhookToken;
    const answer = await fetch(options.receiver, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-sha2-signature': createHmac('sha256', key).update(raw).digest('hex') },
      body: raw,
    });
    await answer.arrayBuffer();
    return { status: answer.status };
  }

  /** The check and document report of a run whose document shows `documentNumber`, compared as Onfido does. */
  private reportDocument(applicantId: string, documentNumber: string): void {
    const applicant = this.applicants.get(applicantId);
    const declared = ((applicant?.id_numbers ?? []) as Array<{ value?: string }>).map((entry) => entry.value);
    const comparison = declared.includes(documentNumber) ? 'clear' : 'consider';
    const checkId = randomUUID();
    const reportId = randomUUID();
    const now = new Date().toISOString();
    this.reports.set(reportId, {
      id: reportId,
      name: 'document',
      status: 'complete',
      result: comparison,
      sub_result: comparison === 'clear' ? 'clear' : 'caution',
      check_id: checkId,
      created_at: now,
      href: `${API_ROOT}/reports/${reportId}`,
      breakdown: { data_comparison: { result: comparison, breakdown: { document_numbers: { result: comparison, properties: {} } } } },
      properties: {},
      documents: [],
    });
    this.checks.set(checkId, {
      id: checkId,
      applicant_id: applicantId,
      created_at: now,
      href: `${API_ROOT}/checks/${checkId}`,
      status: 'complete',
      result: comparison,
      report_ids: [reportId],
    });
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /**
   * The document's `webhook_event_payload` requires `event` and `resource_id`, names that belong to the resend item
   * (`Webhooks_resend_item`): onfido-node's test fixtures and verifier tests send neither. That one
   * departure of the document is tolerated; everything else in the body is checked.
   */
  checkWebhook(body: unknown): void {
    if (this.webhookEvent(body)) return;
    for (const error of this.webhookEvent.errors ?? []) {
      const missing = (error.params as { missingProperty?: string }).missingProperty;
      if (error.keyword === 'required' && error.instancePath === '/payload' && (missing === 'event' || missing === 'resource_id')) continue;
      this.violations.push(`webhook body ${error.instancePath || '/'} ${error.message ?? error.keyword}`);
    }
  }

  private fileMeta(collection: string, id: string, file: CapturedFile): Record<string, unknown> {
    return {
      created_at: (file.createdAt ?? new Date()).toISOString(),
      href: `${API_ROOT}/${collection}/${id}`,
      download_href: `${API_ROOT}/${collection}/${id}/download`,
      file_name: `${id}.${file.fileType}`,
      file_type: file.fileType,
      file_size: file.bytes.length,
    };
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url ?? '/', this.origin);
    const method = (request.method ?? 'GET').toLowerCase();
    this.requests.push(`${method.toUpperCase()} ${url.pathname}`);
    if (!url.pathname.startsWith(`${API_ROOT}/`)) {
      this.violations.push(`${method} ${url.pathname}: outside ${API_ROOT}`);
      return this.send(response, null, 404, { error: { type: 'resource_not_found', message: 'Not found' } });
    }
    let body: unknown;
    if (chunks.length > 0) {
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        this.violations.push(`${method} ${url.pathname}: the body is not JSON`);
        return this.send(response, null, 400, { error: { type: 'bad_request', message: 'Malformed JSON' } });
      }
    }
    const call = {
      method,
      path: url.pathname.slice(API_ROOT.length),
      query: Object.fromEntries(url.searchParams),
      headers: request.headers as Record<string, string>,
      body,
    };
    const operation = this.api.matchOperation(call);
    if (!operation?.operationId) {
      this.violations.push(`${method} ${call.path}: no such operation in the document`);
      return this.send(response, null, 404, { error: { type: 'resource_not_found', message: 'Not found' } });
    }
    const operationId = operation.operationId;
    // Onfido's documented API token scheme: `Authorization: Token token=<token>`.
    if (request.headers.authorization !== `Token token=${this.settings.apiToken}`) {
      this.violations.push(`${operationId}: Authorization is not "Token token=<the API token>"`);
      return this.send(response, operationId, 401, {
        error: { type: 'authorization_error', message: 'Authorization error: please re-check your credentials' },
      });
    }
    const checked = this.api.validateRequest(call, operation);
    if (!checked.valid) {
      for (const error of checked.errors ?? []) this.violations.push(`${operationId} request ${error.instancePath} ${error.message}`);
      const fields = Object.fromEntries((checked.errors ?? []).map((error) => [error.instancePath || '/', [error.message ?? error.keyword]]));
      return this.send(response, operationId, 422, { error: { type: 'validation_error', message: 'There was a validation error on this request', fields } });
    }
    const forced = this.forced.shift();
    if (forced && 'destroy' in forced) return void response.socket?.destroy();
    if (forced && 'hang' in forced) return;
    if (forced && 'raw' in forced) return void response.writeHead(forced.status, { 'content-type': forced.contentType }).end(forced.raw);
    if (forced) return this.send(response, operationId, forced.status, forced.body, forced.headers);
    this.route(operationId, call, response);
  }

  private route(operationId: string, call: { path: string; query: Record<string, string>; body: unknown }, response: ServerResponse): void {
    const body = (call.body ?? {}) as Record<string, unknown>;
    const idInPath = call.path.split('/')[2] ?? '';
    const notFound = (what: string) => this.send(response, operationId, 404, { error: { type: 'resource_not_found', message: `${what} not found` } });
    const invalid = (field: string) =>
      this.send(response, operationId, 422, {
        error: { type: 'validation_error', message: 'There was a validation error on this request', fields: { [field]: ['is not known'] } },
      });
    switch (operationId) {
      case 'create_applicant': {
        this.checkIdNumbers(body.id_numbers);
        const id = randomUUID();
        const applicant: Stored = { ...body, id, created_at: new Date().toISOString(), href: `${API_ROOT}/applicants/${id}` };
        this.applicants.set(id, applicant);
        return this.send(response, operationId, 201, applicant);
      }
      case 'create_workflow_run': {
        if (!this.applicants.has(String(body.applicant_id))) return invalid('applicant_id');
        if (!this.settings.workflowIds.includes(String(body.workflow_id))) return invalid('workflow_id');
        const id = randomUUID();
        const now = new Date().toISOString();
        const link: Record<string, unknown> = {
          ...(body.link as Record<string, unknown> | undefined),
          url: `${this.origin}/l/${randomBytes(6).toString('hex')}`,
        };
        if (typeof link.expires_at === 'string') link.expires_at = this.grantLinkExpiry(new Date(link.expires_at)).toISOString();
        const run: Stored = { ...body, id, link, status: 'awaiting_input', workflow_version_id: 1, created_at: now, updated_at: now };
        run.dashboard_url = `https://dashboard.onfido.com/results/${id}`;
        if (this.sdkTokenOnRun) run.sdk_token = sdkToken();
        this.runs.set(id, run);
        return this.send(response, operationId, 201, run);
      }
      case 'list_checks':
        return this.send(response, operationId, 200, {
          checks: [...this.checks.values()].filter((check) => check.applicant_id === call.query.applicant_id),
        });
      case 'list_reports':
        return this.send(response, operationId, 200, {
          reports: [...this.reports.values()].filter((report) => report.check_id === call.query.check_id),
        });
      case 'find_workflow_run': {
        const run = this.runs.get(idInPath);
        return run ? this.send(response, operationId, 200, run) : notFound('Workflow run');
      }
      case 'generate_sdk_token':
        return this.applicants.has(String(body.applicant_id)) ? this.send(response, operationId, 200, { token: sdkToken() }) : invalid('applicant_id');
      case 'list_documents':
        return this.send(response, operationId, 200, { documents: this.filesOf(this.documents, call.query.applicant_id) });
      case 'list_live_photos':
        return this.send(response, operationId, 200, { live_photos: this.filesOf(this.livePhotos, call.query.applicant_id) });
      case 'list_motion_captures':
        return this.send(response, operationId, 200, { motion_captures: this.filesOf(this.motionCaptures, call.query.applicant_id) });
      case 'download_document':
      case 'download_live_photo':
      case 'download_motion_capture_frame': {
        const files = { download_document: this.documents, download_live_photo: this.livePhotos, download_motion_capture_frame: this.motionCaptures };
        const file = files[operationId].get(idInPath);
        if (!file) return notFound('File');
        response.writeHead(200, { 'content-type': file.contentType, 'content-length': file.bytes.length });
        return void response.end(file.bytes);
      }
      default:
        this.violations.push(`${operationId}: called, but the fake does not serve it (the adapter should not need it)`);
        return notFound('Operation');
    }
  }

  /**
   * A list of reports, each checked against the schema its `name` selects through the document's discriminator
   * (`report.discriminator.mapping`): openapi-backend's validator ignores the discriminator, and the report kinds'
   * schemas overlap so much that any report matches several branches of the `oneOf`.
   */
  private checkReports(body: unknown): void {
    const reports = (body as { reports?: unknown } | null)?.reports;
    if (!Array.isArray(reports)) return void this.violations.push('list_reports answer 200 has no reports array');
    for (const [index, report] of reports.entries()) {
      const name = String((report as { name?: unknown } | null)?.name);
      const validate = this.ajv.getSchema(`onfido#/components/schemas/${this.reportSchemas[name] ?? 'report'}`);
      if (!this.reportSchemas[name] || !validate) {
        this.violations.push(`list_reports answer 200 /reports/${index} has no report name of the document (${name})`);
      } else if (!validate(report)) {
        for (const error of validate.errors ?? []) this.violations.push(`list_reports answer 200 /reports/${index}${error.instancePath} ${error.message}`);
      }
    }
  }

  /**
   * `id_number` as the document defines it, held strictly: an object of `type` (checked against the enum by the
   * request's validation) and a non-empty `value`, nothing else. The document leaves both optional and extra keys
   * allowed, but a number without its type (or under another name) is one Onfido cannot compare.
   */
  private checkIdNumbers(idNumbers: unknown): void {
    if (idNumbers === undefined) return;
    for (const [index, entry] of (Array.isArray(idNumbers) ? idNumbers : []).entries()) {
      const item = (entry ?? {}) as Record<string, unknown>;
      const extra = Object.keys(item).filter((key) => key !== 'type' && key !== 'value');
      if (typeof item.type !== 'string') this.violations.push(`create_applicant request /id_numbers/${index} has no type`);
      if (typeof item.value !== 'string' || item.value === '') this.violations.push(`create_applicant request /id_numbers/${index} has no value`);
      if (extra.length > 0) this.violations.push(`create_applicant request /id_numbers/${index} has keys the document does not define: ${extra.join(', ')}`);
    }
  }

  private filesOf(files: Map<string, StoredFile>, applicantId: string | undefined): Stored[] {
    return [...files.values()].filter((file) => file.applicantId === applicantId).map((file) => file.meta);
  }

  /** Answers JSON, after checking the answer against the operation's response in the document. */
  private send(response: ServerResponse, operationId: string | null, status: number, body: unknown, headers: Record<string, string> = {}): void {
    if (operationId === 'list_reports' && status === 200) {
      this.checkReports(body);
    } else if (operationId) {
      const checked = this.api.validateResponse(body, operationId, status);
      for (const error of checked.errors ?? []) this.violations.push(`${operationId} answer ${status} ${error.instancePath} ${error.message}`);
    }
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
    response.end(body === undefined ? '' : JSON.stringify(body));
  }
}

function sdkToken(): string {
  return `eyJhbGciOiJIUzI1NiJ9.${randomBytes(24).toString('base64url')}.${randomBytes(16).toString('base64url')}`;
}

function contentType(fileType: string): string {
  return { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', pdf: 'application/pdf' }[fileType] ?? 'application/octet-stream';
}

export interface Delivery {
  rawBody: Buffer;
  headers: IncomingMessage['headers'];
}

/** A webhook receiver standing for Ponte's route: it keeps each delivery's exact bytes and headers and answers 200. */
export async function startReceiver(): Promise<{ url: string; deliveries: Delivery[]; close(): Promise<void> }> {
  const deliveries: Delivery[] = [];
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    deliveries.push({ rawBody: Buffer.concat(chunks), headers: request.headers });
    response.writeHead(200).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks/onfido`,
    deliveries,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
