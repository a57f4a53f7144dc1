// The shapes of the two-person rule's API: approval requests, their decisions, the policies, manual journal entries.
import { Type, type Static } from 'typebox';
import { AmountValue, PageNamed, Timestamp } from '../../http/schemas.ts';
import { CURRENCY_CODES } from '../../money.ts';
import { INTERNAL_ACCOUNT_KINDS } from '../ledger/index.ts';

const ACTIONS = [
  'exception.resolve',
  'screening_review.decide',
  'corridor.update',
  'integrator.fee',
  'journal.manual_entry',
  'approval_policy.update',
  'compliance_limits.update',
  'reconciliation.correct_break',
  'liquidity_account.update',
  'liquidity.refill',
] as const;

const Person = Type.Object({
  id: Type.String({ description: "The operator account's id (`admin` for ADMIN_TOKEN)" }),
  name: Type.Union([Type.String({ description: "The operator's email at the time" }), Type.Null()]),
});

export const ApprovalEffect = Type.Object(
  {
    postings: Type.Array(
      Type.Object({
        description: Type.String(),
        reference: Type.Union([Type.String(), Type.Null()]),
        account: Type.Object({ kind: Type.String(), ownerId: Type.Union([Type.String(), Type.Null()]), currency: Type.String() }),
        direction: Type.Enum(['DEBIT', 'CREDIT']),
        amount: Type.String(),
      }),
      { description: 'The journal postings the action writes, as a rehearsal of it wrote them when it was requested' },
    ),
    changes: Type.Array(
      Type.Object({
        action: Type.String(),
        resource: Type.Object({ type: Type.String(), id: Type.String() }),
        details: Type.Record(Type.String(), Type.Unknown()),
      }),
      { description: 'The audit entries the action writes: each change, as `{field: {from, to}}` or its own details' },
    ),
    answer: Type.Unknown({ description: "What the action's route would answer (the resource as it would become)" }),
  },
  { description: 'The exact effect of the action, as it will post on approval' },
);
export type ApprovalEffect = Static<typeof ApprovalEffect>;

export const Approval = Type.Object(
  {
    id: Type.String(),
    action: Type.Enum([...ACTIONS]),
    status: Type.Enum(['PENDING', 'APPROVED', 'REJECTED', 'EXPIRED']),
    resource: Type.Object({ type: Type.String(), id: Type.String() }),
    integratorId: Type.Union([Type.String(), Type.Null()]),
    reason: Type.String({ description: 'Why the maker asks' }),
    request: Type.Record(Type.String(), Type.Unknown(), { description: "The action's parameters, carried out as such on approval" }),
    effect: ApprovalEffect,
    maker: Person,
    checker: Type.Union([Person, Type.Null()], { description: 'Who approved or rejected it (null when pending, expired, or withdrawn by its maker)' }),
    decisionNote: Type.Union([Type.String(), Type.Null()]),
    result: Type.Unknown({ description: 'What carrying it out answered, once approved; null before' }),
    createdDate: Timestamp,
    expiresDate: Timestamp,
    decidedDate: Type.Union([Timestamp, Type.Null()]),
  },
  { $id: 'Approval' },
);
export type ApprovalBody = Static<typeof Approval>;
export const ApprovalPage = PageNamed(Approval);

export const ApproveBody = Type.Object(
  { note: Type.Optional(Type.String({ minLength: 1, maxLength: 2000, description: "The checker's note, kept with the decision" })) },
  { additionalProperties: false },
);
export const RejectBody = Type.Object(
  { note: Type.String({ minLength: 1, maxLength: 2000, description: 'Why it is rejected' }) },
  { additionalProperties: false },
);

export const Reason = Type.String({ minLength: 1, maxLength: 2000, description: 'Why: shown to the approver, kept with the request and in the audit log' });

export const ApprovalPolicy = Type.Object({
  action: Type.Enum([...ACTIONS]),
  twoPerson: Type.Boolean({ description: 'Whether a second operator (an approver) must approve it' }),
  threshold: Type.Union([Type.Object({ value: Type.String(), currencyCode: Type.String() }), Type.Null()], {
    description: 'An amount below which one person suffices (of this currency only); null: every amount needs two',
  }),
  description: Type.String(),
  lastModifiedDate: Timestamp,
});
export type ApprovalPolicyBody = Static<typeof ApprovalPolicy>;

export const PolicyParams = Type.Object({ action: Type.Enum([...ACTIONS]) });
export const UpdatePolicyBody = Type.Object(
  {
    twoPerson: Type.Boolean(),
    threshold: Type.Union([Type.Object({ value: AmountValue, currencyCode: Type.Enum([...CURRENCY_CODES]) }, { additionalProperties: false }), Type.Null()]),
    reason: Reason,
  },
  { additionalProperties: false },
);

export const JournalEntryBody = Type.Object(
  {
    reference: Type.String({
      minLength: 1,
      maxLength: 100,
      pattern: '^[A-Za-z0-9._:-]+$',
      description: 'Your reference for it; the journal keeps it as manual:<reference>, once',
    }),
    reason: Reason,
    postings: Type.Array(
      Type.Object(
        {
          account: Type.Object({ kind: Type.Enum([...INTERNAL_ACCOUNT_KINDS]), currencyCode: Type.Enum([...CURRENCY_CODES]) }, { additionalProperties: false }),
          direction: Type.Enum(['DEBIT', 'CREDIT']),
          amount: AmountValue,
        },
        { additionalProperties: false },
      ),
      { minItems: 2, maxItems: 20 },
    ),
  },
  { additionalProperties: false },
);
export type JournalEntryRequest = Static<typeof JournalEntryBody>;

export const JournalEntry = Type.Object({
  id: Type.String(),
  reference: Type.String(),
  description: Type.String(),
  postings: Type.Array(
    Type.Object({
      account: Type.Object({ kind: Type.String(), currencyCode: Type.String() }),
      direction: Type.Enum(['DEBIT', 'CREDIT']),
      amount: Type.String(),
    }),
  ),
});
