import { Type } from 'typebox';
import { Timestamp } from '../../http/schemas.ts';

export const AuditLogEntry = Type.Object({
  id: Type.String(),
  at: Timestamp,
  actor: Type.Object({
    type: Type.Union([Type.Literal('operator'), Type.Literal('integrator'), Type.Literal('system')]),
    id: Type.String({ description: "`admin` for ADMIN_TOKEN, an operator account, the integrator's id, or what acted for the system" }),
    name: Type.Optional(Type.String({ description: "An operator's email at the time, or `bootstrap` for ADMIN_TOKEN" })),
    credential: Type.Optional(
      Type.Union([Type.Literal('operator_token'), Type.Literal('console_session'), Type.Literal('admin_token'), Type.Literal('command')], {
        description: 'How the operator proved who they were',
      }),
    ),
    tokenId: Type.Optional(Type.String({ description: 'The operator token used' })),
  }),
  source: Type.Optional(
    Type.Object(
      { ip: Type.String({ description: "The source address (the client's, through TRUST_PROXY)" }), userAgent: Type.Union([Type.String(), Type.Null()]) },
      { description: "Where the request that made the change came from (operators' changes)" },
    ),
  ),
  action: Type.String({ examples: ['integrator.suspended'] }),
  resource: Type.Object({ type: Type.String({ examples: ['integrator'] }), id: Type.String() }),
  integratorId: Type.Union([Type.String(), Type.Null()], { description: 'The integrator the change concerns, if any' }),
  details: Type.Record(Type.String(), Type.Unknown(), { description: 'What changed, usually {from, to} per field; never a secret' }),
  requestId: Type.Union([Type.String(), Type.Null()], { description: 'The X-Request-Id of the request that made the change' }),
});

const ChainName = Type.Union([Type.Literal('audit_log'), Type.Literal('journal')], {
  description: 'audit_log: the audit log; journal: the ledger entries and their postings',
});
const Hash = Type.String({ pattern: '^[0-9a-f]{64}$', description: 'SHA-256, hexadecimal' });
const Head = Type.Object({ seq: Type.Integer({ minimum: 0, description: 'The place in the chain' }), hash: Hash });
const HeadText = (description: string) =>
  Type.String({ pattern: '^[0-9]{1,18}:[0-9a-f]{64}$', description, examples: ['42:9f2c4e0b7a51d8e36c1f0a2b4d6e8f90123456789abcdef0123456789abcdef0'] });

export const RecordChainHeads = Type.Object(
  {
    at: Timestamp,
    chains: Type.Array(
      Type.Object({
        chain: ChainName,
        seq: Type.Integer({ minimum: 0, description: "The last row's place in the chain (0 while empty)" }),
        hash: Hash,
        head: HeadText('`<seq>:<hash>`: keep it elsewhere, and give it back to the verification to prove nothing up to it was rewritten'),
      }),
    ),
  },
  { description: "Each chain's head as the database records it" },
);

export const RecordChainVerificationQuery = Type.Object({
  audit_log: Type.Optional(HeadText("A head of the audit log's chain kept earlier, `<seq>:<hash>`")),
  journal: Type.Optional(HeadText("A head of the journal's chain kept earlier, `<seq>:<hash>`")),
});

export const RecordChainVerification = Type.Object(
  {
    verified: Type.Boolean({ description: 'True when every chain matches its rows, its recorded head and the given heads' }),
    checkedAt: Timestamp,
    chains: Type.Array(
      Type.Object({
        chain: ChainName,
        tables: Type.Array(Type.String()),
        rows: Type.Integer({ minimum: 0, description: 'The rows that matched, in order, before the first mismatch' }),
        head: Head,
        recordedHead: Head,
        expectedHead: Type.Union([Head, Type.Null()]),
        verified: Type.Boolean(),
        firstMismatch: Type.Union([
          Type.Object({
            reason: Type.Union(
              [
                Type.Literal('content'),
                Type.Literal('link'),
                Type.Literal('gap'),
                Type.Literal('head'),
                Type.Literal('expected_head'),
                Type.Literal('unchained'),
              ],
              {
                description:
                  'content: the row was changed; link: it does not hold the previous hash; gap: rows before it were removed, or this row (its link remains); ' +
                  "head: the chain ends before the database's recorded head; expected_head: the given head differs or is past the end; " +
                  'unchained: a row written past the triggers',
              },
            ),
            seq: Type.Union([Type.Integer(), Type.Null()]),
            table: Type.Union([Type.String(), Type.Null()]),
            id: Type.Union([Type.String(), Type.Null()]),
            message: Type.String(),
          }),
          Type.Null(),
        ]),
      }),
    ),
  },
  { description: 'Every chain recomputed from its rows' },
);
