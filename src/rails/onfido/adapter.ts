// The Onfido verification partner (public API v3.6, Onfido Studio): a session is an applicant and a workflow run with
// a hosted link; a notice is a signed webhook; the result is the run read back; the captured images are the
// applicant's documents and its live photo or Motion capture frame. Its settings are the API region's base URL, the
// API token, the Studio workflow and the webhook tokens; see docs/rails/onfido.md.
import type { IncomingHttpHeaders } from 'node:http';
import { OnfidoClient, type OnfidoReport, type OnfidoWorkflowRunLink } from './client.ts';
import { OnfidoRefusedError } from './errors.ts';
import type {
  CapturedImage,
  IdentityDocumentType,
  KycCapability,
  KycNotice,
  KycPartner,
  KycResult,
  KycSession,
  NoticeContext,
  OpenSessionRequest,
} from '../capabilities/kyc-partner.ts';
import {
  checksOfRun,
  planCapturedImages,
  toApplicantBuilder,
  toCapturedImage,
  toKycResult,
  toKycSession,
  toWorkflowRunBuilder,
  withDocumentComparison,
  type FileRef,
} from './transformers.ts';
import { verifyOnfidoWebhook } from './webhook.ts';

export const ONFIDO_CAPABILITIES = [
  'HOSTED_LINK',
  'SDK_TOKEN',
  'LINK_EXPIRY',
  'NOTICES',
  'SIGNED_NOTICES',
  'REJECTION_REASONS',
  'CAPTURED_IMAGES',
  'PERSON_REUSE',
] as const satisfies readonly KycCapability[];

export interface OnfidoSettings {
  /** onfidoBaseUrl('eu' | 'us' | 'ca'), the region the account lives in. */
  baseUrl: string;
  apiToken: string;
  /** The Onfido Studio workflow every session runs. */
  workflowId: string;
  /** The registered webhooks' tokens; more than one only while a webhook is being replaced. */
  webhookTokens: readonly string[];
  timeoutMs?: number;
  /** Where the hosted flow sends the person when done or when the link expired, and its language. */
  link?: Omit<OnfidoWorkflowRunLink, 'url' | 'expires_at'>;
  /** Only when Onfido answers a run without its SDK token and one is generated for the applicant (POST /sdk_token). */
  sdk?: { referrer?: string; applicationId?: string };
  /** The documents the workflow is configured to accept; Onfido's API does not say, so null unless set. */
  acceptedDocs?: IdentityDocumentType[] | null;
}

const WORKFLOW_RUN_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class OnfidoKycPartner implements KycPartner {
  readonly capabilities = ONFIDO_CAPABILITIES;
  private readonly client: OnfidoClient;

  constructor(private readonly settings: OnfidoSettings) {
    if (settings.webhookTokens.length === 0 || settings.webhookTokens.some((token) => token === '')) {
      throw new Error('Onfido needs at least one non-empty webhook token');
    }
    this.client = new OnfidoClient({ baseUrl: settings.baseUrl, apiToken: settings.apiToken, timeoutMs: settings.timeoutMs });
  }

  async openSession(request: OpenSessionRequest): Promise<KycSession> {
    const now = new Date();
    const applicantId = await this.applicantFor(request);
    const run = await this.client.createWorkflowRun(
      toWorkflowRunBuilder({
        applicantId,
        workflowId: this.settings.workflowId,
        externalId: request.externalId,
        expiresAt: request.expiresAt,
        link: this.settings.link,
      }),
    );
    const sdkToken =
      run.sdk_token ??
      (await this.client.generateSdkToken({
        applicant_id: applicantId,
        ...(this.settings.sdk?.referrer ? { referrer: this.settings.sdk.referrer } : {}),
        ...(this.settings.sdk?.applicationId ? { application_id: this.settings.sdk.applicationId } : {}),
      }));
    return toKycSession(run, sdkToken, { expiresAt: request.expiresAt, now, acceptedDocs: this.settings.acceptedDocs ?? null });
  }

  verifyWebhook(rawBody: Buffer, headers: IncomingHttpHeaders, _context?: NoticeContext): KycNotice {
    return verifyOnfidoWebhook(rawBody, headers, this.settings.webhookTokens);
  }

  /**
   * The run read back; once it is decided, its checks' document reports too: a document whose number differs from the
   * declared idNumber rejects the step (`withDocumentComparison`).
   */
  async result(reference: string): Promise<KycResult> {
    const run = await this.client.findWorkflowRun(runId(reference));
    const result = toKycResult(run);
    if (result.state === 'PENDING') return result;
    const reports: OnfidoReport[] = [];
    for (const check of checksOfRun(await this.client.listChecks(run.applicant_id), run.created_at)) {
      reports.push(...(await this.client.listReports(check.id)));
    }
    return withDocumentComparison(result, reports);
  }

  async capturedImages(reference: string): Promise<CapturedImage[]> {
    const run = await this.client.findWorkflowRun(runId(reference));
    const [documents, livePhotos, motionCaptures] = await Promise.all([
      this.client.listDocuments(run.applicant_id),
      this.client.listLivePhotos(run.applicant_id),
      this.client.listMotionCaptures(run.applicant_id),
    ]);
    const images: CapturedImage[] = [];
    // One plan at a time: the files are up to 10 MB each, and Onfido's rate limit counts every call.
    for (const plan of planCapturedImages(documents, livePhotos, motionCaptures, run.created_at)) {
      const front = await this.download(plan.front);
      const back = plan.back ? await this.download(plan.back) : null;
      const image = toCapturedImage(plan, front, back);
      if (image) images.push(image);
    }
    return images;
  }

  /** The previous session's applicant when there is one (a regenerated link), else a new applicant. */
  private async applicantFor(request: OpenSessionRequest): Promise<string> {
    if (request.previousReference && WORKFLOW_RUN_ID.test(request.previousReference)) {
      try {
        return (await this.client.findWorkflowRun(request.previousReference)).applicant_id;
      } catch (error) {
        // A run Onfido no longer has (deleted with its applicant) leaves nothing to reuse.
        if (!(error instanceof OnfidoRefusedError && error.status === 404)) throw error;
      }
    }
    return (await this.client.createApplicant(toApplicantBuilder(request.person))).id;
  }

  private download(file: FileRef): Promise<Buffer> {
    if (file.kind === 'document') return this.client.downloadDocument(file.id);
    if (file.kind === 'live_photo') return this.client.downloadLivePhoto(file.id);
    return this.client.downloadMotionCaptureFrame(file.id);
  }
}

/** A reference is a workflow run id; anything else was never handed out by this adapter. */
function runId(reference: string): string {
  if (!WORKFLOW_RUN_ID.test(reference)) throw new Error('Not an Onfido workflow run reference');
  return reference;
}
