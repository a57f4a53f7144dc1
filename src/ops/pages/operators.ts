// Operators: every operator account with its role and status, and one account: its role, its disabling, its TOTP reset
// (an admin's), and its API tokens (its own operator's, or an admin's), each form calling the operators service as the
// API's /v1/admin/operators routes do, with the signed-in operator as the actor, which writes the audit entry. What is
// shown once (a new account's one-time password and TOTP secret, a reset TOTP secret, a new token) is drawn on the
// answer to the form itself, never put in a URL, and never shown again.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requirePermission } from '../../http/auth.ts';
import { statusOf } from '../../http/errors.ts';
import { parseListQuery } from '../../http/list-query.ts';
import { can, ROLES } from '../../http/roles.ts';
import {
  CreateOperatorBody,
  CreateOperatorTokenBody,
  UpdateOperatorBody,
  type Operator,
  type TotpProvisioning,
  type OperatorToken,
} from '../../modules/operators/index.ts';
import { csrfField } from '../../web/csrf.ts';
import { attempt, checkForm, errorMessage, formOf } from '../../web/forms.ts';
import { html, time, type HtmlValue, type SafeHtml } from '../../web/html.ts';
import { table } from '../../web/lists.ts';
import { consoleActor, consoleIdentity, noticeOf, redirectWithNotice, render, shortId, type Console, type SignedIn } from '../context.ts';
import type { ConsolePage } from './page.ts';

const PATH = '/ops/operators';
const operatorPath = (id: string) => `${PATH}/${id}`;

const ROLE_MEANING: Record<(typeof ROLES)[number], string> = {
  viewer: 'reads everything',
  operator: 'also resolves exceptions, decides reviews, runs reconciliations',
  approver: 'also changes corridors and integrators, and approves',
  admin: 'also manages operators',
};

const roleOptions = (selected: string): SafeHtml[] =>
  ROLES.map((role) => html`<option value="${role}"${role === selected ? ' selected' : ''}>${role}: ${ROLE_MEANING[role]}</option>`);

const statusCell = (operator: Operator): SafeHtml =>
  operator.disabled ? html`<span class="badge badge-bad">DISABLED</span>` : html`<span class="badge badge-good">ENABLED</span>`;

const operatorRow = (operator: Operator): SafeHtml => html`<tr>
  <td><a href="${operatorPath(operator.id)}">${operator.email}</a></td>
  <td>${operator.role}</td>
  <td>${operator.secondFactor ? 'TOTP' : html`<span class="muted">password only</span>`}</td>
  <td>${statusCell(operator)}</td>
  <td>${time(operator.createdDate)}</td>
</tr>`;

const tokenRow = (viewer: SignedIn, operatorId: string, token: OperatorToken): SafeHtml => html`<tr>
  <td>${token.label}</td>
  <td title="${token.id}">${shortId(token.id)}</td>
  <td>${time(token.createdAt)}</td>
  <td>${token.expiresAt ? time(token.expiresAt) : html`<span class="muted">until revoked</span>`}</td>
  <td>${token.lastUsedAt ? time(token.lastUsedAt) : html`<span class="muted">never</span>`}</td>
  <td>${
    token.revokedAt
      ? html`<span class="badge badge-bad">REVOKED</span> ${time(token.revokedAt)}`
      : html`<form method="post" action="${operatorPath(operatorId)}/tokens/${token.id}/revoke" data-confirm="Revoke the token ${token.label}? Calls made with it are refused from now on.">
    ${csrfField(viewer.csrfToken)}<button type="submit" class="danger">Revoke</button></form>`
  }</td>
</tr>`;

/** A secret shown once, with what to do with it. */
const shownOnce = (title: string, lines: Array<[string, string]>, advice: string): SafeHtml => html`<section class="card" aria-labelledby="once-title">
  <h2 id="once-title">${title}</h2>
  <p><strong>Shown once.</strong> ${advice}</p>
  <dl class="facts">${lines.map(([label, value]) => html`<dt>${label}</dt><dd><code class="secret">${value}</code></dd>`)}</dl>
</section>`;

const totpLines = (totp: TotpProvisioning): Array<[string, string]> => [
  ['TOTP secret', totp.secret],
  ['Provisioning URI', totp.uri],
];

function createForm(viewer: SignedIn, values: Record<string, string> = {}): SafeHtml {
  return html`<section class="card" aria-labelledby="create-title">
  <h2 id="create-title">New operator</h2>
  <p>The answer shows a one-time password and the TOTP secret once: hand them to the person, who chooses a password at the first sign-in.</p>
  <form method="post" action="${PATH}">
    ${csrfField(viewer.csrfToken)}
    <div class="field"><label for="email">Email</label><input id="email" name="email" type="email" required autocomplete="off" value="${values.email ?? ''}"></div>
    <div class="field"><label for="role">Role</label><select id="role" name="role">${roleOptions(values.role ?? 'viewer')}</select></div>
    <button type="submit">Create operator</button>
  </form>
</section>`;
}

/** An admin's forms for one account: its role, its status, its TOTP. */
function adminForms(viewer: SignedIn, operator: Operator): SafeHtml {
  const self = viewer.operator.id === operator.id;
  return html`<div class="actions-grid">
<section class="card" aria-labelledby="role-title">
  <h2 id="role-title">Role</h2>
  <p>What this operator may do, from their next call or page.</p>
  <form method="post" action="${operatorPath(operator.id)}/role">
    ${csrfField(viewer.csrfToken)}
    <div class="field"><label for="role">Role</label><select id="role" name="role">${roleOptions(operator.role)}</select></div>
    <button type="submit">Save role</button>
  </form>
</section>
<section class="card" aria-labelledby="status-title">
  <h2 id="status-title">${operator.disabled ? 'Disabled' : 'Access'}</h2>
  <p>${
    operator.disabled
      ? 'This account cannot sign in and its tokens are refused. Enabling it lets it in again with the same password and tokens.'
      : "Disabling ends this account's console sessions and refuses its tokens at once; the account and its history stay."
  }</p>
  <form method="post" action="${operatorPath(operator.id)}/status" data-confirm="${operator.disabled ? 'Enable' : 'Disable'} ${operator.email}?">
    ${csrfField(viewer.csrfToken)}
    <input type="hidden" name="disabled" value="${operator.disabled ? 'false' : 'true'}">
    <button type="submit"${operator.disabled ? '' : html` class="danger"`}${self && !operator.disabled ? ' disabled' : ''}>${operator.disabled ? 'Enable' : 'Disable'}</button>
  </form>
</section>
<section class="card" aria-labelledby="totp-title">
  <h2 id="totp-title">Second factor</h2>
  <p>For a lost authenticator: a new TOTP secret, shown once; the old one stops working and the account's sessions end.</p>
  <form method="post" action="${operatorPath(operator.id)}/reset-totp" data-confirm="Reset the TOTP secret of ${operator.email}?">
    ${csrfField(viewer.csrfToken)}
    <button type="submit" class="danger">Reset TOTP</button>
  </form>
</section>
</div>`;
}

function tokenForm(viewer: SignedIn, operatorId: string): SafeHtml {
  return html`<form method="post" action="${operatorPath(operatorId)}/tokens" class="inline-form">
    ${csrfField(viewer.csrfToken)}
    <div class="field"><label for="label">Label</label><input id="label" name="label" required maxlength="100" autocomplete="off" placeholder="reconciliation script"></div>
    <div class="field"><label for="expiresInDays">Expires in (days)</label><input id="expiresInDays" name="expiresInDays" inputmode="numeric" autocomplete="off" placeholder="until revoked"></div>
    <button type="submit">Create token</button>
  </form>`;
}

/** An operator's own tokens are theirs; anyone else's need an admin. */
function ownOrAdmin(viewer: SignedIn, operatorId: string): void {
  if (viewer.operator.id !== operatorId) requirePermission(consoleIdentity(viewer), 'administer');
}

export const operatorsPage: ConsolePage = {
  nav: { section: 'operators', label: 'Operators', path: PATH },
  register(c: Console) {
    const { operators } = c.services;

    const showList = async (
      reply: FastifyReply,
      viewer: SignedIn,
      options: { once?: HtmlValue; error?: HtmlValue; status?: number; values?: Record<string, string>; notice?: string | undefined } = {},
    ) => {
      const page = await operators.page(parseListQuery({ size: '100' }));
      const admin = can(viewer.operator.role, 'administer');
      const content = html`${options.once ?? ''}
<p>Every operator account, with its role. <a href="${operatorPath(viewer.operator.id)}">Your account and tokens</a>.</p>
${table('Operators', ['Email', 'Role', 'Second factor', 'Status', 'Created'], page.content.map(operatorRow), 'No operator yet.')}
${admin ? createForm(viewer, options.values) : ''}`;
      return render(
        c,
        reply,
        viewer,
        { title: 'Operators', section: 'operators', error: options.error, notice: options.notice },
        content,
        options.status ?? 200,
      );
    };

    const showOperator = async (
      reply: FastifyReply,
      viewer: SignedIn,
      id: string,
      options: { once?: HtmlValue; error?: HtmlValue; status?: number; notice?: string | undefined } = {},
    ) => {
      const operator = await operators.get(id);
      const admin = can(viewer.operator.role, 'administer');
      const mine = viewer.operator.id === operator.id;
      const tokens = mine || admin ? await operators.tokens.list(operator.id, parseListQuery({ size: '100' })) : undefined;
      const content = html`${options.once ?? ''}
<dl class="facts">
  <dt>Email</dt><dd>${operator.email}</dd>
  <dt>Role</dt><dd>${operator.role} (${ROLE_MEANING[operator.role]})</dd>
  <dt>Status</dt><dd>${statusCell(operator)}</dd>
  <dt>Second factor</dt><dd>${operator.secondFactor ? 'TOTP' : 'none (sandbox)'}</dd>
  <dt>Created</dt><dd>${time(operator.createdDate)} by ${operator.createdBy}</dd>
</dl>
${admin ? adminForms(viewer, operator) : ''}
${
  tokens
    ? html`<section class="card" aria-labelledby="tokens-title">
  <h2 id="tokens-title">API tokens</h2>
  <p>Bearer tokens for /v1/admin, acting as ${mine ? 'you' : operator.email} with ${mine ? 'your' : 'their'} role at each call. Only a hash is kept.</p>
  ${table(
    'API tokens',
    ['Label', 'Id', 'Created', 'Expires', 'Last used', ''],
    tokens.content.map((token) => tokenRow(viewer, operator.id, token)),
    'No token yet.',
  )}
  ${operator.disabled ? '' : tokenForm(viewer, operator.id)}
</section>`
    : ''
}`;
      return render(
        c,
        reply,
        viewer,
        { title: operator.email, section: 'operators', error: options.error, notice: options.notice },
        content,
        options.status ?? 200,
      );
    };

    /** A refused form (4xx) is shown on the page it came from; 404 goes to the not-found page. */
    const refused = (reply: FastifyReply, viewer: SignedIn, id: string, error: Parameters<typeof errorMessage>[0]) => {
      if (statusOf(error) === 404) throw error;
      return showOperator(reply, viewer, id, { error: errorMessage(error), status: statusOf(error) });
    };
    const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;

    c.get('/operators', async (request, reply, viewer) => showList(reply, viewer, { notice: noticeOf(request) }));

    c.post(
      '/operators',
      async (request, reply, viewer) => {
        const values = formOf(request);
        const result = await attempt(async () =>
          operators.create(checkForm(CreateOperatorBody, { email: values.email, role: values.role }), viewer.operator.id, consoleActor(request, viewer)),
        );
        if (!result.ok)
          return showList(reply, viewer, { error: errorMessage(result.error, { '/email': 'Email', '/role': 'Role' }), status: statusOf(result.error), values });
        const made = result.value;
        const once = shownOnce(
          `${made.email} is created, as ${made.role}`,
          [['One-time password', made.password], ...(made.totp ? totpLines(made.totp) : [])],
          'Give these to the person by a safe channel: the first sign-in replaces the password, and the TOTP secret goes into their authenticator.',
        );
        return showList(reply, viewer, { once, status: 201 });
      },
      'administer',
    );

    c.get('/operators/:id', async (request, reply, viewer) => showOperator(reply, viewer, idOf(request), { notice: noticeOf(request) }));

    c.post(
      '/operators/:id/role',
      async (request, reply, viewer) => {
        const id = idOf(request);
        const result = await attempt(async () =>
          operators.update(id, checkForm(UpdateOperatorBody, { role: formOf(request).role }), consoleActor(request, viewer)),
        );
        return result.ok ? redirectWithNotice(reply, operatorPath(id), 'role-saved') : refused(reply, viewer, id, result.error);
      },
      'administer',
    );

    c.post(
      '/operators/:id/status',
      async (request, reply, viewer) => {
        const id = idOf(request);
        const disabled = formOf(request).disabled === 'true';
        const result = await attempt(async () => operators.update(id, { disabled }, consoleActor(request, viewer)));
        return result.ok
          ? redirectWithNotice(reply, operatorPath(id), disabled ? 'operator-disabled' : 'operator-enabled')
          : refused(reply, viewer, id, result.error);
      },
      'administer',
    );

    c.post(
      '/operators/:id/reset-totp',
      async (request, reply, viewer) => {
        const id = idOf(request);
        const result = await attempt(async () => operators.resetTotp(id, consoleActor(request, viewer)));
        if (!result.ok) return refused(reply, viewer, id, result.error);
        const once = shownOnce(
          `A new TOTP secret for ${result.value.operator.email}`,
          totpLines(result.value.totp),
          'The old secret no longer works; the person adds this one to their authenticator.',
        );
        return showOperator(reply, viewer, id, { once });
      },
      'administer',
    );

    c.post(
      '/operators/:id/tokens',
      async (request, reply, viewer) => {
        const id = idOf(request);
        ownOrAdmin(viewer, id);
        const values = formOf(request);
        const days = values.expiresInDays;
        const result = await attempt(async () =>
          operators.tokens.create(
            id,
            checkForm(CreateOperatorTokenBody, {
              label: values.label,
              expiresInDays: days === undefined ? undefined : /^\d{1,4}$/.test(days) ? Number(days) : days,
            }),
            consoleActor(request, viewer),
          ),
        );
        if (!result.ok) return refused(reply, viewer, id, result.error);
        const once = shownOnce(
          `The token ${result.value.label}`,
          [['Token', result.value.token]],
          'Copy it now into the script or secret store that will use it: only its hash is kept.',
        );
        return showOperator(reply, viewer, id, { once, status: 201 });
      },
      'read',
    );

    c.post(
      '/operators/:id/tokens/:tokenId/revoke',
      async (request, reply, viewer) => {
        const id = idOf(request);
        ownOrAdmin(viewer, id);
        const result = await attempt(async () => operators.tokens.revoke(id, (request.params as { tokenId: string }).tokenId, consoleActor(request, viewer)));
        return result.ok ? redirectWithNotice(reply, operatorPath(id), 'token-revoked') : refused(reply, viewer, id, result.error);
      },
      'read',
    );
  },
};
