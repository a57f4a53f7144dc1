// The beneficiaries module's one door: what other modules, the routes, the app, the worker and the pages may use of it.
// Files inside the module import each other directly; everything outside imports only this file.
export { beneficiaryError } from './errors.ts';
export { BeneficiaryFileService } from './files.ts';
export { canonicalDocument } from './id-numbers.ts';
export { beneficiaryJobHandlers, kyxLinkExpiryJob, kyxPartnerResultJob, targetAccountValidationJob } from './jobs.ts';
export { KyxNotices } from './kyx-notices.ts';
export { KyxService, type PartnerResult, type VerificationRecord } from './kyx.ts';
export { screeningDecisions } from './screening-decisions.ts';
export { beneficiaryById, findBeneficiary, holderDocument, holderName, requireApproved, type Beneficiary, type BeneficiaryRow } from './model.ts';
export { kycNoticeRoutes } from './notice-routes.ts';
export { beneficiaryRoutes } from './routes.ts';
export {
  Beneficiary as BeneficiarySchema,
  BeneficiaryFile,
  BeneficiaryPage,
  BUSINESS_DOCUMENT_TYPES,
  BusinessDocumentsEventData,
  DocumentReviewBody,
  KyxPersonDocuments,
  KyxStep,
  LocalTargetAccount,
  VerificationRecord as VerificationRecordSchema,
  type CreateBeneficiaryInput,
} from './schemas.ts';
export { BeneficiaryService } from './service.ts';
export { LocalTargetAccountService } from './target-account.ts';
