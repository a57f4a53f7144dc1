// The sandbox's rail outages, shared by the sandbox USD bank (payments) and the sandbox local payout rail (off-ramps),
// chosen by the account a payout goes to (docs/sandbox.md): the recipient's account number, or the PIX key, ending in
//   0014  the rail cannot be reached: every call fails with RailUnavailableError (nothing is made)
//   0015  every send times out and the rail never took the payout: asked by our reference, it has none
//   0016  every send times out, but the rail took the payout: asked by our reference, it has it, and it settles
//   0017  every send times out, and the rail cannot be asked either: whether it took the payout is unknown, which is
//         for an operator (an exception PAYOUT_OUTCOME_UNKNOWN)
// The account, not the amount: an off-ramp's payout amount is computed at the latest rate, so an amount trigger would
// fire by chance in ordinary traffic; an account is the integrator's choice.
import { RailUnavailableError } from '../capabilities/errors.ts';

type Outage = 'UNREACHABLE' | 'TIMEOUT_NOT_TAKEN' | 'TIMEOUT_TAKEN' | 'TIMEOUT_UNREADABLE';

const BY_SUFFIX: Record<string, Outage> = { '0014': 'UNREACHABLE', '0015': 'TIMEOUT_NOT_TAKEN', '0016': 'TIMEOUT_TAKEN', '0017': 'TIMEOUT_UNREADABLE' };

const outageOf = (account: string): Outage | undefined => BY_SUFFIX[account.slice(-4)];

const unreachable = (rail: string) => new RailUnavailableError(`${rail} could not be reached (sandbox: an account ending in 0014)`);

/** Before a sandbox rail takes a payout to `account`: fails as the rail would for the outage the account stands for. */
export function sandboxSendOutage(account: string, rail: string): void {
  const outage = outageOf(account);
  if (outage === 'UNREACHABLE') throw unreachable(rail);
  if (outage) throw new Error(`${rail} did not answer in time (sandbox: an account ending in ${account.slice(-4)})`);
}

/**
 * Whether a sandbox rail, asked by reference, holds a payout to `account`: not for a send that timed out before it was
 * taken (0015); for any other, as its send would have made it. Unreachable (0014) it answers nothing.
 */
export function sandboxHoldsPayout(account: string, rail: string): boolean {
  const outage = outageOf(account);
  if (outage === 'UNREACHABLE') throw unreachable(rail);
  if (outage === 'TIMEOUT_UNREADABLE') throw new Error(`${rail} did not answer in time (sandbox: an account ending in 0017)`);
  return outage !== 'TIMEOUT_NOT_TAKEN';
}
