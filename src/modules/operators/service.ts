// Owns operator accounts, the people who sign in to the console at /ops: created by ADMIN_TOKEN
// (POST /v1/admin/operators) or by `npm run ops:create-operator`, each with a one-time password the service makes and
// shows once (scrypt-hashed; the first sign-in replaces it) and, required in production, a TOTP secret sealed with
// SECRETS_KEY and shown once. A TOTP code is accepted once: the step of the last code taken is kept, and that step or
// an older one is refused after it, so a code seen over someone's shoulder cannot be used again. An account's creation
// and each change of its password are in the audit log (operator.created, operator.password_changed), written in the
// transaction of the change.
import { randomUUID } from 'node:crypto';
import { hashPassword, randomSecret, verifyPassword, type SecretBox } from '../../crypto.ts';
import { isUniqueViolation, maybeOne, maybeOneByUuid, one, type Db } from '../../db/index.ts';
import { recordAudit, type Actor } from '../audit/record.ts';
import type { Environment } from '../../config/index.ts';
import { operatorError } from './errors.ts';
import type { CreatedOperatorBody, CreateOperatorInput } from './schemas.ts';
import { newTotpSecret, provisioning, stepOfCode } from './totp.ts';

interface OperatorRow {
  id: string;
  email: string;
  password_hash: string;
  password_is_temporary: boolean;
  totp_secret_sealed: string | null;
  totp_last_step: string | null;
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
  createdBy: string;
  createdDate: string;
}

const toOperator = (row: OperatorRow): Operator => ({
  id: row.id,
  email: row.email,
  secondFactor: row.totp_secret_sealed !== null,
  passwordIsTemporary: row.password_is_temporary,
  createdBy: row.created_by,
  createdDate: row.created_at.toISOString(),
});

/** Who made an account: the ADMIN_TOKEN holder, or the command on the server. */
export type OperatorCreator = 'admin' | 'command';

export const normalEmail = (email: string): string => email.trim().toLowerCase();


/** The shortest password an operator may choose; the one-time password the service makes is 24 random characters. */
export const MIN_PASSWORD_LENGTH = 12;

export class OperatorService {
  constructor(
    private readonly db: Db,
    private readonly secrets: SecretBox,
    private readonly env: Environment,
  ) {}

  /** Whether an account without a second factor may exist and sign in: the sandbox only. */
  get secondFactorOptional(): boolean {
    return this.env === 'sandbox';
  }

  /** A new account; its one-time password and TOTP secret are in this answer only. `actor` made it (the audit log's). */
  async create(input: CreateOperatorInput, createdBy: OperatorCreator, actor: Actor): Promise<CreatedOperatorBody> {
    const secondFactor = input.secondFactor ?? true;
    if (!secondFactor && !this.secondFactorOptional) throw operatorError('operator.second_factor_required');
    const email = normalEmail(input.email);
    const password = randomSecret('', 18);
    const totpSecret = secondFactor ? newTotpSecret() : undefined;
    const passwordHash = await hashPassword(password);
    const row = await this.db
      .transaction(async (tx) => {
        const created = await one<OperatorRow>(
          tx,
          `INSERT INTO operators (id, email, password_hash, totp_secret_sealed, created_by) VALUES ($1, $2, $3, $4, $5) RETURNING *`,
          [randomUUID(), email, passwordHash, totpSecret === undefined ? null : this.secrets.encrypt(totpSecret), createdBy],
        );
        await recordAudit(tx, {
          actor,
          action: 'operator.created',
          resource: { type: 'operator', id: created.id },
          details: { email, secondFactor, createdBy },
        });
        return created;
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw operatorError('operator.conflict');
        throw error;
      });
    return { id: row.id, email: row.email, password, totp: totpSecret === undefined ? null : provisioning(totpSecret, email), createdDate: row.created_at.toISOString() };
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

  /** The operator whose email and password these are; an unknown email takes as long as a wrong password. */
  async checkPassword(emailInput: string, password: string): Promise<Operator | undefined> {
    const row = await maybeOne<OperatorRow>(this.db, 'SELECT * FROM operators WHERE email = $1', [normalEmail(emailInput)]);
    const matches = await verifyPassword(password, row?.password_hash);
    return row && matches ? toOperator(row) : undefined;
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
    const passwordHash = await hashPassword(password);
    await this.db.transaction(async (tx) => {
      const [before] = await tx.query<{ password_is_temporary: boolean }>(
        `UPDATE operators o SET password_hash = $2, password_is_temporary = false, updated_at = now()
           FROM operators old WHERE o.id = $1 AND old.id = o.id RETURNING old.password_is_temporary`,
        [operatorId, passwordHash],
      );
      if (!before) throw operatorError('operator.not_found');
      // Never the password: only whether it replaced the one-time one.
      await recordAudit(tx, { actor, action: 'operator.password_changed', resource: { type: 'operator', id: operatorId }, details: { first: before.password_is_temporary } });
    });
  }

  /** The id of the account with this email, if any (the lock-out's audit entry names the account it locked). */
  async idOfEmail(emailInput: string): Promise<string | undefined> {
    return (await maybeOne<{ id: string }>(this.db, 'SELECT id FROM operators WHERE email = $1', [normalEmail(emailInput)]))?.id;
  }
}
