// The corridors module's one door: what other modules, the routes, the app, the worker and the pages may use of it.
// Files inside the module import each other directly; everything outside imports only this file.
export { corridorUpdate, type CorridorUpdateRequest } from './covered.ts';
export { corridorError } from './errors.ts';
export {
  checkLimits,
  LOCAL_CURRENCY,
  sourceCurrency,
  targetCurrency,
  type AmountLimits,
  type CorridorSource,
  type Country,
  type PricingTerms,
  type TransferType,
} from './model.ts';
export { corridorRoutes } from './routes.ts';
export { Corridor, UpdateCorridorBody } from './schemas.ts';
export { CorridorStore, type CorridorChange } from './store.ts';
