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
    entNum: Type.String({ description: "OFAC's ent_num", examples: ['10278'] }),
    name: Type.String({ examples: ['LOGAN MOREY, Elvis Angus'] }),
    type: Type.Enum(['individual', 'entity']),
    programs: Type.Array(Type.String(), { examples: [['SDNT']] }),
    countries: Type.Array(Type.String(), { description: "The countries of the entry's published addresses" }),
    remarks: Type.Union([Type.String(), Type.Null()], { description: "OFAC's remarks: date and place of birth, nationality, documents" }),
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
