// The beneficiaries module's error codes: beneficiaries, their verification (KYX) and its links, business documents,
// and the local account an off-ramp pays out to.
import { defineErrors } from '../../errors.ts';

export const beneficiaryError = defineErrors({
  'beneficiary.not_found': ['not_found', 'Beneficiary not found.'],
  'beneficiary.conflict': ['conflict', 'This integratorBeneficiaryId is already used by another beneficiary.'],
  'beneficiary.not_approved': ['precondition_failed', 'The beneficiary is not approved yet: its verification must be completed first.'],
  'beneficiary.not_business': ['precondition_failed', 'Only a BUSINESS beneficiary takes business documents.'],
  'beneficiary.target_account_not_valid': [
    'precondition_failed',
    "An OFF_RAMP pays out to the beneficiary's localTargetAccount, which must be VALID: a PIX key in BR, a bank account or a Bre-B key in CO.",
  ],
  'kyx.not_completed': ['precondition_failed', 'The beneficiary has not completed verification yet.'],
  'kyx_step.not_found': ['not_found', 'Verification step not found.'],
  'kyx_step.not_regenerable': ['precondition_failed', 'This step no longer waits for the person, so its link cannot be regenerated.'],
  'kyx_link.not_found': ['not_found', 'This upload link does not exist.'],
  'kyx.link_replaced': ['gone', 'This upload link was replaced by a newer one.'],
  'kyx.link_expired': ['gone', 'This upload link has expired.'],
  'kyx.verification_closed': ['gone', 'This verification is already closed.'],
  'verification.unavailable': ['unavailable', 'The verification partner could not be reached; retry shortly.'],
  'beneficiary_file.not_found': ['not_found', 'Business document not found.'],
  'beneficiary_file.reason_required': ['invalid', 'A refused document needs the reason the integrator is told.'],
  'beneficiary_file.already_reviewed': ['conflict', 'This document was already reviewed; a decision is final until a new upload of its type.'],
  'beneficiary_file.review_closed': ['precondition_failed', "The beneficiary's verification is closed: its documents are no longer reviewed."],
  'upload.too_large': ['too_large', 'The file is larger than 10 MB.'],
  'upload.unsupported_type': ['unsupported_type', 'The file is not a PDF, JPEG or PNG.'],
});
