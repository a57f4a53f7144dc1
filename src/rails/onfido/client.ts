// The calls Ponte makes to Onfido's public API v3.6, typed with Onfido's own shapes (the OpenAPI document's schema
// names, snake_case). It owns authentication, timeouts and the sorting of failures (errors.ts); it knows nothing of
// Ponte's vocabulary, which transformers.ts maps to. Fields the live API is known to answer as null while the document
// says otherwise (`reasons`, `output`, `error`, `link`, a document's `side`) are typed nullable here.
import { OnfidoOutcomeUnknownError, OnfidoRefusedError, type OnfidoErrorBody } from './errors.ts';
import { RailUnavailableError } from '../capabilities/errors.ts';

export type OnfidoRegion = 'eu' | 'us' | 'ca';

/** Onfido's regional base URLs for v3.6 (the document's `servers`). */
export function onfidoBaseUrl(region: OnfidoRegion): string {
  return `https://api.${region}.onfido.com/v3.6`;
}

/** `location_builder` */
export interface OnfidoLocation {
  country_of_residence?: string;
  ip_address?: string;
}

/** `id_number`: the document says `type` (one of its enum) and `value`, nothing else. */
export interface OnfidoIdNumber {
  type: 'ssn' | 'social_insurance' | 'tax_id' | 'identity_card' | 'driving_license' | 'driving_licence' | 'share_code' | 'voter_id' | 'passport' | 'other';
  value: string;
}

/** `applicant_builder` (the parts Ponte sends). */
export interface OnfidoApplicantBuilder {
  first_name: string;
  last_name: string;
  email?: string;
  dob?: string;
  location?: OnfidoLocation;
  /** What the document report's `data_comparison.document_numbers` compares the document's number to. */
  id_numbers?: OnfidoIdNumber[];
}

/** `applicant` */
export interface OnfidoApplicant {
  id: string;
  first_name?: string;
  last_name?: string;
  created_at?: string;
  href?: string;
}

/** `workflow_run_link` */
export interface OnfidoWorkflowRunLink {
  url?: string | null;
  completed_redirect_url?: string | null;
  expired_redirect_url?: string | null;
  expires_at?: string | null;
  language?: 'en_US' | 'de_DE' | 'es_ES' | 'fr_FR' | 'it_IT' | 'pt_PT' | 'nl_NL' | null;
}

/** `workflow_run_builder` */
export interface OnfidoWorkflowRunBuilder {
  applicant_id: string;
  workflow_id: string;
  customer_user_id?: string;
  tags?: string[];
  link?: OnfidoWorkflowRunLink;
  custom_data?: Record<string, unknown>;
}

/** `workflow_run_status` */
export type OnfidoWorkflowRunStatus = 'processing' | 'awaiting_input' | 'awaiting_client_input' | 'approved' | 'declined' | 'review' | 'abandoned' | 'error';

/** `workflow_run` */
export interface OnfidoWorkflowRun {
  id: string;
  applicant_id: string;
  workflow_id?: string;
  workflow_version_id?: number;
  customer_user_id?: string;
  status?: string | null;
  reasons?: string[] | null;
  error?: { type?: string; message?: string } | null;
  output?: Record<string, unknown> | null;
  link?: OnfidoWorkflowRunLink | null;
  sdk_token?: string | null;
  dashboard_url?: string;
  created_at?: string;
  updated_at?: string;
}

/** `check` (the parts Ponte reads): a workflow run's checks are listed by applicant. */
export interface OnfidoCheck {
  id: string;
  applicant_id?: string;
  created_at?: string;
  status?: string | null;
  report_ids?: string[];
}

/** A `breakdown` entry: `result` is clear or consider, null or absent when not asserted. */
export interface OnfidoBreakdownResult {
  result?: string | null;
}

/** `report` (the parts Ponte reads): for a document report, its `breakdown.data_comparison`. */
export interface OnfidoReport {
  id: string;
  name: string;
  status?: string | null;
  result?: string | null;
  check_id?: string;
  created_at?: string;
  breakdown?: {
    data_comparison?: (OnfidoBreakdownResult & { breakdown?: Record<string, OnfidoBreakdownResult | null> | null }) | null;
  } | null;
}

/** `sdk_token_builder` */
export interface OnfidoSdkTokenBuilder {
  applicant_id: string;
  referrer?: string;
  application_id?: string;
}

/** `document` */
export interface OnfidoDocument {
  id: string;
  applicant_id?: string;
  /** One of `document_types`, such as passport, driving_licence, national_identity_card. */
  type?: string | null;
  side?: 'front' | 'back' | null;
  issuing_country?: string | null;
  file_type?: string | null;
  file_name?: string;
  file_size?: number;
  created_at?: string;
  download_href?: string;
}

/** `live_photo` */
export interface OnfidoLivePhoto {
  id: string;
  file_type?: string | null;
  file_name?: string;
  file_size?: number;
  created_at?: string;
  download_href?: string;
}

/** `motion_capture`: an Onfido Motion liveness video; its `/frame` is a still of the face. */
export type OnfidoMotionCapture = OnfidoLivePhoto;

export interface OnfidoClientOptions {
  /** Such as onfidoBaseUrl('eu'); a test points it at its own server. */
  baseUrl: string;
  apiToken: string;
  /** Per call, answer included. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 30_000;
/** Connection failures that happen before a byte of the request is sent: Onfido certainly did nothing. */
const NOT_SENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME', 'EHOSTUNREACH', 'ENETUNREACH']);

interface CallOptions {
  query?: Record<string, string>;
  body?: unknown;
}

export class OnfidoClient {
  private readonly baseUrl: string;
  private readonly authorization: string;
  private readonly timeoutMs: number;

  constructor(options: OnfidoClientOptions) {
    // fetch would otherwise reject a malformed token with an error that quotes the header, token included.
    if (!/^[\x21-\x7e]+$/.test(options.apiToken)) throw new Error('The Onfido API token must be printable ASCII without spaces');
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.authorization = `Token token=${options.apiToken}`;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  createApplicant(body: OnfidoApplicantBuilder): Promise<OnfidoApplicant> {
    return this.json<OnfidoApplicant>('POST', '/applicants', { body }, withId);
  }

  createWorkflowRun(body: OnfidoWorkflowRunBuilder): Promise<OnfidoWorkflowRun> {
    return this.json<OnfidoWorkflowRun>('POST', '/workflow_runs', { body }, withRunIds);
  }

  findWorkflowRun(workflowRunId: string): Promise<OnfidoWorkflowRun> {
    return this.json<OnfidoWorkflowRun>('GET', `/workflow_runs/${encodeURIComponent(workflowRunId)}`, {}, withRunIds);
  }

  async generateSdkToken(body: OnfidoSdkTokenBuilder): Promise<string> {
    const answer = await this.json<{ token: string }>('POST', '/sdk_token', { body }, (value) => typeof value.token === 'string');
    return answer.token;
  }

  async listDocuments(applicantId: string): Promise<OnfidoDocument[]> {
    const answer = await this.json<{ documents: OnfidoDocument[] }>('GET', '/documents', { query: { applicant_id: applicantId } }, (value) =>
      listOf(value.documents),
    );
    return answer.documents;
  }

  async listLivePhotos(applicantId: string): Promise<OnfidoLivePhoto[]> {
    const answer = await this.json<{ live_photos: OnfidoLivePhoto[] }>('GET', '/live_photos', { query: { applicant_id: applicantId } }, (value) =>
      listOf(value.live_photos),
    );
    return answer.live_photos;
  }

  async listMotionCaptures(applicantId: string): Promise<OnfidoMotionCapture[]> {
    const answer = await this.json<{ motion_captures: OnfidoMotionCapture[] }>('GET', '/motion_captures', { query: { applicant_id: applicantId } }, (value) =>
      listOf(value.motion_captures),
    );
    return answer.motion_captures;
  }

  async listChecks(applicantId: string): Promise<OnfidoCheck[]> {
    const answer = await this.json<{ checks: OnfidoCheck[] }>('GET', '/checks', { query: { applicant_id: applicantId } }, (value) => listOf(value.checks));
    return answer.checks;
  }

  async listReports(checkId: string): Promise<OnfidoReport[]> {
    const answer = await this.json<{ reports: OnfidoReport[] }>('GET', '/reports', { query: { check_id: checkId } }, (value) => listOf(value.reports));
    return answer.reports.filter((report) => typeof report.name === 'string');
  }

  downloadDocument(documentId: string): Promise<Buffer> {
    return this.binary(`/documents/${encodeURIComponent(documentId)}/download`);
  }

  downloadLivePhoto(livePhotoId: string): Promise<Buffer> {
    return this.binary(`/live_photos/${encodeURIComponent(livePhotoId)}/download`);
  }

  downloadMotionCaptureFrame(motionCaptureId: string): Promise<Buffer> {
    return this.binary(`/motion_captures/${encodeURIComponent(motionCaptureId)}/frame`);
  }

  private async json<T>(method: 'GET' | 'POST', path: string, options: CallOptions, isWhole: (value: Record<string, unknown>) => boolean): Promise<T> {
    const operation = `${method} ${path}`;
    const response = await this.call(method, path, options, 'application/json');
    const text = (await this.read(response, operation)).toString('utf8');
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      throw new OnfidoOutcomeUnknownError(`Onfido answered ${operation} with a body that is not JSON`, response.status);
    }
    if (!isRecord(value) || !isWhole(value)) {
      throw new OnfidoOutcomeUnknownError(`Onfido answered ${operation} without the fields its specification promises`, response.status);
    }
    return value as T;
  }

  private async binary(path: string): Promise<Buffer> {
    const response = await this.call('GET', path, {}, '*/*');
    return this.read(response, `GET ${path}`);
  }

  /** Sends one request and sorts a failure before any answer, or an answer that is not a 2xx, into errors.ts. */
  private async call(method: 'GET' | 'POST', path: string, options: CallOptions, accept: string): Promise<Response> {
    const operation = `${method} ${path}`;
    const url = new URL(`${this.baseUrl}${path}`);
    for (const [name, value] of Object.entries(options.query ?? {})) url.searchParams.set(name, value);
    const headers: Record<string, string> = { authorization: this.authorization, accept, 'user-agent': 'ponte' };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw sortFetchFailure(error, operation);
    }
    if (response.ok) return response;
    const text = (await this.read(response, operation)).toString('utf8');
    const body = onfidoErrorBody(text);
    // Only Onfido's own error body says that Onfido refused the request. A 4xx without it comes from something in
    // front of Onfido (a proxy, a gateway, a firewall) that says nothing of whether the request went through.
    if (response.status >= 400 && response.status < 500 && body) {
      throw new OnfidoRefusedError(response.status, body, operation, response.headers.get('retry-after'));
    }
    const what = body
      ? `Onfido failed on ${operation} (${response.status} ${body.type})`
      : `${operation} was answered ${response.status} without Onfido's error body`;
    throw new OnfidoOutcomeUnknownError(`${what}: the outcome is unknown`, response.status);
  }

  private async read(response: Response, operation: string): Promise<Buffer> {
    try {
      return Buffer.from(await response.arrayBuffer());
    } catch (error) {
      throw new OnfidoOutcomeUnknownError(`Onfido's answer to ${operation} broke off: the outcome is unknown`, response.status, { cause: error });
    }
  }
}

/** A failure before any answer: refused connection or unresolved name (nothing sent) against anything else (unknown). */
function sortFetchFailure(error: unknown, operation: string): Error {
  const codes = failureCodes(error instanceof Error ? error.cause : undefined);
  if (codes.length > 0 && codes.every((code) => NOT_SENT_CODES.has(code))) {
    return new RailUnavailableError(`Onfido could not be reached for ${operation} (${codes[0]}): nothing was sent`, { cause: error });
  }
  const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
  return new OnfidoOutcomeUnknownError(
    timedOut ? `Onfido did not answer ${operation} in time: the outcome is unknown` : `The call ${operation} to Onfido failed: the outcome is unknown`,
    null,
    { cause: error },
  );
}

/** The system error codes behind a fetch failure; a connection to several addresses fails with one per address. */
function failureCodes(cause: unknown): string[] {
  if (cause instanceof AggregateError) return cause.errors.flatMap(failureCodes);
  return isRecord(cause) && typeof cause.code === 'string' ? [cause.code] : [];
}

/**
 * Onfido's error body (the document's `Error`: `{"error": {"type", "message", "fields"}}`, type and message always
 * given), or null when the answer is anything else: not JSON, or JSON of another shape.
 */
function onfidoErrorBody(text: string): (OnfidoErrorBody & { type: string }) | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const error = isRecord(value) && isRecord(value.error) ? value.error : null;
  if (!error || typeof error.type !== 'string' || error.type === '' || typeof error.message !== 'string') return null;
  return { type: error.type, message: error.message, fields: isRecord(error.fields) ? error.fields : undefined };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const withId = (value: Record<string, unknown>): boolean => typeof value.id === 'string';
const withRunIds = (value: Record<string, unknown>): boolean => withId(value) && typeof value.applicant_id === 'string';
const listOf = (items: unknown): boolean => Array.isArray(items) && items.every((item) => isRecord(item) && withId(item));
