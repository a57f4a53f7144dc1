// Every error code the service can answer, gathered from the modules that own them, with the HTTP status each answers
// with: the one list that docs/errors.md and the SDK's code union are generated from.
import { requestError, type ErrorDefinitions } from './errors.ts';
import { httpError, STATUS_OF_KIND } from './http/errors.ts';
import { beneficiaryError } from './modules/beneficiaries/index.ts';
import { corridorError } from './modules/corridors/index.ts';
import { exportError } from './modules/exports/index.ts';
import { integratorError } from './modules/integrators/index.ts';
import { ledgerError } from './modules/ledger/index.ts';
import { operationsError } from './modules/operations/index.ts';
import { operatorError } from './modules/operators/index.ts';
import { paymentError } from './modules/payments/index.ts';
import { screeningError } from './modules/screening/index.ts';
import { reconciliationError } from './modules/reconciliation/index.ts';
import { requestLogError } from './modules/request-log/index.ts';
import { transferError } from './modules/transfers/index.ts';
import { webhookError } from './modules/webhooks/index.ts';
import { complianceError } from './modules/compliance/index.ts';
import { approvalError } from './modules/approvals/index.ts';
import { liquidityError } from './modules/liquidity/index.ts';
import { rateError } from './rails/fx/errors.ts';
import { railError } from './rails/capabilities/errors.ts';

const owners: Array<{ definitions: ErrorDefinitions }> = [
  httpError,
  requestError,
  integratorError,
  beneficiaryError,
  transferError,
  corridorError,
  complianceError,
  paymentError,
  ledgerError,
  webhookError,
  railError,
  rateError,
  operationsError,
  exportError,
  screeningError,
  reconciliationError,
  operatorError,
  requestLogError,
  approvalError,
  liquidityError,
];

export function allErrorCodes(): Array<{ code: string; status: number; message: string }> {
  return owners
    .flatMap((owner) => Object.entries(owner.definitions))
    .map(([code, [kind, message]]) => ({ code, status: STATUS_OF_KIND[kind], message }))
    .sort((a, b) => a.status - b.status || a.code.localeCompare(b.code));
}

/** Every code with its status and meaning, for the registry of error answers (http/error-registry.ts). */
export function errorCatalogue(): Map<string, { status: number; message: string }> {
  return new Map(allErrorCodes().map(({ code, status, message }) => [code, { status, message }]));
}
