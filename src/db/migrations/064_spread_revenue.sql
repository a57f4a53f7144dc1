-- The spread earned is its own posting (issue 33, item 2): a conversion's legs move through fx_position at the market
-- rate, and what the rate given to the customer keeps beyond it is credited to spread_revenue (one account per
-- currency, income, beside service_fee_revenue), in the currency the transfer is paid in, naming its conversion. See
-- the chart in src/modules/ledger/service.ts.
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check
  CHECK (kind IN ('rail_cash', 'fx_position', 'customer_deposits', 'deposits_to_return', 'payout_clearing',
                  'beneficiary_wallet', 'integrator_fees_payable', 'service_fee_revenue', 'spread_revenue', 'taxes_payable'));
