// The request-log module's one door: what other modules, the routes, the app, the worker and the pages may use of it.
// Files inside the module import each other directly; everything outside imports only this file.
export { requestLogError } from './errors.ts';
export { registerRequestLog } from './hooks.ts';
export { requestLogRoutes } from './routes.ts';
export { LoggedRequest as LoggedRequestSchema, LoggedRequestPage } from './schemas.ts';
export { RequestLog, type LoggedRequest } from './service.ts';
