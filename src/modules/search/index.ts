// The search module's one door: what other modules, the routes, the app, the worker and the pages may use of it.
// Files inside the module import each other directly; everything outside imports only this file.
export { searchIntegrator, type SearchMatch } from './service.ts';
