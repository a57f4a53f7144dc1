// The transfers export: one row per transfer the integrator created in the period, oldest first, with its price as the
// API shows it (amounts exact, each with its currency) and the beneficiary it is for. Keyset pages on (created_at, id),
// the order of the transfers_integrator_created index (transfers_integrator_beneficiary with a beneficiary).
import { amountText, Decimal, formatAmount, RATE_DECIMALS } from '../../money.ts';
import type { CsvColumn } from './csv.ts';
import type { KeysetSource } from './keyset.ts';
import { beneficiaryNameSql, Binder, isoTime, type ExportScope } from './scope.ts';

interface TransferExportRow {
  id: string;
  simulation_id: string;
  created_at: Date;
  updated_at: Date;
  cursor_at: string;
  type: string;
  funding_source: string | null;
  status: string;
  status_reason: string | null;
  beneficiary_id: string;
  integrator_beneficiary_id: string;
  beneficiary_name: string | null;
  from_currency: string;
  from_value: string;
  to_currency: string;
  to_value: string;
  exchange_rate: string;
  integrator_fee: string;
  service_fee: string;
  taxes: string;
  effective_value: string;
  transaction_hash: string | null;
}

const amount = (value: string): string => amountText(value);

export const transferColumns: CsvColumn<TransferExportRow>[] = [
  { header: 'id', value: (row) => row.id },
  { header: 'createdDate', value: (row) => isoTime(row.created_at) },
  { header: 'lastModifiedDate', value: (row) => isoTime(row.updated_at) },
  { header: 'type', value: (row) => row.type },
  { header: 'fundingSource', value: (row) => row.funding_source },
  { header: 'status', value: (row) => row.status },
  { header: 'statusReason', value: (row) => row.status_reason },
  { header: 'beneficiaryId', value: (row) => row.beneficiary_id },
  { header: 'integratorBeneficiaryId', value: (row) => row.integrator_beneficiary_id },
  { header: 'beneficiaryName', value: (row) => row.beneficiary_name },
  { header: 'fromCurrency', value: (row) => row.from_currency },
  { header: 'fromValue', value: (row) => amount(row.from_value), amount: true },
  { header: 'toCurrency', value: (row) => row.to_currency },
  { header: 'toValue', value: (row) => amount(row.to_value), amount: true },
  { header: 'exchangeRate', value: (row) => new Decimal(row.exchange_rate).toFixed(RATE_DECIMALS), amount: true },
  // Fees, taxes and the converted value are in the source currency (contract section 4).
  { header: 'feeCurrency', value: (row) => row.from_currency },
  { header: 'totalFees', value: (row) => formatAmount(new Decimal(row.integrator_fee).plus(row.service_fee)), amount: true },
  { header: 'integratorFee', value: (row) => amount(row.integrator_fee), amount: true },
  { header: 'taxes', value: (row) => amount(row.taxes), amount: true },
  { header: 'effectiveTransactionValue', value: (row) => amount(row.effective_value), amount: true },
  { header: 'simulationId', value: (row) => row.simulation_id },
  { header: 'transactionHash', value: (row) => row.transaction_hash },
];

export function transferSource(scope: ExportScope & { integratorId: string }): KeysetSource<TransferExportRow> {
  return {
    page(after, limit) {
      const bind = new Binder();
      const conditions = [
        `t.integrator_id = ${bind.add(scope.integratorId)}`,
        `t.created_at >= ${bind.add(scope.from)}::timestamptz`,
        `t.created_at < ${bind.add(scope.to)}::timestamptz`,
      ];
      // Written as the index is (beneficiary_id::text), so a beneficiary's export reads only its own rows.
      if (scope.beneficiaryId) conditions.push(`t.beneficiary_id::text = ${bind.add(scope.beneficiaryId)}`);
      if (after) conditions.push(`(t.created_at, t.id) > (${bind.add(after.at)}::timestamptz, ${bind.add(after.id)}::uuid)`);
      const sql = `SELECT t.id, t.simulation_id, t.created_at, t.updated_at, t.created_at::text AS cursor_at, t.type, t.funding_source, t.status,
                          t.status_reason, t.beneficiary_id, b.integrator_beneficiary_id, ${beneficiaryNameSql('b')} AS beneficiary_name,
                          t.from_currency, t.from_value::text, t.to_currency, t.to_value::text, t.exchange_rate::text, t.integrator_fee::text,
                          t.service_fee::text, t.taxes::text, t.effective_value::text, t.transaction_hash
                     FROM transfers t JOIN beneficiaries b ON b.id = t.beneficiary_id
                    WHERE ${conditions.join(' AND ')}
                    ORDER BY t.created_at, t.id LIMIT ${bind.add(limit)}`;
      return { sql, params: bind.values };
    },
    cursorOf: (row) => ({ at: row.cursor_at, id: row.id }),
  };
}
