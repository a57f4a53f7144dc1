// Owns "find any id" for operators: one string looked up, across every integrator, as each kind of id the service
// gives out or takes from a rail (its own uuids, a client id, a chain transaction hash, a rail's payout reference, a
// PIX charge's txid or end-to-end id). Each match names what it is and the story or page that shows it.
import { isUuid, type Queryable } from '../../db/index.ts';

export type FoundType = 'exception' | 'transfer' | 'payment' | 'integrator' | 'beneficiary' | 'event' | 'journal_entry' | 'job';

export interface Found {
  type: FoundType;
  id: string;
  /** How the text matched: `id`, `simulation id`, `transaction hash`... */
  matched: string;
  integratorId: string | null;
  /** The transfer or payment whose story shows it (an event, a journal entry, a PIX). */
  story: { type: 'transfer' | 'payment'; id: string } | null;
}

/** Ids of ours, all uuids. A text that is no uuid is never cast, so it cannot fail a query. */
const BY_UUID = `
  SELECT 'exception' AS type, id::text AS id, 'id' AS matched, integrator_id::text AS integrator_id, NULL AS story FROM exceptions WHERE id = $1::text::uuid
  UNION ALL SELECT 'transfer', id::text, 'id', integrator_id::text, 'transfer:' || id FROM transfers WHERE id = $1::text::uuid
  UNION ALL SELECT 'transfer', id::text, 'simulation id', integrator_id::text, 'transfer:' || id FROM transfers WHERE simulation_id = $1::text::uuid
  UNION ALL SELECT 'payment', id::text, 'id', integrator_id::text, 'payment:' || id FROM payments WHERE id = $1::text::uuid
  UNION ALL SELECT 'payment', id::text, 'simulation id', integrator_id::text, 'payment:' || id FROM payments WHERE simulation_id = $1::text::uuid
  UNION ALL SELECT 'integrator', id::text, 'id', id::text, NULL FROM integrators WHERE id = $1::text::uuid
  UNION ALL SELECT 'beneficiary', id::text, 'id', integrator_id::text, NULL FROM beneficiaries WHERE id = $1::text::uuid
  UNION ALL SELECT 'event', e.id::text, 'id', e.integrator_id::text,
                   COALESCE((SELECT 'transfer:' || t.id FROM transfers t WHERE t.id = r.resource), (SELECT 'payment:' || p.id FROM payments p WHERE p.id = r.resource))
              FROM events e CROSS JOIN LATERAL (SELECT CASE WHEN e.resource_id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
                                                            THEN e.resource_id::uuid END AS resource) r
             WHERE e.id = $1::text::uuid
  UNION ALL SELECT 'journal_entry', id::text, 'id', NULL, CASE WHEN reference ~ '^(transfer|payment):' THEN reference END FROM ledger_entries WHERE id = $1::text::uuid
  UNION ALL SELECT 'job', id::text, 'id', NULL, NULL FROM jobs WHERE id = $1::text::uuid`;

/** Ids of others: what a rail or a chain gave, or a credential's public half. */
const BY_TEXT = `
  SELECT 'integrator' AS type, id::text AS id, 'client id' AS matched, id::text AS integrator_id, NULL AS story FROM integrators WHERE client_id = $1::text
  UNION ALL SELECT 'transfer', id::text, 'transaction hash', integrator_id::text, 'transfer:' || id FROM transfers WHERE lower(transaction_hash) = lower($1::text)
  UNION ALL SELECT 'transfer', id::text, 'payout reference', integrator_id::text, 'transfer:' || id FROM transfers WHERE payout_reference = $1::text
  UNION ALL SELECT 'transfer', id::text, 'PIX txid', integrator_id::text, 'transfer:' || id FROM transfers WHERE pix_txid = $1::text
  UNION ALL SELECT 'transfer', transfer_id::text, 'PIX end-to-end id', integrator_id::text, 'transfer:' || transfer_id FROM pix_received WHERE end_to_end_id = $1::text AND transfer_id IS NOT NULL
  UNION ALL SELECT 'payment', id::text, 'payout reference', integrator_id::text, 'payment:' || id FROM payments WHERE payout_reference = $1::text
  UNION ALL SELECT 'exception', id::text, 'resource id', integrator_id::text, NULL FROM exceptions WHERE resource_id = $1::text`;

interface FoundRow {
  type: FoundType;
  id: string;
  matched: string;
  integrator_id: string | null;
  story: string | null;
}

/** Everything `text` is the id of; empty when nothing is. */
export async function findById(db: Queryable, input: string): Promise<Found[]> {
  const text = input.trim();
  if (text === '' || text.length > 200) return [];
  const rows = await db.query<FoundRow>(isUuid(text) ? `${BY_UUID} UNION ALL ${BY_TEXT}` : BY_TEXT, [text]);
  const seen = new Set<string>();
  return rows.flatMap((row) => {
    const key = `${row.type}:${row.id}`;
    if (seen.has(key)) return [];
    seen.add(key);
    const [storyType, storyId] = row.story?.split(':') ?? [];
    const story: Found['story'] = (storyType === 'transfer' || storyType === 'payment') && storyId ? { type: storyType, id: storyId } : null;
    return [{ type: row.type, id: row.id, matched: row.matched, integratorId: row.integrator_id, story } satisfies Found];
  });
}
