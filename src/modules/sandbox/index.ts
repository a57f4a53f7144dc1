// The sandbox module's one door: what other modules, the routes, the app, the worker and the pages may use of it.
// Files inside the module import each other directly; everything outside imports only this file.
export { sandboxRoutes } from './routes.ts';
export { SandboxBankDepositBody, SandboxClock, SandboxCryptoDepositBody, SandboxPixBody, SetRateBody } from './schemas.ts';
export { SandboxTools } from './service.ts';
