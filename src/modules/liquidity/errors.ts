// The liquidity module's error codes: liquidity accounts, their levels and their refills.
import { defineErrors } from '../../errors.ts';

export const liquidityError = defineErrors({
  'liquidity_account.not_found': [
    'not_found',
    'No such liquidity account: they are the rail accounts pix-collection, br-payouts, cop-collection, co-payouts, usd-bank and chain.',
  ],
  'liquidity_account.invalid_levels': ['unprocessable', "A liquidity account's target may not be below its minimum."],
  'liquidity_refill.invalid_source': [
    'unprocessable',
    'A refill comes from another liquidity account of the same currency, or from fx_position (a purchase of the currency).',
  ],
  'liquidity_refill.reference_used': ['conflict', 'A refill with this reference was recorded already.'],
});
