// Owns payment contacts: the external US bank accounts a beneficiary pays out to and receives USD from. A contact is
// checked field by field (the routing number's check digit, ISO countries, US states and ZIP codes), belongs to one
// approved beneficiary of the integrator, is screened against the sanctions lists at its creation, and is read and
// listed only within that integrator.
import { randomUUID } from 'node:crypto';
import { type Db, maybeOneByUuid, one, type Queryable } from '../../db/index.ts';
import { isoText, listPage, type ListRequest, type ListResource, type Page } from '../../db/lists.ts';
import { routingNumberError } from '../../rails/usd/routing-number.ts';
import { findBeneficiary, requireApproved } from '../beneficiaries/index.ts';
import { openReview, type Screener } from '../screening/index.ts';
import { US_STATES, ZIP_PATTERN, type CreatePaymentContactInput, type PaymentContactBody } from './schemas.ts';
import { paymentError } from './errors.ts';
import { type FieldError, validationError } from '../../errors.ts';
import { isCountryCode } from '../../countries.ts';

const STATES = new Set(US_STATES);
const ZIP = new RegExp(ZIP_PATTERN);

export interface PaymentContactRow {
  id: string;
  integrator_id: string;
  beneficiary_id: string;
  payment_type: PaymentContactBody['paymentType'];
  bank_info: PaymentContactBody['bankInfo'];
  user_info: PaymentContactBody['userInfo'];
  created_at: Date;
  updated_at: Date;
}

export function toPaymentContact(row: PaymentContactRow): PaymentContactBody {
  return {
    id: row.id,
    integratorId: row.integrator_id,
    beneficiaryId: row.beneficiary_id,
    paymentType: row.payment_type,
    bankInfo: row.bank_info,
    userInfo: row.user_info,
    createdDate: row.created_at.toISOString(),
    lastModifiedDate: row.updated_at.toISOString(),
  };
}

/** What a JSON schema cannot say about an address: a real country and, in the US, a real state and ZIP code. */
function addressErrors(path: string, address: { state: string; postalCode: string; country: string }): FieldError[] {
  if (!isCountryCode(address.country)) return [{ path: `${path}/country`, message: 'is not an ISO 3166-1 alpha-2 country code' }];
  if (address.country !== 'US') return [];
  return [
    ...(STATES.has(address.state) ? [] : [{ path: `${path}/state`, message: 'must be a two-letter US state code, such as NY' }]),
    ...(ZIP.test(address.postalCode) ? [] : [{ path: `${path}/postalCode`, message: 'must be a US ZIP code: 5 digits, or ZIP+4' }]),
  ];
}

/** 400 validation.failed naming every field that is wrong. */
export function checkPaymentContact(input: CreatePaymentContactInput): void {
  const routing = routingNumberError(input.userInfo.routingKey);
  const errors = [
    ...(input.bankInfo.country === 'US' ? [] : [{ path: '/bankInfo/country', message: 'must be US: the bank is named by an ABA routing number' }]),
    ...addressErrors('/bankInfo', input.bankInfo),
    ...addressErrors('/userInfo', input.userInfo),
    ...(routing === undefined ? [] : [{ path: '/userInfo/routingKey', message: routing }]),
  ];
  if (errors.length > 0) throw validationError(errors);
}

/** One of the integrator's payment contacts; anything else (another integrator's, or none) is the same 404. */
export async function findPaymentContact(db: Queryable, integratorId: string, id: string): Promise<PaymentContactRow> {
  const row = await maybeOneByUuid<PaymentContactRow>(db, 'SELECT * FROM payment_contacts WHERE id = $1 AND integrator_id = $2', [id, integratorId]);
  if (!row) throw paymentError('payment_contact.not_found');
  return row;
}

/** bankInfo and userInfo are jsonb, so any path below them filters. */
export const paymentContactList: ListResource = {
  from: 'payment_contacts c',
  idColumn: 'c.id',
  columns: {
    id: { text: 'c.id::text', order: 'c.id' },
    integratorId: { text: 'c.integrator_id::text', order: 'c.integrator_id' },
    beneficiaryId: { text: 'c.beneficiary_id::text', order: 'c.beneficiary_id' },
    paymentType: { text: 'c.payment_type' },
    'userInfo.name': { text: "(c.user_info ->> 'name')" },
    'bankInfo.name': { text: "(c.bank_info ->> 'name')" },
    createdDate: { text: isoText('c.created_at'), order: 'c.created_at' },
    lastModifiedDate: { text: isoText('c.updated_at'), order: 'c.updated_at' },
  },
  jsonColumns: { bankInfo: 'c.bank_info', userInfo: 'c.user_info' },
};

export class PaymentContactService {
  constructor(
    private readonly db: Db,
    private readonly screener: Screener,
  ) {}

  /** A contact whose holder's name matches a sanctions list is created all the same, held by a review: it cannot be paid until cleared. */
  async create(integratorId: string, input: CreatePaymentContactInput): Promise<PaymentContactBody> {
    checkPaymentContact(input);
    requireApproved(await findBeneficiary(this.db, integratorId, input.beneficiaryId));
    const screening = this.screener.screenContact(input.userInfo);
    const row = await this.db.transaction(async (tx) => {
      const created = await one<PaymentContactRow>(
        tx,
        `INSERT INTO payment_contacts (id, integrator_id, beneficiary_id, payment_type, bank_info, user_info)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
        [randomUUID(), integratorId, input.beneficiaryId, input.paymentType, input.bankInfo, input.userInfo],
      );
      if (screening) await openReview(tx, { integratorId, paymentContactId: created.id }, screening);
      return created;
    });
    return toPaymentContact(row);
  }

  async get(integratorId: string, id: string): Promise<PaymentContactBody> {
    return toPaymentContact(await findPaymentContact(this.db, integratorId, id));
  }

  list(integratorId: string, request: ListRequest): Promise<Page<PaymentContactBody>> {
    return listPage(this.db, paymentContactList, request, { column: 'c.integrator_id', value: integratorId }, 'c.*', toPaymentContact);
  }
}
