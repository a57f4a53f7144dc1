// The integrators module's one door: what other modules, the routes, the app, the worker and the pages may use of it.
// Files inside the module import each other directly; everything outside imports only this file.
export { CallbackUrlError, isAllowedAddress, isLoopback, parseCallbackUrl, REFUSED_HOST, type CallbackPolicy } from './callback-url.ts';
export { integratorFee, type IntegratorFeeRequest } from './covered.ts';
export { createDemoIntegrator } from './demo.ts';
export { integratorError } from './errors.ts';
export { integratorRoutes } from './routes.ts';
export {
  AccessToken,
  CreatedIntegrator,
  CreateIntegratorBody,
  Integrator as IntegratorSchema,
  IntegratorPage,
  OAuthErrorBody,
  UpdateIntegratorBody,
} from './schemas.ts';
export { IntegratorService, newWebhookSecret, type Integrator, type IntegratorChanges, type IntegratorRow } from './service.ts';
