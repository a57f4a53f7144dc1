// Owns payments in: each approved beneficiary's USD receiving account (an account number of its own at the service's
// bank, given out on first request and never changed), and the USD that arrives there. Money is accepted only from
// one of the beneficiary's payment contacts, and credited 1:1 as USDC; from anyone else it is refused and nothing is
// credited. Either way a PAYMENT_IN event says what happened, in the transaction that records it.
//
// The books (accounts of src/modules/ledger/service.ts), for a payment in of `amount` USD:
//   Dr rail_cash USD / Cr fx_position USD      the USD arrived at the service's bank and was converted out of USD
//   Dr fx_position USDC / Cr beneficiary_wallet USDC   ...into USDC, owed to the beneficiary
// No fee is charged on a payment in.
import { randomUUID } from 'node:crypto';
import { type Db, maybeOne, maybeOneByUuid, one, type Queryable } from '../../db/index.ts';
import { isoText, listPage, type ListRequest, type ListResource, type Page } from '../../db/lists.ts';
import { amountText, parseAmount } from '../../money.ts';
import { requireRail } from '../../rails/capabilities/errors.ts';
import type { RecordArrival } from '../../rails/capabilities/statement.ts';
import type { UsdBank } from '../../rails/capabilities/usd-bank.ts';
import { findBeneficiary, holderName, requireApproved } from '../beneficiaries/index.ts';
import { beneficiaryWallet, post, railCash } from '../ledger/index.ts';
import { emitEvent, jsonNumber } from '../webhooks/index.ts';
import { paymentError } from './errors.ts';
import { checkPaymentLimits, PAYMENT_PRICING, type PaymentPricing } from './pricing.ts';
import type { PaymentInInput, PaymentInResult, ReceivingInstructionsBody } from './schemas.ts';

export const UNKNOWN_SENDER = "The sender is not one of the beneficiary's payment contacts.";

interface PaymentInRow {
  id: string;
  integrator_id: string;
  beneficiary_id: string;
  payment_contact_id: string;
  amount: string;
  status: PaymentInResult['status'];
  failure_reason: string | null;
  created_at: Date;
}

interface ReceivingAccountRow {
  account_number: string;
  reference: string;
}

function toPaymentIn(row: PaymentInRow): PaymentInResult {
  return {
    id: row.id,
    beneficiaryId: row.beneficiary_id,
    paymentContactId: row.payment_contact_id,
    amount: { currencyCode: 'USD', value: amountText(row.amount) },
    status: row.status,
    failureReason: row.failure_reason,
    createdDate: row.created_at.toISOString(),
  };
}

/** The beneficiary's account, given out the first time it is asked for; two first requests at once get the same. */
async function receivingAccount(db: Queryable, beneficiaryId: string): Promise<ReceivingAccountRow> {
  const select = 'SELECT account_number, reference FROM payment_receiving_accounts WHERE beneficiary_id = $1';
  const existing = await maybeOne<ReceivingAccountRow>(db, select, [beneficiaryId]);
  if (existing) return existing;
  // 12 digits: 8100 and the sequence number. The reference repeats the number in a form people can read out.
  await db.query(
    `INSERT INTO payment_receiving_accounts (beneficiary_id, account_number, reference)
     SELECT $1, '8100' || lpad(n::text, 8, '0'), 'PONTE-' || lpad(n::text, 8, '0') FROM (SELECT nextval('payment_receiving_account_numbers') AS n) s
     ON CONFLICT (beneficiary_id) DO NOTHING`,
    [beneficiaryId],
  );
  return one<ReceivingAccountRow>(db, select, [beneficiaryId]);
}

/** The field paths of a payment in, for the dashboard's list (contract section 5's filters and sort). */
export const paymentInList: ListResource = {
  from: 'payments_in i',
  idColumn: 'i.id',
  columns: {
    id: { text: 'i.id::text', order: 'i.id' },
    beneficiaryId: { text: 'i.beneficiary_id::text', order: 'i.beneficiary_id' },
    paymentContactId: { text: 'i.payment_contact_id' },
    'amount.currencyCode': { text: "'USD'" },
    'amount.value': { text: 'i.amount::text', order: 'i.amount' },
    status: { text: 'i.status' },
    failureReason: { text: 'i.failure_reason' },
    createdDate: { text: isoText('i.created_at'), order: 'i.created_at' },
  },
};

export class PaymentInService {
  constructor(
    private readonly db: Db,
    private readonly bank: UsdBank | undefined,
    private readonly pricing: PaymentPricing = PAYMENT_PRICING,
  ) {}

  list(integratorId: string, request: ListRequest): Promise<Page<PaymentInResult>> {
    return listPage(this.db, paymentInList, request, { column: 'i.integrator_id', value: integratorId }, 'i.*', toPaymentIn);
  }

  /** One of the integrator's payments in; another integrator's, or none, is the same 404 (payment.not_found). */
  async get(integratorId: string, id: string): Promise<PaymentInResult> {
    const row = await maybeOneByUuid<PaymentInRow>(this.db, 'SELECT * FROM payments_in WHERE id = $1 AND integrator_id = $2', [id, integratorId]);
    if (!row) throw paymentError('payment.not_found');
    return toPaymentIn(row);
  }

  async instructions(integratorId: string, beneficiaryId: string): Promise<ReceivingInstructionsBody> {
    const beneficiary = requireApproved(await findBeneficiary(this.db, integratorId, beneficiaryId));
    const account = await receivingAccount(this.db, beneficiary.id);
    const { bankName, bankAddress, routingNumber } = requireRail(this.bank, 'The US bank').receivingBank;
    return {
      beneficiaryId: beneficiary.id,
      currency: 'USD',
      bankName,
      bankAddress,
      routingNumber,
      accountNumber: account.account_number,
      accountType: 'CHECKING',
      accountHolderName: holderName(beneficiary),
      reference: account.reference,
    };
  }

  /**
   * USD arrived for a beneficiary from `paymentContactId` (told by the bank; in the sandbox, by its payment-in tool):
   * credited if that is one of its contacts, refused otherwise (the bank sends it back: it never reaches the account).
   * `atRail` is the bank's own record of money it took in, where the bank keeps it here (the sandbox's).
   */
  async receive(integratorId: string, input: PaymentInInput, atRail?: RecordArrival): Promise<PaymentInResult> {
    const amount = parseAmount(input.amount, '/amount');
    const beneficiary = requireApproved(await findBeneficiary(this.db, integratorId, input.beneficiaryId));
    checkPaymentLimits(this.pricing, amount, 'USD');
    return this.db.transaction(async (tx) => {
      const sender = await maybeOneByUuid<{ id: string }>(tx, 'SELECT id FROM payment_contacts WHERE id = $1 AND beneficiary_id = $2 AND integrator_id = $3', [
        input.paymentContactId,
        beneficiary.id,
        integratorId,
      ]);
      const id = randomUUID();
      const received = await one<PaymentInRow>(
        tx,
        `INSERT INTO payments_in (id, integrator_id, beneficiary_id, payment_contact_id, amount, status, failure_reason)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`,
        [id, integratorId, beneficiary.id, input.paymentContactId, amount, sender ? 'COMPLETED' : 'REJECTED', sender ? null : UNKNOWN_SENDER],
      );
      if (sender) {
        await post(tx, {
          description: 'Payment in credited',
          reference: `payment_in:${id}`,
          postings: [
            { account: railCash('usd-bank'), direction: 'DEBIT', amount },
            { account: { kind: 'fx_position', currency: 'USD' }, direction: 'CREDIT', amount },
            { account: { kind: 'fx_position', currency: 'USDC' }, direction: 'DEBIT', amount },
            { account: beneficiaryWallet(beneficiary.id), direction: 'CREDIT', amount },
          ],
        });
        await atRail?.(tx, { reference: `payment_in:${id}`, amount, currency: 'USD' });
      }
      const body = toPaymentIn(received);
      await emitEvent(tx, {
        integratorId,
        operation: 'PAYMENT_IN',
        resourceId: id,
        beneficiaryId: beneficiary.id,
        success: sender !== undefined,
        message: received.failure_reason,
        data: { ...body, amount: { ...body.amount, value: jsonNumber(body.amount.value) } },
      });
      return body;
    });
  }
}
