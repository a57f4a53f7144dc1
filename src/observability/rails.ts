// Owns the measure of rail calls: every adapter rails/index.ts hands the services is wrapped once, there, in a proxy
// that times each call answering a promise (a call to the outside: a payout sent, a key checked, a session opened) and
// counts it by rail, operation (the method's name) and outcome; a call that failed, or answered a refusal or a rejected
// payout, is also counted by rail and its code in the rail error taxonomy (ponte_rail_errors_total). The adapters themselves know nothing of it; calls that
// answer at once (a BR Code made in memory) are not calls to a rail and pass through untouched.
import { RailUnavailableError, classifyRailError, isRailErrorCode } from '../rails/capabilities/errors.ts';
import type { Rails } from '../rails/index.ts';
import type { Metrics, RailOutcome } from './metrics.ts';

function outcomeOf(result: unknown): RailOutcome {
  return result !== null && typeof result === 'object' && typeof (result as { refused?: unknown }).refused === 'string' ? 'refused' : 'ok';
}

/**
 * The taxonomy's code of an answer that is a rail's error though the call succeeded: a refusal of a payout
 * (`{refused, code}`) or a payout the rail reports rejected (`{status: 'REJECTED', code}`); undefined otherwise.
 */
function answeredCodeOf(result: unknown): string | undefined {
  if (result === null || typeof result !== 'object') return undefined;
  const { refused, status, code } = result as { refused?: unknown; status?: unknown; code?: unknown };
  return (typeof refused === 'string' || status === 'REJECTED') && isRailErrorCode(code) ? code : undefined;
}

/** `adapter`, its promise-answering methods timed as calls to `rail`; undefined stays undefined. */
export function instrumentRail<T extends object | undefined>(adapter: T, rail: string, metrics: Metrics): T {
  if (adapter === undefined || adapter === null) return adapter;
  const wrapped = new Map<PropertyKey, unknown>();
  return new Proxy(adapter, {
    get(target, property) {
      // The adapter itself is `this` for its methods: private fields (#x) work only on the real object.
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function' || property === 'constructor') return value;
      const known = wrapped.get(property);
      if (known) return known;
      const operation = String(property);
      const method = value as (...args: unknown[]) => unknown;
      const timed = (...args: unknown[]): unknown => {
        const started = process.hrtime.bigint();
        const seconds = () => Number(process.hrtime.bigint() - started) / 1e9;
        const result = method.apply(target, args);
        if (!(result instanceof Promise)) return result;
        return result.then(
          (answer: unknown) => {
            metrics.railCall(rail, operation, outcomeOf(answer), seconds(), answeredCodeOf(answer));
            return answer;
          },
          (error: unknown) => {
            metrics.railCall(rail, operation, error instanceof RailUnavailableError ? 'unavailable' : 'error', seconds(), classifyRailError(error).code);
            throw error;
          },
        );
      };
      wrapped.set(property, timed);
      return timed;
    },
  });
}

/** The rails with every adapter that calls outside measured, each named as /ready names it. */
export function instrumentRails(rails: Rails, metrics: Metrics): Rails {
  const measure = <T extends object | undefined>(adapter: T, rail: string): T => instrumentRail(adapter, rail, metrics);
  const usdBank = measure(rails.usdBank, 'usdBank');
  return {
    ...rails,
    kyc: measure(rails.kyc, 'verification'),
    pixKeys: measure(rails.pixKeys, 'pixKeyCheck'),
    bankAccounts: measure(rails.bankAccounts, 'colombianAccountCheck'),
    brebKeys: measure(rails.brebKeys, 'colombianAccountCheck'),
    pixCollector: measure(rails.pixCollector, 'pixCollection'),
    depositReturns: Object.fromEntries(Object.entries(rails.depositReturns).map(([country, rail]) => [country, measure(rail, `depositReturns${country}`)])),
    localPayouts: Object.fromEntries(Object.entries(rails.localPayouts).map(([country, rail]) => [country, measure(rail, `payouts${country}`)])),
    usdBank,
    // The sandbox's bank pays out too: one adapter, measured once, as usdBank.
    usdPayouts: rails.usdPayouts === rails.usdBank ? usdBank : measure(rails.usdPayouts, 'usdPayouts'),
    depositChecker: measure(rails.depositChecker, 'chain'),
  };
}
