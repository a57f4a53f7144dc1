// The identity-verification partner, behind the interface the KYX domain needs, in Ponte's words only: open a session
// for one person (a hosted link to share with them and a token for the partner's SDK, each with the expiry the partner
// really granted), establish that a notice the partner sent is authentic, read a session's outcome back, and, once
// the person went through it, hand over the identity images the partner captured. The sandbox partner
// (rails/sandbox/kyc.ts) and Onfido (rails/onfido/) implement it; a Jumio adapter needs nothing more (rails/onfido/NOTES.md).
import type { IncomingHttpHeaders } from 'node:http';

export type IdentityDocumentType = 'ID_CARD' | 'DRIVING_LICENSE' | 'SELFIE';
export type ImageFileType = 'jpg' | 'png';

export interface CapturedImage {
  type: IdentityDocumentType;
  fileType: ImageFileType;
  front: Buffer;
  /** A selfie has no back. */
  back: Buffer | null;
}

/** The person a session verifies, as Ponte holds them. A partner sends on what it uses and ignores the rest. */
export interface PersonToVerify {
  firstName: string;
  lastName: string;
  email?: string | undefined;
  /** YYYY-MM-DD. */
  dateOfBirth?: string | undefined;
  /** ISO 3166-1 alpha-2, as Ponte stores countries (a partner converts to its own code). */
  country?: string | undefined;
  /**
   * The identity number the person was declared with (canonical: no separators), so the partner can match the document
   * to it: a Brazilian CPF is a TAX_ID, a Colombian CC or CE an IDENTITY_CARD. A document number: never logged.
   */
  idNumber?: { kind: 'TAX_ID' | 'IDENTITY_CARD'; value: string } | undefined;
}

export interface OpenSessionRequest {
  /** Ponte's id for what is verified (the KYX step): no personal data, safe to hand the partner as its reference. */
  externalId: string;
  person: PersonToVerify;
  /** When the link (and, where the partner allows, the SDK token) should stop working. */
  expiresAt: Date;
  /**
   * The reference of the session this one replaces (a regenerated link), so a partner that keeps a person record can
   * reuse it instead of creating a second one for the same person. Absent for a step's first session.
   */
  previousReference?: string | undefined;
}

export interface KycSession {
  /** The partner's own name for the session; its results and images are asked for by it. */
  reference: string;
  uploadLink: string;
  sdkToken: string;
  /** The identity documents the partner accepts in this session; null when it does not say. */
  acceptedDocs: IdentityDocumentType[] | null;
  /** When the upload link stops working, as the partner answered (it may differ from what was asked). */
  expiresAt: Date;
  /**
   * When the SDK token stops working. Onfido's SDK tokens live 90 minutes whatever the link's expiry; Jumio's live as
   * long as the link. A client that starts the SDK after this needs a new session.
   */
  sdkTokenExpiresAt: Date;
}

/** The reason a partner's result carries when the document's number differs from the declared idNumber. */
export const ID_NUMBER_MISMATCH = "The identity document's number does not match the declared idNumber";

/**
 * What the partner concluded about a session, read back from it (never taken from a notice's body).
 * PENDING covers everything that is not a decision about the person. `sessionOver` says whether waiting is useless:
 * the session ended without a decision (the person abandoned it, its link expired, the partner failed), so only a new
 * session can produce one. Rejecting on those would close the beneficiary for something the person was never judged on.
 */
export type KycResult =
  | { state: 'APPROVED' }
  | { state: 'REJECTED'; reasons: string[] }
  | { state: 'PENDING'; sessionOver: boolean; detail?: string | undefined };

/**
 * A notice the partner sent about one of its sessions, once its origin is established. It only says "read this
 * session back": its body's status is never trusted. UNRELATED: authentic, but about nothing a session tracks
 * (acknowledge it and do nothing).
 */
export type KycNotice = { action: 'COMPLETED' | 'PROGRESSED'; reference: string } | { action: 'UNRELATED'; reference: null };

/** What the receiving route knows of an incoming notice besides its bytes. */
export interface NoticeContext {
  /** The connected peer's address: a partner whose callbacks are unsigned (Jumio) is recognised by its address list. */
  remoteAddress?: string | undefined;
}

/** The notice was refused: not from the partner, altered, or not a notice at all. The route answers 401 and logs nothing of it. */
export class KycNoticeRejectedError extends Error {
  override readonly name = 'KycNoticeRejectedError';
}

/** What a partner can do; the domain checks these rather than the partner's name. */
export const KYC_CAPABILITIES = [
  /** A hosted web flow the person opens from a link. */
  'HOSTED_LINK',
  /** A token for the partner's mobile or web SDK. */
  'SDK_TOKEN',
  /** The link's expiry is set per session (Onfido: an instant; Jumio: a lifetime of 5 minutes to 60 days). */
  'LINK_EXPIRY',
  /**
   * It tells Ponte when a session changed by a notice to POST /webhooks/kyc (verifyWebhook, then result). Without it,
   * results arrive otherwise (the sandbox's own link) and the route is not served.
   */
  'NOTICES',
  /** Its notices carry a signature checked with a shared secret; without this, only the read back is evidence. */
  'SIGNED_NOTICES',
  /** A rejection comes with the partner's reasons. */
  'REJECTION_REASONS',
  /** The identity images it captured can be downloaded after a decision. */
  'CAPTURED_IMAGES',
  /** A regenerated session reuses the partner's record of the person (`previousReference`). */
  'PERSON_REUSE',
] as const;
export type KycCapability = (typeof KYC_CAPABILITIES)[number];

export interface KycPartner {
  readonly capabilities: readonly KycCapability[];
  /** A new session for one person; its link and token stop working at the returned expiries. */
  openSession(request: OpenSessionRequest): Promise<KycSession>;
  /**
   * Establishes that a notice came from the partner, on the exact bytes received (before any JSON parsing), and says
   * which session to read back. Throws KycNoticeRejectedError when it cannot be established.
   */
  verifyWebhook(rawBody: Buffer, headers: IncomingHttpHeaders, context?: NoticeContext): KycNotice;
  /** The session's outcome, read from the partner. An unknown partner status is PENDING, never APPROVED. */
  result(reference: string): Promise<KycResult>;
  /** The identity images captured in a session that has a result. */
  capturedImages(reference: string): Promise<CapturedImage[]>;
}
