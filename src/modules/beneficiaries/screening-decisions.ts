// What a screening review's decision does to its beneficiary: kept apart from lifecycle.ts, which kyx.ts calls, so that
// the two do not import each other.
import type { BeneficiaryDecisions } from '../screening/index.ts';
import type { KyxService } from './kyx.ts';
import { approveWhenComplete } from './lifecycle.ts';
import { lockBeneficiary, type BeneficiaryRow } from './model.ts';

/** What a screening review's decision does to its beneficiary (ScreeningService calls it inside the decision's transaction). */
export function screeningDecisions(kyx: KyxService): BeneficiaryDecisions<BeneficiaryRow> {
  return {
    lock: lockBeneficiary,
    cleared: approveWhenComplete,
    confirmed: (tx, beneficiary, reason) => kyx.rejectVerification(tx, beneficiary, reason),
  };
}
