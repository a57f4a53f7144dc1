// Owns operator accounts, the people who sign in to the console at /ops and call /v1/admin with tokens of their own
// (tokens.ts): created by an admin (POST /v1/admin/operators or the console), by ADMIN_TOKEN (in production only the
// first admin) or by `npm run ops:create-operator`, each with a role (http/roles.ts), a one-time password the service
// makes and shows once (scrypt-hashed; the first sign-in replaces it) and, required in production, a TOTP secret sealed
// with SECRETS_KEY and shown once. A TOTP code is accepted once: the step of the last code taken is kept, and that step
// or an older one is refused after it, so a code seen over someone's shoulder cannot be used again. An admin changes an
// account's role, disables it (its sessions end, its tokens are refused, it cannot sign in) or enables it again, and
// resets its TOTP secret; the last enabled admin cannot be demoted or disabled. Every change is in the audit log
// (operator.created, operator.role_changed, operator.disabled, operator.enabled, operator.totp_reset,
// operator.password_changed), written in the transaction of the change.
import { randomUUID } from 'node:crypto';
import { hashPassword, PASSWORD_HASH_COST, randomSecret, verifyPassword, type SecretBox } from '../../crypto.ts';
import { isUniqueViolation, isUuid, maybeOne, maybeOneByUuid, one, type Db } from '../../db/index.ts';
import { isoText, listPage, type ListRequest, type ListResource, type Page } from '../../db/lists.ts';
import { recordAudit, type Actor } from '../audit/index.ts';
import type { Environment } from '../../config/index.ts';
import type { OperatorRole } from '../../http/roles.ts';
import { operatorError } from './errors.ts';
import type { CreatedOperatorBody, CreateOperatorInput, UpdateOperatorInput } from './schemas.ts';
import { OperatorTokens } from './tokens.ts';
import { newTotpSecret, provisioning, stepOfCode } from './totp.ts';

interface OperatorRow {
  id: string;
  email: string;
  password_hash: string;
  password_is_temporary: boolean;
  totp_secret_sealed: string | null;
  totp_last_step: string | null;
  role: OperatorRole;
  disabled_at: Date | null;
  created_by: string;
  created_at: Date;
}

/** An operator as the console sees one: never its hash or secret. */
export interface Operator {
  id: string;
  email: string;
  /** Whether a TOTP code is asked for at sign-in (always in production). */
  secondFactor: boolean;
  /** The password is the one-time password the service made: the console asks for a new one first. */
  passwordIsTemporary: boolean;
  role: OperatorRole;
  /** A disabled account cannot sign in, and its tokens are refused. */
  disabled: boolean;
  disabledAt: string | null;
  createdBy: string;
  createdDate: string;
}

const toOperator = (row: OperatorRow): Operator => ({
  id: row.id,
  email: row.email,
  secondFactor: row.totp_secret_sealed !== null,
  passwordIsTemporary: row.password_is_temporary,
  role: row.role,
  disabled: row.disabled_at !== null,
  disabledAt: row.disabled_at?.toISOString() ?? null,
  createdBy: row.created_by,
  createdDate: row.created_at.toISOString(),
});

/** Who made an account: `admin` (ADMIN_TOKEN), `command` (the server's command), or the id of the admin who did. */
export type OperatorCreator = string;

/** The TOTP secret and URI, shown once (creation, reset). */
export type TotpProvisioning = ReturnType<typeof provisioning>;

export const normalEmail = (email: string): string => email.trim().toLowerCase();

export const operatorList: ListResource = {
  from: 'operators o',
  idColumn: 'o.id',
  columns: {
    id: { text: 'o.id::text', order: 'o.id' },
    email: { text: 'o.email' },
    role: { text: 'o.role' },
    disabled: { text: "CASE WHEN o.disabled_at IS NULL THEN 'false' ELSE 'true' END" },
    createdBy: { text: 'o.created_by' },
    createdDate: { text: isoText('o.created_at'), order: 'o.created_at' },
  },
  defaultSort: { path: 'email', direction: 'ASC', written: 'email,asc' },
};

/** The shortest password an operator may choose; the one-time password the service makes is 24 random characters. */
export const MIN_PASSWORD_LENGTH = 12;

export class OperatorService {
  /** The operators' API tokens. */
  readonly tokens: OperatorTokens;

  constructor(
    private readonly db: Db,
    private readonly secrets: SecretBox,
    private readonly env: Environment,
    /** PASSWORD_HASH_COST: scrypt's N is 2 to this power for the passwords hashed here. */
    private readonly passwordCost = PASSWORD_HASH_COST,
  ) {
    this.tokens = new OperatorTokens(db);
  }

  /** In production ADMIN_TOKEN only creates the first admin. */
  get production(): boolean {
    return this.env === 'production';
  }

  /** A page of the accounts (contract section 5), by email unless the request sorts otherwise. */
  page(request: ListRequest): Promise<Page<Operator>> {
    return listPage(this.db, operatorList, request, undefined, 'o.*', toOperator);
  }

  /** Whether an account without a second factor may exist and sign in: the sandbox only. */
  get secondFactorOptional(): boolean {
    return this.env === 'sandbox';
  }

  /**
   * A new account (a viewer unless `role` says otherwise); its one-time password and TOTP secret are in this answer
   * only. `actor` made it (the audit log's). `firstAdminOnly` (ADMIN_TOKEN in production): the account is an admin, and
   * is made only while no enabled admin exists (403 operator.bootstrap_closed after), the table locked meanwhile so two
   * such calls at once make one.
   */
  async create(input: CreateOperatorInput, createdBy: OperatorCreator, actor: Actor, firstAdminOnly = false): Promise<CreatedOperatorBody> {
    const secondFactor = input.secondFactor ?? true;
    if (!secondFactor && !this.secondFactorOptional) throw operatorError('operator.second_factor_required');
    if (firstAdminOnly && input.role !== undefined && input.role !== 'admin')
      throw operatorError('operator.bootstrap_closed', 'ADMIN_TOKEN only creates the first admin operator: leave role out or set it to admin.');
    const role: OperatorRole = firstAdminOnly ? 'admin' : (input.role ?? 'viewer');
    const email = normalEmail(input.email);
    const password = randomSecret('', 18);
    const totpSecret = secondFactor ? newTotpSecret() : undefined;
    const passwordHash = await hashPassword(password, this.passwordCost);
    const row = await this.db
      .transaction(async (tx) => {
        if (firstAdminOnly) {
          await tx.query('LOCK TABLE operators IN SHARE ROW EXCLUSIVE MODE');
          const [admins] = await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM operators WHERE role = 'admin' AND disabled_at IS NULL`);
          if ((admins?.n ?? 0) > 0) throw operatorError('operator.bootstrap_closed');
        }
        const created = await one<OperatorRow>(
          tx,
          `INSERT INTO operators (id, email, password_hash, totp_secret_sealed, created_by, role) VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
          [randomUUID(), email, passwordHash, totpSecret === undefined ? null : this.secrets.encrypt(totpSecret), createdBy, role],
        );
        await recordAudit(tx, {
          actor,
          action: 'operator.created',
          resource: { type: 'operator', id: created.id },
          details: { email, role, secondFactor, createdBy },
        });
        return created;
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw operatorError('operator.conflict');
        throw error;
      });
    return {
      id: row.id,
      email: row.email,
      role: row.role,
      password,
      totp: totpSecret === undefined ? null : provisioning(totpSecret, email),
      createdDate: row.created_at.toISOString(),
    };
  }

  /**
   * An admin's change of an account: its role, or whether it is disabled. The enabled admins are locked first (in id
   * order), so two changes at once cannot leave none: the last enabled admin is neither demoted nor disabled (412
   * operator.last_admin). Disabling ends the account's console sessions in the same transaction; its tokens are
   * refused from the next call (they are looked up with the account). A change to what already is writes nothing.
   */
  async update(id: string, input: UpdateOperatorInput, actor: Actor): Promise<Operator> {
    if (!isUuid(id)) throw operatorError('operator.not_found');
    return this.db.transaction(async (tx) => {
      const admins = await tx.query<{ id: string }>(`SELECT id FROM operators WHERE role = 'admin' AND disabled_at IS NULL ORDER BY id FOR UPDATE`);
      const before = await maybeOne<OperatorRow>(tx, 'SELECT * FROM operators WHERE id = $1 FOR UPDATE', [id]);
      if (!before) throw operatorError('operator.not_found');
      const role = input.role ?? before.role;
      const disabled = input.disabled ?? before.disabled_at !== null;
      const staysEnabledAdmin = role === 'admin' && !disabled;
      if (before.role === 'admin' && before.disabled_at === null && !staysEnabledAdmin && admins.length <= 1) throw operatorError('operator.last_admin');
      let after = before;
      if (role !== before.role) {
        after = await one<OperatorRow>(tx, 'UPDATE operators SET role = $2, updated_at = now() WHERE id = $1 RETURNING *', [id, role]);
        await recordAudit(tx, {
          actor,
          action: 'operator.role_changed',
          resource: { type: 'operator', id },
          details: { email: before.email, role: { from: before.role, to: role } },
        });
      }
      if (disabled !== (before.disabled_at !== null)) {
        after = await one<OperatorRow>(tx, `UPDATE operators SET disabled_at = ${disabled ? 'now()' : 'NULL'}, updated_at = now() WHERE id = $1 RETURNING *`, [
          id,
        ]);
        if (disabled) await tx.query('DELETE FROM ops_sessions WHERE operator_id = $1', [id]);
        await recordAudit(tx, {
          actor,
          action: disabled ? 'operator.disabled' : 'operator.enabled',
          resource: { type: 'operator', id },
          details: { email: before.email },
        });
      }
      return toOperator(after);
    });
  }

  /**
   * A new TOTP secret for an account (a lost phone): the old one stops working, the account's console sessions end,
   * and the new secret and URI are in this answer only, for the admin to hand over as they would a new account's.
   */
  async resetTotp(id: string, actor: Actor): Promise<{ operator: Operator; totp: TotpProvisioning }> {
    if (!isUuid(id)) throw operatorError('operator.not_found');
    const secret = newTotpSecret();
    const row = await this.db.transaction(async (tx) => {
      const updated = await maybeOne<OperatorRow>(
        tx,
        'UPDATE operators SET totp_secret_sealed = $2, totp_last_step = NULL, updated_at = now() WHERE id = $1 RETURNING *',
        [id, this.secrets.encrypt(secret)],
      );
      if (!updated) throw operatorError('operator.not_found');
      await tx.query('DELETE FROM ops_sessions WHERE operator_id = $1', [id]);
      await recordAudit(tx, { actor, action: 'operator.totp_reset', resource: { type: 'operator', id }, details: { email: updated.email } });
      return updated;
    });
    return { operator: toOperator(row), totp: provisioning(secret, row.email) };
  }

  async get(id: string): Promise<Operator> {
    const row = await maybeOneByUuid<OperatorRow>(this.db, 'SELECT * FROM operators WHERE id = $1', [id]);
    if (!row) throw operatorError('operator.not_found');
    return toOperator(row);
  }

  /** Every account, by email (the console names who resolved what). */
  async list(): Promise<Operator[]> {
    return (await this.db.query<OperatorRow>('SELECT * FROM operators ORDER BY email')).map(toOperator);
  }

  /**
   * The enabled operator whose email and password these are; an unknown email takes as long as a wrong password, and
   * a disabled account's right password is refused as a wrong one.
   */
  async checkPassword(emailInput: string, password: string): Promise<Operator | undefined> {
    const row = await maybeOne<OperatorRow>(this.db, 'SELECT * FROM operators WHERE email = $1', [normalEmail(emailInput)]);
    const matches = await verifyPassword(password, row?.password_hash, this.passwordCost);
    return row && matches && row.disabled_at === null ? toOperator(row) : undefined;
  }

  /**
   * Takes a TOTP code of the operator's: true when it is the code of a step within the allowed drift and later than
   * the last step taken, which it becomes (in one statement, so two sign-ins racing with one code take it once).
   */
  async acceptCode(operatorId: string, code: string): Promise<boolean> {
    const row = await maybeOne<OperatorRow>(this.db, 'SELECT * FROM operators WHERE id = $1', [operatorId]);
    if (!row?.totp_secret_sealed) return false;
    const step = stepOfCode(this.secrets.decrypt(row.totp_secret_sealed), code);
    if (step === undefined) return false;
    const taken = await this.db.query(
      `UPDATE operators SET totp_last_step = $2 WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2) RETURNING id`,
      [operatorId, step],
    );
    return taken.length > 0;
  }

  /** The operator's own password, in place of the one-time one (or a previous one), set by the operator (`actor`). */
  async setPassword(operatorId: string, password: string, actor: Actor): Promise<void> {
    const passwordHash = await hashPassword(password, this.passwordCost);
    await this.db.transaction(async (tx) => {
      const [before] = await tx.query<{ password_is_temporary: boolean }>(
        `UPDATE operators o SET password_hash = $2, password_is_temporary = false, updated_at = now()
           FROM operators old WHERE o.id = $1 AND old.id = o.id RETURNING old.password_is_temporary`,
        [operatorId, passwordHash],
      );
      if (!before) throw operatorError('operator.not_found');
      // Never the password: only whether it replaced the one-time one.
      await recordAudit(tx, {
        actor,
        action: 'operator.password_changed',
        resource: { type: 'operator', id: operatorId },
        details: { first: before.password_is_temporary },
      });
    });
  }

  /** The id of the account with this email, if any (the lock-out's audit entry names the account it locked). */
  async idOfEmail(emailInput: string): Promise<string | undefined> {
    return (await maybeOne<{ id: string }>(this.db, 'SELECT id FROM operators WHERE email = $1', [normalEmail(emailInput)]))?.id;
  }
}
