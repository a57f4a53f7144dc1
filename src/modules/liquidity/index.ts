// The liquidity module's one door: what other modules, the routes, the app, the worker and the pages may use of it.
// Files inside the module import each other directly; everything outside imports only this file.
export { liquidityAccountUpdate, liquidityRefill, type ResumeHeld } from './covered.ts';
export { liquidityError } from './errors.ts';
export { liquidityRoutes } from './routes.ts';
export { Liquidity, listAccounts, type Outflow } from './service.ts';
export { RefillBody } from './schemas.ts';
export { registerLiquidityGauges } from './metrics.ts';
