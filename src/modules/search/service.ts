// Owns "find any id or reference" for an integrator (the dashboard's search box): one string looked up, within the
// integrator's own resources only, as each kind of id Ponte gives out (transfers, simulations, beneficiaries,
// payments, payment contacts, payments in, events, request ids) and as the references others give (a PIX txid or
// end-to-end id, a chain transaction hash, a payout or bank deposit reference, the integrator's own beneficiary
// reference, a receiving account's reference). Each match says what it is and how it matched.
import { isUuid, type Queryable } from '../../db/index.ts';

export type SearchKind = 'transfer' | 'simulation' | 'beneficiary' | 'payment' | 'payment_simulation' | 'payment_contact' | 'payment_in' | 'event' | 'request';

export interface SearchMatch {
  kind: SearchKind;
  id: string;
  /** How the text matched: `id`, `simulation id`, `PIX txid`... */
  matched: string;
  /** The transfer or payment a simulation became, when it did. */
  becameId: string | null;
}

/** Our ids, all uuids; $2 is the integrator. A text that is no uuid is never cast, so it cannot fail a query. */
const BY_UUID = `
  SELECT 'transfer' AS kind, id::text AS id, 'id' AS matched, NULL AS became FROM transfers WHERE id = $1::text::uuid AND integrator_id = $2
  UNION ALL SELECT 'simulation', s.id::text, 'id', (SELECT t.id::text FROM transfers t WHERE t.simulation_id = s.id) FROM simulations s WHERE s.id = $1::text::uuid AND s.integrator_id = $2
  UNION ALL SELECT 'beneficiary', id::text, 'id', NULL FROM beneficiaries WHERE id = $1::text::uuid AND integrator_id = $2
  UNION ALL SELECT 'payment', id::text, 'id', NULL FROM payments WHERE id = $1::text::uuid AND integrator_id = $2
  UNION ALL SELECT 'payment_simulation', s.id::text, 'id', (SELECT p.id::text FROM payments p WHERE p.simulation_id = s.id) FROM payment_simulations s WHERE s.id = $1::text::uuid AND s.integrator_id = $2
  UNION ALL SELECT 'payment_contact', id::text, 'id', NULL FROM payment_contacts WHERE id = $1::text::uuid AND integrator_id = $2
  UNION ALL SELECT 'payment_in', id::text, 'id', NULL FROM payments_in WHERE id = $1::text::uuid AND integrator_id = $2
  UNION ALL SELECT 'event', id::text, 'id', NULL FROM events WHERE id = $1::text::uuid AND integrator_id = $2`;

/** References others gave, or the integrator's own. */
const BY_TEXT = `
  SELECT 'transfer' AS kind, id::text AS id, 'PIX txid' AS matched, NULL AS became FROM transfers WHERE pix_txid = $1::text AND integrator_id = $2
  UNION ALL SELECT 'transfer', transfer_id::text, 'PIX end-to-end id', NULL FROM pix_received WHERE end_to_end_id = $1::text AND transfer_id IS NOT NULL AND integrator_id = $2
  UNION ALL SELECT 'transfer', id::text, 'transaction hash', NULL FROM transfers WHERE lower(transaction_hash) = lower($1::text) AND integrator_id = $2
  UNION ALL SELECT 'transfer', id::text, 'payout reference', NULL FROM transfers WHERE payout_reference = $1::text AND integrator_id = $2
  UNION ALL SELECT 'transfer', id::text, 'bank deposit reference', NULL FROM transfers WHERE bank_deposit_instructions ->> 'reference' = $1::text AND integrator_id = $2
  UNION ALL SELECT 'payment', id::text, 'payout reference', NULL FROM payments WHERE payout_reference = $1::text AND integrator_id = $2
  UNION ALL SELECT 'beneficiary', id::text, 'your reference', NULL FROM beneficiaries WHERE integrator_beneficiary_id = $1::text AND integrator_id = $2
  UNION ALL SELECT 'beneficiary', b.id::text, 'receiving account reference', NULL
              FROM payment_receiving_accounts r JOIN beneficiaries b ON b.id = r.beneficiary_id WHERE (r.reference = $1::text OR r.account_number = $1::text) AND b.integrator_id = $2
  UNION ALL SELECT 'request', id::text, 'request id', NULL FROM request_log WHERE request_id = $1::text AND integrator_id = $2`;

/** Everything of the integrator's that `input` is the id or reference of; empty when nothing is. */
export async function searchIntegrator(db: Queryable, integratorId: string, input: string): Promise<SearchMatch[]> {
  const text = input.trim();
  if (text === '' || text.length > 200) return [];
  const rows = await db.query<{ kind: SearchKind; id: string; matched: string; became: string | null }>(
    isUuid(text) ? `${BY_UUID} UNION ALL ${BY_TEXT}` : BY_TEXT,
    [text, integratorId],
  );
  const seen = new Set<string>();
  return rows.flatMap((row) => {
    const key = `${row.kind}:${row.id}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ kind: row.kind, id: row.id, matched: row.matched, becameId: row.became }];
  });
}
