// Owns beneficiaries: their creation (checked and screened against the sanctions lists, then stored with their
// verification record, and a review when a name matched, in one transaction, with the first BENEFICIARY_KYC), reading
// one, and the list, always within the calling integrator.
import { randomUUID } from 'node:crypto';
import { isUniqueViolation, maybeOne, one, type Db } from '../../db/index.ts';
import { isoText, listPage, type ListRequest, type ListResource, type Page } from '../../db/lists.ts';
import { type IntegratorService, integratorError } from '../integrators/index.ts';
import { openReview, type Screener } from '../screening/index.ts';
import { beneficiaryBalance, type BeneficiaryBalance } from '../ledger/index.ts';
import type { KyxService } from './kyx.ts';
import { peopleToVerify } from './kyx-people.ts';
import { findBeneficiary, toBeneficiary, type Beneficiary, type BeneficiaryRow } from './model.ts';
import type { CreateBeneficiaryInput } from './schemas.ts';
import { checkBeneficiary } from './validation.ts';
import { beneficiaryError } from './errors.ts';
import { hasEndpointFor } from '../webhooks/index.ts';

/** person and business are jsonb, so any path below them filters; the common ones are indexed expressions. */
export const beneficiaryList: ListResource = {
  from: 'beneficiaries b',
  idColumn: 'b.id',
  columns: {
    id: { text: 'b.id::text', order: 'b.id' },
    integratorId: { text: 'b.integrator_id::text', order: 'b.integrator_id' },
    integratorBeneficiaryId: { text: 'b.integrator_beneficiary_id' },
    type: { text: 'b.type' },
    country: { text: 'b.country' },
    status: { text: 'b.status' },
    kycVerified: { text: 'b.kyc_verified::text', order: 'b.kyc_verified' },
    rejectionReason: { text: 'b.rejection_reason' },
    'person.firstName': { text: "(b.person ->> 'firstName')" },
    'person.lastName': { text: "(b.person ->> 'lastName')" },
    'person.idNumber': { text: "(b.person ->> 'idNumber')" },
    'business.legalName': { text: "(b.business ->> 'legalName')" },
    'business.taxId': { text: "(b.business ->> 'taxId')" },
    'localTargetAccount.status': { text: 'b.target_account_status' },
    'localTargetAccount.message': { text: 'b.target_account_message' },
    createdDate: { text: isoText('b.created_at'), order: 'b.created_at' },
    lastModifiedDate: { text: isoText('b.updated_at'), order: 'b.updated_at' },
  },
  jsonColumns: { person: 'b.person', business: 'b.business', localTargetAccount: 'b.target_account' },
};

export class BeneficiaryService {
  constructor(
    private readonly db: Db,
    private readonly integrators: IntegratorService,
    private readonly kyx: KyxService,
    private readonly screener: Screener,
  ) {}

  async create(integratorId: string, input: CreateBeneficiaryInput): Promise<Beneficiary> {
    const beneficiary = checkBeneficiary(input);
    // Verification results and links reach the integrator only by callback: some webhook endpoint must take them.
    if (!(await hasEndpointFor(this.db, integratorId, 'BENEFICIARY_KYC'))) throw integratorError('callback_url.not_set');
    // Screened before anything is opened at the partner or written: in memory, so no outside call waits on a lock.
    const screening = this.screener.screenBeneficiary(beneficiary);
    const steps = await this.kyx.prepareSteps(peopleToVerify(beneficiary));
    const row = await this.db.transaction(async (tx) => {
      const created = await one<BeneficiaryRow>(
        tx,
        `INSERT INTO beneficiaries (id, integrator_id, integrator_beneficiary_id, type, country, person, business)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`,
        [
          randomUUID(),
          integratorId,
          beneficiary.integratorBeneficiaryId,
          beneficiary.type,
          beneficiary.country,
          beneficiary.person ?? null,
          beneficiary.business ?? null,
        ],
      ).catch((error: unknown) => {
        if (isUniqueViolation(error, 'beneficiaries_integrator_reference')) throw beneficiaryError('beneficiary.conflict');
        throw error;
      });
      await this.kyx.start(tx, created, steps);
      // A match holds the beneficiary in PENDING for an operator's review (modules/screening), from its first moment.
      if (screening) await openReview(tx, { integratorId, beneficiaryId: created.id }, screening);
      return created;
    });
    return toBeneficiary(row);
  }

  /** The beneficiary with `integratorBeneficiaryId` made at or after `since`, if any: what a create that died unanswered made. */
  async createdSince(integratorId: string, integratorBeneficiaryId: string, since: Date): Promise<Beneficiary | undefined> {
    const row = await maybeOne<BeneficiaryRow>(
      this.db,
      'SELECT * FROM beneficiaries WHERE integrator_beneficiary_id = $1 AND integrator_id = $2 AND created_at >= $3',
      [integratorBeneficiaryId, integratorId, since],
    );
    return row && toBeneficiary(row);
  }

  async get(integratorId: string, id: string): Promise<Beneficiary> {
    return toBeneficiary(await findBeneficiary(this.db, integratorId, id));
  }

  /** The beneficiary's USDC wallet, derived from the ledger: now, or as of `asOf` (an instant parseAsOf checked). */
  async balances(integratorId: string, id: string, asOf?: string): Promise<BeneficiaryBalance> {
    return beneficiaryBalance(this.db, (await findBeneficiary(this.db, integratorId, id)).id, asOf);
  }

  list(integratorId: string, request: ListRequest): Promise<Page<Beneficiary>> {
    return listPage(this.db, beneficiaryList, request, { column: 'b.integrator_id', value: integratorId }, 'b.*', toBeneficiary);
  }
}
