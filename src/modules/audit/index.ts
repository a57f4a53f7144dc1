// The audit module's one door: what other modules, the routes, the app, the worker and the pages may use of it.
// Files inside the module import each other directly; everything outside imports only this file.
export { actorOf, sourceOf } from './actor.ts';
export { formatHead, parseHead, verifyChains, type ChainHead, type ChainName } from './chain.ts';
export { actorStamp, fieldChanges, identityActor, integratorActor, operatorActor, recordAudit, systemActor, type Actor, type RequestSource } from './record.ts';
export { auditRoutes } from './routes.ts';
export { listAuditLog, type AuditLogEntry } from './service.ts';
