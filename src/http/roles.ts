// Owns what an operator's role lets them do, and who an operator is as a request carries them (OperatorIdentity). The
// roles nest: each has every permission of the ones before it. A route names the permission it needs
// (`config.permission`; a GET needs `read` unless it says otherwise, any other method `administer` unless it says
// otherwise, so a route that forgets to say is closed to all but admins), and http/auth.ts refuses the rest with 403
// before the route runs. `can` is the one check: the console and the two-person rule ask it too.

export const ROLES = ['viewer', 'operator', 'approver', 'admin'] as const;
export type OperatorRole = (typeof ROLES)[number];

/**
 * read: every operator read (lists, the audit log, the journal's export);
 * act: operational work (resolve an exception, decide a sanctions review, run a reconciliation);
 * configure: change a control or a secret (corridors' terms, an integrator's creation, fee, status and secrets);
 * approve: approve another operator's request (the two-person rule's checker);
 * administer: manage operators (create, roles, disable, TOTP reset, anyone's tokens).
 */
export const PERMISSIONS = ['read', 'act', 'configure', 'approve', 'administer'] as const;
export type Permission = (typeof PERMISSIONS)[number];

const GRANTS: Record<OperatorRole, readonly Permission[]> = {
  viewer: ['read'],
  operator: ['read', 'act'],
  approver: ['read', 'act', 'configure', 'approve'],
  admin: ['read', 'act', 'configure', 'approve', 'administer'],
};

/** Whether `role` may do what `permission` covers. */
export const can = (role: OperatorRole, permission: Permission): boolean => GRANTS[role].includes(permission);

/** The least role that has `permission`. */
export const leastRoleFor = (permission: Permission): OperatorRole => ROLES.find((role) => can(role, permission)) as OperatorRole;

export const isRole = (value: unknown): value is OperatorRole => typeof value === 'string' && (ROLES as readonly string[]).includes(value);

/** How the operator proved who they are. */
export type OperatorCredential = 'operator_token' | 'console_session' | 'admin_token' | 'command';

/**
 * Who an operator request is made by: an operator account (by one of its tokens or its console session), or the
 * holder of ADMIN_TOKEN, a named bootstrap identity (`id` `admin`, `name` `bootstrap`) that is no account.
 */
export interface OperatorIdentity {
  /** The operator account's id; `admin` for ADMIN_TOKEN. */
  id: string;
  /** The account's email; `bootstrap` for ADMIN_TOKEN. */
  name: string;
  role: OperatorRole;
  credential: OperatorCredential;
  /** The operator token used, when one was. */
  tokenId: string | null;
}

/** The audit log's id for ADMIN_TOKEN, as before operators had names (entries written before keep it). */
export const BOOTSTRAP_OPERATOR_ID = 'admin';
export const BOOTSTRAP_OPERATOR_NAME = 'bootstrap';

/** ADMIN_TOKEN's identity: in the sandbox an admin; in production it may only create the first admin (http/auth.ts). */
export const bootstrapIdentity = (): OperatorIdentity => ({
  id: BOOTSTRAP_OPERATOR_ID,
  name: BOOTSTRAP_OPERATOR_NAME,
  role: 'admin',
  credential: 'admin_token',
  tokenId: null,
});
