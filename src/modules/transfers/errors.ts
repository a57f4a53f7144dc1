// The transfers module's error codes: simulations (shared with payments, whose simulations follow the same rules),
// transfers, and the chain that funds external-wallet off-ramps.
import { defineErrors } from '../../errors.ts';

export const transferError = defineErrors({
  'simulation.not_found': ['not_found', 'Simulation not found.'],
  'simulation.is_already_executed': ['precondition_failed', 'This simulation was already used: create a new one.'],
  'simulation.is_expired': ['precondition_failed', 'This simulation has expired: create a new one.'],
  'simulation.invalid_currency': ['unprocessable', 'The amount is not in the currency this simulation takes.'],
  'simulation.exchange_rate_changed_too_much': ['precondition_failed', 'The market rate moved more than 2% since the simulation: create a new one.'],
  'transfer.not_found': ['not_found', 'Transfer not found.'],
  'transfer.transaction_hash_in_use': ['conflict', 'This transaction hash is linked to another transfer: a chain deposit is credited once.'],
  'transfer.transaction_hash_not_funding': ['unprocessable', 'The chain shows that this transaction does not pay this transfer’s fundingWallet.'],
  'transfer.not_external_wallet': ['unprocessable', 'Only an EXTERNAL_WALLET OFF_RAMP is funded by a chain transaction.'],
  'transfer.external_wallet_not_available': ['unprocessable', 'EXTERNAL_WALLET off-ramps are not available: no DEPOSIT_XPUB is configured.'],
  'transfer.pse_not_available': [
    'unprocessable',
    'PSE pays a CO ON_RAMP only, and only where CO on-ramps are collected by a provider that makes PSE intents (Bitso).',
  ],
  'transfer.not_cancellable': ['precondition_failed', 'The transfer can no longer be cancelled: its funds have arrived, or it is final.'],
  'transfer.already_paid': ['conflict', 'The transfer was paid already: its BR Code and deposit reference are payable once.'],
  'transfer.not_awaiting_funds': ['precondition_failed', 'The transfer is final and no longer accepts funds.'],
  'transfer.wrong_rail': ['unprocessable', 'This transfer is not paid through this rail.'],
  'transfer.payer_not_beneficiary': ['unprocessable', "The payer's document is not the beneficiary's CPF or CNPJ."],
  'transfer.deposit_on_chain': [
    'precondition_failed',
    'USDC of the linked chain transaction has reached the funding wallet: the transfer goes on once it is confirmed, and can neither be cancelled nor take another hash.',
  ],
  'chain.unavailable': ['unavailable', 'The chain cannot be read right now; retry shortly.'],
  'collection.unavailable': ['unavailable', 'The PIX provider could not make the charge right now; retry shortly.'],
});
