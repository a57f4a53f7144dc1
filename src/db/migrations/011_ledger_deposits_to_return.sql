-- A ledger account kind for money received for a transfer that failed and that is owed back to its sender but not yet
-- sent back: the USDC of a wrong-amount deposit (or of an off-ramp whose payout failed) at an external-wallet
-- off-ramp's deposit address, which no rail returns on-chain (an operator does). See the chart in
-- src/modules/ledger/service.ts.
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check
  CHECK (kind IN ('rail_cash', 'fx_position', 'customer_deposits', 'deposits_to_return', 'payout_clearing',
                  'beneficiary_wallet', 'integrator_fees_payable', 'service_fee_revenue', 'taxes_payable'));
