// The operators module's one door: what other modules, the routes, the app, the worker and the pages may use of it.
// Files inside the module import each other directly; everything outside imports only this file.
export { operatorError } from './errors.ts';
export { operatorRoutes } from './routes.ts';
export { CreateOperatorBody, CreateOperatorTokenBody, UpdateOperatorBody } from './schemas.ts';
export { MIN_PASSWORD_LENGTH, normalEmail, OperatorService, type Operator, type TotpProvisioning } from './service.ts';
export { type OperatorToken } from './tokens.ts';
