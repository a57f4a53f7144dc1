// Every error code the service can answer, gathered from the modules that own them, with the HTTP status each answers
// with: the one list that docs/errors.md and the SDK's code union are generated from.
import { requestError, type ErrorDefinitions } from './errors.ts';
import { httpError, STATUS_OF_KIND } from './http/errors.ts';
import { beneficiaryError } from './modules/beneficiaries/errors.ts';
import { corridorError } from './modules/corridors/errors.ts';
import { exportError } from './modules/exports/errors.ts';
import { integratorError } from './modules/integrators/errors.ts';
import { ledgerError } from './modules/ledger/errors.ts';
import { operationsError } from './modules/operations/errors.ts';
import { operatorError } from './modules/operators/errors.ts';
import { paymentError } from './modules/payments/errors.ts';
import { screeningError } from './modules/screening/errors.ts';
import { reconciliationError } from './modules/reconciliation/errors.ts';
import { requestLogError } from './modules/request-log/errors.ts';
import { transferError } from './modules/transfers/errors.ts';
import { webhookError } from './modules/webhooks/errors.ts';
import { rateError } from './rails/fx/errors.ts';
import { railError } from './rails/errors.ts';

const owners: Array<{ definitions: ErrorDefinitions }> = [
  httpError,
  requestError,
  integratorError,
  beneficiaryError,
  transferError,
  corridorError,
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
