// The exceptions module's one door: what other modules, the routes, the app, the worker and the pages may use of it.
// Files inside the module import each other directly; everything outside imports only this file.
export {
  closeException,
  EXCEPTION_ACTIONS,
  EXCEPTION_KINDS,
  openException,
  RESOLUTION_ACTIONS,
  type ExceptionAction,
  type ExceptionRow,
  type ResolutionAction,
  type ResourceType,
} from './model.ts';
