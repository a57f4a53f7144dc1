// The identity-verification partner, behind the one small interface the KYX domain needs: open a data-acquisition
// session for one person (a link to share with them and a token for the partner's mobile SDK), and, once the person
// went through it, hand over the identity images the partner captured.

export type IdentityDocumentType = 'ID_CARD' | 'DRIVING_LICENSE' | 'SELFIE';
export type ImageFileType = 'jpg' | 'png';

export interface KycSession {
  /** The partner's own name for the session; its results and images are asked for by it. */
  reference: string;
  uploadLink: string;
  sdkToken: string;
  /** The identity documents the partner accepts in this session; null when it does not say. */
  acceptedDocs: IdentityDocumentType[] | null;
}

export interface CapturedImage {
  type: IdentityDocumentType;
  fileType: ImageFileType;
  front: Buffer;
  /** A selfie has no back. */
  back: Buffer | null;
}

export interface KycPartner {
  /** A new session for one person to verify; its link and token stop working at `expiresAt`. */
  openSession(request: { externalId: string; expiresAt: Date }): Promise<KycSession>;
  /** The images captured in a session that has a result. */
  capturedImages(reference: string): Promise<CapturedImage[]>;
}
