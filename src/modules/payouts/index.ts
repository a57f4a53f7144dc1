// The payouts module's one door: what other modules, the routes, the app, the worker and the pages may use of it.
// Files inside the module import each other directly; everything outside imports only this file.
export { payoutExhausted, runPayout, withCode, type PayoutState, type PayoutSubject } from './protocol.ts';
