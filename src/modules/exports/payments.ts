// The payments export: one row per payment out the integrator made in the period (the resource of GET /v1/payments),
// oldest first, with its amounts (USDC taken, USD fee and USD sent), the payment contact it paid and the beneficiary.
// Payments in are credits to a beneficiary's balance: they are in the balance movements export. Keyset pages on
// (created_at, id), the order of the payments_integrator_created index.
import { amountText } from '../../money.ts';
import type { CsvColumn } from './csv.ts';
import type { KeysetSource } from './keyset.ts';
import { beneficiaryNameSql, Binder, isoTime, type ExportScope } from './scope.ts';

interface PaymentExportRow {
  id: string;
  simulation_id: string;
  created_at: Date;
  updated_at: Date;
  cursor_at: string;
  status: string;
  failure_reason: string | null;
  beneficiary_id: string;
  integrator_beneficiary_id: string;
  beneficiary_name: string | null;
  payment_contact_id: string;
  payment_type: string;
  contact_name: string | null;
  contact_bank_name: string | null;
  description: string;
  amount: string;
  fees: string;
  total_amount: string;
}

const amount = (value: string): string => amountText(value);

export const paymentColumns: CsvColumn<PaymentExportRow>[] = [
  { header: 'id', value: (row) => row.id },
  { header: 'createdDate', value: (row) => isoTime(row.created_at) },
  { header: 'lastModifiedDate', value: (row) => isoTime(row.updated_at) },
  { header: 'status', value: (row) => row.status },
  { header: 'failureReason', value: (row) => row.failure_reason },
  { header: 'beneficiaryId', value: (row) => row.beneficiary_id },
  { header: 'integratorBeneficiaryId', value: (row) => row.integrator_beneficiary_id },
  { header: 'beneficiaryName', value: (row) => row.beneficiary_name },
  { header: 'paymentContactId', value: (row) => row.payment_contact_id },
  { header: 'paymentType', value: (row) => row.payment_type },
  { header: 'contactName', value: (row) => row.contact_name },
  { header: 'contactBankName', value: (row) => row.contact_bank_name },
  { header: 'description', value: (row) => row.description },
  { header: 'amountCurrency', value: () => 'USDC' },
  { header: 'amount', value: (row) => amount(row.amount), amount: true },
  { header: 'feesCurrency', value: () => 'USD' },
  { header: 'fees', value: (row) => amount(row.fees), amount: true },
  { header: 'totalAmountCurrency', value: () => 'USD' },
  { header: 'totalAmount', value: (row) => amount(row.total_amount), amount: true },
  { header: 'simulationId', value: (row) => row.simulation_id },
];

export function paymentSource(scope: ExportScope & { integratorId: string }): KeysetSource<PaymentExportRow> {
  return {
    page(after, limit) {
      const bind = new Binder();
      const conditions = [
        `p.integrator_id = ${bind.add(scope.integratorId)}`,
        `p.created_at >= ${bind.add(scope.from)}::timestamptz`,
        `p.created_at < ${bind.add(scope.to)}::timestamptz`,
      ];
      if (scope.beneficiaryId) conditions.push(`p.beneficiary_id = ${bind.add(scope.beneficiaryId)}::uuid`);
      if (after) conditions.push(`(p.created_at, p.id) > (${bind.add(after.at)}::timestamptz, ${bind.add(after.id)}::uuid)`);
      const sql = `SELECT p.id, p.simulation_id, p.created_at, p.updated_at, p.created_at::text AS cursor_at, p.status, p.failure_reason,
                          p.beneficiary_id, b.integrator_beneficiary_id, ${beneficiaryNameSql('b')} AS beneficiary_name,
                          p.payment_contact_id, c.payment_type, c.user_info ->> 'name' AS contact_name, c.bank_info ->> 'name' AS contact_bank_name,
                          p.description, p.amount::text, p.fees::text, p.total_amount::text
                     FROM payments p
                     JOIN beneficiaries b ON b.id = p.beneficiary_id
                     JOIN payment_contacts c ON c.id = p.payment_contact_id
                    WHERE ${conditions.join(' AND ')}
                    ORDER BY p.created_at, p.id LIMIT ${bind.add(limit)}`;
      return { sql, params: bind.values };
    },
    cursorOf: (row) => ({ at: row.cursor_at, id: row.id }),
  };
}
