// The operations module's one door: what other modules, the routes, the app, the worker and the pages may use of it.
// Files inside the module import each other directly; everything outside imports only this file.
export { exceptionResolution, MONEY_RESOLUTIONS, type ExceptionResolveRequest } from './covered.ts';
export { operationsError } from './errors.ts';
export { jobExhaustedActions } from './resolutions.ts';
export { operationsRoutes } from './routes.ts';
export { ResolveBody, type ExceptionBodyType } from './schemas.ts';
export { findById, type Found } from './search.ts';
export { OperationsService } from './service.ts';
export { paymentHead, transferHead, type StoryHead } from './stories.ts';
