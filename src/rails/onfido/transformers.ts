// Onfido's shapes to Ponte's and back: the applicant and workflow run Ponte asks for, the session it hands the domain,
// a run's status as a result, a webhook payload as a notice, and which captured files make Ponte's identity images.
// Onfido's vocabulary (statuses, document types, sides) stops here. Anything unclear maps to PENDING, never APPROVED.
import {
  ID_NUMBER_MISMATCH,
  type CapturedImage,
  type IdentityDocumentType,
  type ImageFileType,
  type KycNotice,
  type KycResult,
  type KycSession,
  type PersonToVerify,
} from '../capabilities/kyc-partner.ts';
import { alpha3Of } from '../../countries.ts';
import type {
  OnfidoApplicantBuilder,
  OnfidoCheck,
  OnfidoReport,
  OnfidoDocument,
  OnfidoLivePhoto,
  OnfidoMotionCapture,
  OnfidoWorkflowRun,
  OnfidoWorkflowRunBuilder,
  OnfidoWorkflowRunLink,
} from './client.ts';

/** SDK tokens live 90 minutes whatever the link's expiry (onfido-sdk-ui README, "SDK authentication"). */
export const ONFIDO_SDK_TOKEN_LIFETIME_MS = 90 * 60_000;

export function toApplicantBuilder(person: PersonToVerify): OnfidoApplicantBuilder {
  const builder: OnfidoApplicantBuilder = { first_name: person.firstName, last_name: person.lastName };
  if (person.email) builder.email = person.email;
  if (person.dateOfBirth) builder.dob = person.dateOfBirth;
  if (person.country) {
    // Onfido's `country_codes` are ISO 3166-1 alpha-3; Ponte keeps alpha-2.
    const alpha3 = alpha3Of(person.country);
    if (!alpha3) throw new Error(`Not an ISO 3166-1 alpha-2 country code: ${person.country}`);
    builder.location = { country_of_residence: alpha3 };
  }
  // The declared number, so Onfido's document report compares the document's own number with it.
  if (person.idNumber) builder.id_numbers = [{ type: person.idNumber.kind === 'TAX_ID' ? 'tax_id' : 'identity_card', value: person.idNumber.value }];
  return builder;
}

export function toWorkflowRunBuilder(request: {
  applicantId: string;
  workflowId: string;
  externalId: string;
  expiresAt: Date;
  link?: Omit<OnfidoWorkflowRunLink, 'url' | 'expires_at'>;
}): OnfidoWorkflowRunBuilder {
  return {
    applicant_id: request.applicantId,
    workflow_id: request.workflowId,
    // Ponte's step id: it carries no personal data, and finds the run on Onfido's dashboard.
    customer_user_id: request.externalId,
    link: { ...request.link, expires_at: request.expiresAt.toISOString() },
  };
}

/** The session from a created run. The expiry is the one Onfido answered, which is what the link will honour. */
export function toKycSession(
  run: OnfidoWorkflowRun,
  sdkToken: string,
  asked: { expiresAt: Date; now: Date; acceptedDocs: IdentityDocumentType[] | null },
): KycSession {
  const url = run.link?.url;
  if (!url) throw new Error(`Onfido created workflow run ${run.id} without a link URL: does its workflow allow links?`);
  const answered = run.link?.expires_at ? new Date(run.link.expires_at) : null;
  const expiresAt = answered && !Number.isNaN(answered.getTime()) ? answered : asked.expiresAt;
  const tokenEnd = asked.now.getTime() + ONFIDO_SDK_TOKEN_LIFETIME_MS;
  return {
    reference: run.id,
    uploadLink: url,
    sdkToken,
    acceptedDocs: asked.acceptedDocs,
    expiresAt,
    sdkTokenExpiresAt: new Date(Math.min(expiresAt.getTime(), tokenEnd)),
  };
}

/**
 * A run's status as a result (`workflow_run_status`). approved and declined are decisions. review waits for Onfido's
 * reviewers; processing, awaiting_input and awaiting_client_input wait for Onfido or the person. abandoned (the person
 * left or the link expired) and error (the run failed on Onfido's side) end the run without judging the person: PENDING
 * with sessionOver, so the domain opens a new session instead of rejecting. Anything else is PENDING.
 */
export function toKycResult(run: OnfidoWorkflowRun): KycResult {
  const status = run.status ?? null;
  switch (status) {
    case 'approved':
      return { state: 'APPROVED' };
    case 'declined':
      return { state: 'REJECTED', reasons: (run.reasons ?? []).filter((reason) => typeof reason === 'string' && reason !== '') };
    case 'abandoned':
      return { state: 'PENDING', sessionOver: true, detail: 'abandoned' };
    case 'error': {
      const what = [run.error?.type, run.error?.message].filter(Boolean).join(': ');
      return { state: 'PENDING', sessionOver: true, detail: what ? `error: ${what}` : 'error' };
    }
    case 'review':
    case 'processing':
    case 'awaiting_input':
    case 'awaiting_client_input':
      return { state: 'PENDING', sessionOver: false, detail: status };
    default:
      return { state: 'PENDING', sessionOver: false, detail: `unknown status ${String(status)}` };
  }
}

/** The checks a run made: those of its applicant created since the run (a reused applicant keeps its earlier ones). */
export function checksOfRun(checks: OnfidoCheck[], runCreatedAt?: string): OnfidoCheck[] {
  const since = runCreatedAt ? Date.parse(runCreatedAt) : Number.NaN;
  return checks.filter((check) => Number.isNaN(since) || !check.created_at || Date.parse(check.created_at) >= since);
}

/**
 * Whether a completed document report says the document's number differs from the applicant's `id_numbers`: its
 * `breakdown.data_comparison.breakdown.document_numbers.result` is `consider`. `clear`, null or absent (the document
 * carries no number, or none was compared) say nothing against the person.
 */
export function documentNumberDiffers(report: OnfidoReport): boolean {
  if (!report.name.startsWith('document') || report.status !== 'complete') return false;
  return report.breakdown?.data_comparison?.breakdown?.document_numbers?.result === 'consider';
}

/**
 * The run's result once its document reports are read: a decision (approved or declined) whose document's number
 * differs from the declared one is REJECTED with that reason, whatever the workflow decided; anything else is the run's.
 */
export function withDocumentComparison(result: KycResult, reports: OnfidoReport[]): KycResult {
  if (result.state === 'PENDING' || !reports.some(documentNumberDiffers)) return result;
  const reasons = result.state === 'REJECTED' ? result.reasons : [];
  return { state: 'REJECTED', reasons: [...reasons, ID_NUMBER_MISMATCH] };
}

/**
 * A verified webhook body (`webhook_event`) as a notice, or null when it is not one. Only `payload.resource_type`,
 * `payload.action` and `payload.object.id` are read: the status it carries is not evidence of anything.
 */
export function toKycNotice(body: unknown): KycNotice | null {
  const payload = isRecord(body) && isRecord(body.payload) ? body.payload : null;
  const object = payload && isRecord(payload.object) ? payload.object : null;
  if (!payload || !object || typeof payload.resource_type !== 'string' || typeof payload.action !== 'string') return null;
  if (typeof object.id !== 'string' || object.id === '') return null;
  if (payload.resource_type === 'workflow_run') {
    return { action: payload.action === 'workflow_run.completed' ? 'COMPLETED' : 'PROGRESSED', reference: object.id };
  }
  if (payload.resource_type === 'workflow_task') {
    // A task's object is the task; its run is named beside it (`resource.workflow_run_id`, or on the object itself).
    const resource = isRecord(payload.resource) ? payload.resource : {};
    const runId = resource.workflow_run_id ?? object.workflow_run_id;
    if (typeof runId === 'string' && runId !== '') return { action: 'PROGRESSED', reference: runId };
  }
  return { action: 'UNRELATED', reference: null };
}

/** Onfido's identity documents that make Ponte's types; other kinds (visas, tax ids, statements) are not identity images. */
const DOCUMENT_TYPES: Record<string, IdentityDocumentType> = {
  national_identity_card: 'ID_CARD',
  residence_permit: 'ID_CARD',
  // A passport is a government photo identity document with one page that matters: an ID_CARD without a back.
  passport: 'ID_CARD',
  passport_card: 'ID_CARD',
  driving_licence: 'DRIVING_LICENSE',
};

export interface FileRef {
  kind: 'document' | 'live_photo' | 'motion_capture_frame';
  id: string;
}

/** Which files to download for one captured image. */
export interface ImagePlan {
  type: IdentityDocumentType;
  front: FileRef;
  back: FileRef | null;
}

/**
 * The files a run captured, as Ponte's images: per identity document type, its latest front (a document without a side
 * is a front) and latest back; as the SELFIE, the latest live photo, or else a frame of the latest motion capture (a
 * workflow with Onfido Motion records no live photo). Files older than the run are left out, since a reused applicant
 * keeps those of its earlier runs.
 */
export function planCapturedImages(
  documents: OnfidoDocument[],
  livePhotos: OnfidoLivePhoto[],
  motionCaptures: OnfidoMotionCapture[],
  runCreatedAt?: string,
): ImagePlan[] {
  const since = runCreatedAt ? Date.parse(runCreatedAt) : Number.NaN;
  const current = <T extends { created_at?: string }>(items: T[]): T[] =>
    items
      .filter((item) => Number.isNaN(since) || !item.created_at || Date.parse(item.created_at) >= since)
      .sort((a, b) => (Date.parse(a.created_at ?? '') || 0) - (Date.parse(b.created_at ?? '') || 0));

  const byKind = new Map<string, { front?: OnfidoDocument; back?: OnfidoDocument }>();
  for (const document of current(documents)) {
    if (!document.type || !DOCUMENT_TYPES[document.type]) continue;
    const sides = byKind.get(document.type) ?? {};
    if (document.side === 'back') sides.back = document;
    else sides.front = document;
    byKind.set(document.type, sides);
  }
  const plans: ImagePlan[] = [];
  for (const [kind, sides] of byKind) {
    const type = DOCUMENT_TYPES[kind];
    if (!type || !sides.front) continue;
    plans.push({
      type,
      front: { kind: 'document', id: sides.front.id },
      back: sides.back ? { kind: 'document', id: sides.back.id } : null,
    });
  }
  const photo = current(livePhotos).at(-1);
  const motion = current(motionCaptures).at(-1);
  if (photo) plans.push({ type: 'SELFIE', front: { kind: 'live_photo', id: photo.id }, back: null });
  else if (motion) plans.push({ type: 'SELFIE', front: { kind: 'motion_capture_frame', id: motion.id }, back: null });
  return plans;
}

/** The file type from the bytes themselves: Onfido's `file_type` is free text, and a PDF or HEIC is no image here. */
export function imageFileType(bytes: Buffer): ImageFileType | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  return null;
}

/** A planned image once downloaded; null when its front is not a JPEG or PNG. A back of another format is dropped. */
export function toCapturedImage(plan: ImagePlan, front: Buffer, back: Buffer | null): CapturedImage | null {
  const fileType = imageFileType(front);
  if (!fileType) return null;
  // One fileType describes both sides, so a back in another format cannot be carried.
  const keptBack = back && imageFileType(back) === fileType ? back : null;
  return { type: plan.type, fileType, front, back: keptBack };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
