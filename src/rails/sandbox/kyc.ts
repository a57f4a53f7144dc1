// The sandbox verification partner. It serves its upload links from this service (GET on a link approves the step,
// `?result=REJECTED` rejects it: see the beneficiaries module's sandbox route), its SDK tokens are random, and the
// images it "captured" are the same sample ID card and selfie for everyone. Its results arrive through its own link,
// never by a notice: it sends none, refuses any, and has no result to read back.
import { randomBytes } from 'node:crypto';
import { randomSecret } from '../../crypto.ts';
import {
  KycNoticeRejectedError,
  type CapturedImage,
  type KycCapability,
  type KycNotice,
  type KycPartner,
  type KycResult,
  type KycSession,
  type OpenSessionRequest,
} from '../capabilities/kyc-partner.ts';
import { solidPng } from './sample-images.ts';

/** Where the sandbox partner's upload links live, outside /v1: a beneficiary opens them in a browser. */
export const SANDBOX_KYC_LINK_PATH = '/sandbox/kyx';

export const SANDBOX_KYC_CAPABILITIES = ['HOSTED_LINK', 'SDK_TOKEN', 'LINK_EXPIRY', 'CAPTURED_IMAGES'] as const satisfies readonly KycCapability[];

export class SandboxKycPartner implements KycPartner {
  readonly capabilities = SANDBOX_KYC_CAPABILITIES;

  constructor(private readonly publicBaseUrl: string) {}

  async openSession(request: OpenSessionRequest): Promise<KycSession> {
    // The reference is the link's secret part: whoever holds the link can finish the session, as with a real partner.
    const reference = randomBytes(24).toString('base64url');
    return {
      reference,
      uploadLink: `${this.publicBaseUrl}${SANDBOX_KYC_LINK_PATH}/${reference}`,
      sdkToken: randomSecret('sbx_sdk_'),
      acceptedDocs: ['ID_CARD', 'DRIVING_LICENSE'],
      // The sandbox grants exactly what was asked, to the link and the token alike.
      expiresAt: request.expiresAt,
      sdkTokenExpiresAt: request.expiresAt,
    };
  }

  verifyWebhook(): KycNotice {
    throw new KycNoticeRejectedError('The sandbox verification partner sends no notices');
  }

  /** Nothing to read back: the sandbox's result is the opening of its link, recorded as it happens. */
  async result(): Promise<KycResult> {
    return { state: 'PENDING', sessionOver: false };
  }

  async capturedImages(): Promise<CapturedImage[]> {
    return [
      { type: 'ID_CARD', fileType: 'png', front: solidPng(8, 5, [40, 90, 160]), back: solidPng(8, 5, [150, 150, 150]) },
      { type: 'SELFIE', fileType: 'png', front: solidPng(4, 4, [220, 180, 150]), back: null },
    ];
  }
}
