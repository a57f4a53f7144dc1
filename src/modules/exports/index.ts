// The exports module's one door: what other modules, the routes, the app, the worker and the pages may use of it.
// Files inside the module import each other directly; everything outside imports only this file.
export { exportError } from './errors.ts';
export { exportRoutes, sendCsv, streamFailure } from './routes.ts';
export { ExportService, type ExportKind, type ExportQuery } from './service.ts';
