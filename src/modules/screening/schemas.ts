// The screening module's shapes: a review as the operator reads it (what was screened, what it matched, the decision)
// and the decision asked for.
import { Type, type Static } from 'typebox';
import { Id, Timestamp } from '../../http/schemas.ts';

export const ScreenedRole = Type.Enum(['INDIVIDUAL', 'BUSINESS', 'LEGAL_REPRESENTATIVE', 'BENEFICIAL_OWNER', 'PAYMENT_CONTACT'], {
  description: 'Whose name was screened: the individual, the business itself, its representative or an owner, or a payment contact',
});

export const ReviewHit = Type.Object({
  name: Type.String({ description: 'The name screened, as the integrator gave it' }),
  role: ScreenedRole,
  details: Type.Object(
    {
      dateOfBirth: Type.Union([Type.String(), Type.Null()]),
      citizenship: Type.Union([Type.String(), Type.Null()]),
      country: Type.Union([Type.String(), Type.Null()], { description: "The country of the screened party's address" }),
    },
    {
      description:
        "What the integrator gave about the screened party, to compare with the entry: a person's date of birth and citizenship, the country of the address",
    },
  ),
  score: Type.Number({ minimum: 0, maximum: 1, description: 'How alike the names are, from 0 to 1 (see docs/operations.md)' }),
  matchedName: Type.String({ description: "The entry's name or alias that matched" }),
  entry: Type.Object({
    list: Type.String({ examples: ['SDN'] }),
    entNum: Type.String({
      description: "The list's reference of the entry: OFAC's ent_num, the UN's REFERENCE_NUMBER, the EU's euReferenceNumber, the UK's UniqueID",
      examples: ['10278'],
    }),
    name: Type.String({ examples: ['LOGAN MOREY, Elvis Angus'] }),
    type: Type.Enum(['individual', 'entity']),
    programs: Type.Array(Type.String(), { examples: [['SDNT']] }),
    countries: Type.Array(Type.String(), { description: "The countries of the entry's published addresses" }),
    remarks: Type.Union([Type.String(), Type.Null()], { description: "The list's remarks: date and place of birth, nationality, documents" }),
  }),
});
export type ReviewHitBody = Static<typeof ReviewHit>;

export const ReviewStatus = Type.Enum(['OPEN', 'CLEARED', 'CONFIRMED']);
export const ReviewDecision = Type.Enum(['CLEAR', 'CONFIRM']);

export const Review = Type.Object({
  id: Type.String(),
  integratorId: Type.String(),
  status: ReviewStatus,
  subject: Type.Object({
    type: Type.Enum(['BENEFICIARY', 'PAYMENT_CONTACT']),
    id: Type.String(),
    beneficiaryId: Type.String({ description: "The beneficiary, or the payment contact's beneficiary" }),
  }),
  hits: Type.Array(ReviewHit),
  threshold: Type.Number({ description: 'SANCTIONS_MATCH_THRESHOLD when the names were screened' }),
  listsLoadedAt: Timestamp,
  decision: Type.Union([Type.Object({ decision: ReviewDecision, note: Type.String(), decidedBy: Type.String(), decidedAt: Timestamp }), Type.Null()]),
  createdDate: Timestamp,
  lastModifiedDate: Timestamp,
});
export type ReviewBody = Static<typeof Review>;

export const DecisionBody = Type.Object(
  {
    decision: ReviewDecision,
    note: Type.String({ minLength: 1, maxLength: 2000, description: 'Why: what the operator compared (date of birth, country, documents)' }),
  },
  { additionalProperties: false },
);
export type DecisionInput = Static<typeof DecisionBody>;

export const ReviewParams = Type.Object({ id: Id });

export const ScreeningRecord = Type.Object({
  id: Type.String(),
  integratorId: Type.String(),
  subject: Type.Object({ type: Type.Enum(['BENEFICIARY', 'PAYMENT_CONTACT']), id: Type.String() }),
  occasion: Type.Enum(['CREATION', 'PAYOUT', 'RELEASE', 'LIST_CHANGE'], {
    description: 'Why the names were screened: at creation, at the compliance gate before a payout or a release of funds, or after a list changed',
  }),
  lists: Type.Object(
    {
      lists: Type.Array(
        Type.Object({
          list: Type.String({ examples: ['SDN'] }),
          entries: Type.Integer(),
          digest: Type.String({ description: "SHA-256 of the list's files as read", examples: ['sha256:9f2c...'] }),
        }),
      ),
      loadedAt: Timestamp,
    },
    { description: 'The lists screened against, each with its number of entries and the digest of its content, and when they were read' },
  ),
  listsVersion: Type.String({ description: "One digest of every list's digest: the version of the lists" }),
  threshold: Type.Number({ description: 'SANCTIONS_MATCH_THRESHOLD when the names were screened' }),
  result: Type.Enum(['CLEAR', 'HIT']),
  topScore: Type.Union([Type.Number({ minimum: 0, maximum: 1 }), Type.Null()], { description: 'The best score of the hits; null for a clean screening' }),
  hits: Type.Array(ReviewHit),
  createdDate: Timestamp,
});
export type ScreeningRecordBody = Static<typeof ScreeningRecord>;
