// Sandbox tools (registered only in the sandbox; in production these URLs are 404): approve or reject a verification
// step, pay a PIX charge, make a bank deposit, send a crypto deposit, and set a market rate. Each calls the function
// the API's sandbox route or the sandbox partner's link calls, with the API's own schema checking the form.
import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { RATE_DECIMALS } from '../../money.ts';
import { SandboxBankDepositBody, SandboxCryptoDepositBody, SandboxPixBody, SetRateBody } from '../../modules/sandbox/index.ts';
import { attempt, beneficiaryName, checkForm, errorMessage, formOf, noticeOf, redirectWithNotice, render, type Dashboard, type SignedIn } from '../context.ts';
import { csrfField } from '../../web/csrf.ts';
import { isUuid } from '../../db/index.ts';
import { html, time, type HtmlValue } from '../html.ts';
import { table } from './lists.ts';
import { statusOf } from '../../http/errors.ts';
import { parseListQuery } from '../../http/list-query.ts';

const LABELS = {
  '/simulationId': 'Simulation id',
  '/document': "Payer's document",
  '/amount': 'Amount',
  '/rate': 'Rate',
  '/quote': 'Currency',
  '/txHash': 'Transaction hash',
};

export function registerSandboxPages(d: Dashboard): void {
  const { beneficiaries, kyx, transfers, chainFunding, sandbox } = d.services;
  // The sandbox's own tools exist only in a sandbox process; so do these pages.
  if (!sandbox) return;

  const tools = async (
    reply: FastifyReply,
    viewer: SignedIn,
    state: { values?: Record<string, string>; notice?: HtmlValue; error?: HtmlValue },
    status = 200,
  ) => {
    const [marketRates, pending] = await Promise.all([
      sandbox.rates(viewer.integratorId),
      beneficiaries.list(viewer.integratorId, parseListQuery({ filterEq: 'status:PENDING', size: '10' })),
    ]);
    const values = state.values ?? {};
    const csrf = csrfField(viewer.csrfToken);
    const rateRows = marketRates.map(
      (rate) => html`<tr><td>${rate.base}/${rate.quote}</td><td>${rate.rate.toFixed(RATE_DECIMALS)}</td><td>${time(rate.updatedAt.toISOString())}</td></tr>`,
    );
    const pendingRows = pending.content.map(
      (beneficiary) =>
        html`<tr><td><a href="/dashboard/beneficiaries/${beneficiary.id}">${beneficiaryName(beneficiary)}</a></td><td>${beneficiary.integratorBeneficiaryId}</td><td>${beneficiary.type}</td></tr>`,
    );
    const content = html`<p>Act as the outside world does in production: the verification partner, a payer, a bank, the market.
Nothing here exists in production.</p>
<section class="card" aria-labelledby="verify-title">
  <h2 id="verify-title">Approve or reject a verification step</h2>
  <p>Open a pending beneficiary: each of its pending steps has <em>Approve</em> and <em>Reject</em> buttons.</p>
  ${table('Pending beneficiaries', ['Name', 'Your reference', 'Type'], pendingRows, 'No beneficiary is waiting for verification.')}
</section>
<div class="grid">
<section class="card" aria-labelledby="pix-title">
  <h2 id="pix-title">Pay a PIX charge</h2>
  <p class="hint">Pays the BR Code of a Brazilian on-ramp, as the beneficiary's bank would.</p>
  <form method="post" action="/dashboard/sandbox/pix">
    ${csrf}
    <div class="field"><label for="pix-simulation">Simulation id</label><input id="pix-simulation" name="simulationId" required value="${values.pixSimulationId ?? ''}" spellcheck="false"></div>
    <div class="field"><label for="pix-document">Payer's CPF or CNPJ</label><input id="pix-document" name="document" required value="${values.document ?? ''}" aria-describedby="pix-document-hint">
      <p id="pix-document-hint" class="hint">It must be the beneficiary's own document.</p></div>
    <div class="field"><label for="pix-amount">Amount in BRL <span class="muted">(optional)</span></label><input id="pix-amount" name="amount" inputmode="decimal" value="${values.pixAmount ?? ''}" aria-describedby="pix-amount-hint">
      <p id="pix-amount-hint" class="hint">Empty pays exactly the transfer's amount; any other amount fails it.</p></div>
    <button type="submit">Pay PIX charge</button>
  </form>
</section>
<section class="card" aria-labelledby="deposit-title">
  <h2 id="deposit-title">Make a bank deposit</h2>
  <p class="hint">Deposits the COP of a Colombian on-ramp, as the payer's bank would.</p>
  <form method="post" action="/dashboard/sandbox/bank-deposit">
    ${csrf}
    <div class="field"><label for="deposit-simulation">Simulation id</label><input id="deposit-simulation" name="simulationId" required value="${values.depositSimulationId ?? ''}" spellcheck="false"></div>
    <div class="field"><label for="deposit-amount">Amount in COP <span class="muted">(optional)</span></label><input id="deposit-amount" name="amount" inputmode="decimal" value="${values.depositAmount ?? ''}"></div>
    <button type="submit">Make bank deposit</button>
  </form>
</section>
<section class="card" aria-labelledby="crypto-title">
  <h2 id="crypto-title">Send a crypto deposit</h2>
  <p class="hint">Sends the USDC of an external-wallet off-ramp to its deposit address, as your wallet would, and links the
  transaction to the transfer unless one is linked already.</p>
  <form method="post" action="/dashboard/sandbox/crypto-deposit">
    ${csrf}
    <div class="field"><label for="crypto-simulation">Simulation id</label><input id="crypto-simulation" name="simulationId" required value="${values.cryptoSimulationId ?? ''}" spellcheck="false"></div>
    <div class="field"><label for="crypto-hash">Transaction hash <span class="muted">(optional)</span></label><input id="crypto-hash" name="txHash" value="${values.txHash ?? ''}" spellcheck="false" aria-describedby="crypto-hash-hint">
      <p id="crypto-hash-hint" class="hint">0x and 64 hex digits; empty makes one up.</p></div>
    <div class="field"><label for="crypto-amount">Amount in USDC <span class="muted">(optional)</span></label><input id="crypto-amount" name="amount" inputmode="decimal" value="${values.cryptoAmount ?? ''}" aria-describedby="crypto-amount-hint">
      <p id="crypto-amount-hint" class="hint">Empty sends exactly the transfer's amount; any other amount fails it.</p></div>
    <button type="submit">Send crypto deposit</button>
  </form>
</section>
</div>
<section class="card" aria-labelledby="rates-title">
  <h2 id="rates-title">Market rates</h2>
  ${table('Market rates', ['Pair', 'Rate (price of 1 USDC)', 'Updated'], rateRows, 'No rates.')}
  <form method="post" action="/dashboard/sandbox/rates" class="inline-form">
    ${csrf}
    <div class="field"><label for="rate-quote">Currency</label>
      <select id="rate-quote" name="quote">${['BRL', 'COP'].map((quote) => html`<option value="${quote}"${values.quote === quote ? html` selected` : ''}>${quote}</option>`)}</select></div>
    <div class="field"><label for="rate-value">Rate</label><input id="rate-value" name="rate" inputmode="decimal" required value="${values.rate ?? ''}" aria-describedby="rate-hint"></div>
    <button type="submit">Set rate</button>
    <p id="rate-hint" class="hint">The market price of 1 USDC, up to 8 decimals, such as 5.35.</p>
  </form>
</section>`;
    return render(d, reply, viewer, { title: 'Sandbox tools', section: 'sandbox', notice: state.notice, error: state.error }, content, status);
  };

  d.get('/sandbox', async (request, reply, viewer) => tools(reply, viewer, { notice: noticeOf(request) }));

  d.post('/sandbox/rates', async (request, reply, viewer) => {
    const form = formOf(request);
    const result = await attempt(async () => {
      const body = checkForm(SetRateBody, { base: 'USDC', quote: form.quote, rate: form.rate });
      return sandbox.setRate(viewer.integratorId, body.quote, body.rate);
    });
    if (!result.ok) return tools(reply, viewer, { values: form, error: errorMessage(result.error, LABELS) }, statusOf(result.error));
    return redirectWithNotice(reply, '/dashboard/sandbox', 'rate-set');
  });

  d.post('/sandbox/kyx-steps/:stepId', async (request, reply, viewer) => {
    const { stepId } = request.params as { stepId: string };
    const form = formOf(request);
    const approved = form.result !== 'REJECTED';
    await kyx.recordStepResult(viewer.integratorId, stepId, approved ? { approved: true } : { approved: false });
    const back = form.beneficiaryId && isUuid(form.beneficiaryId) ? `/dashboard/beneficiaries/${form.beneficiaryId}` : '/dashboard/sandbox';
    return redirectWithNotice(reply, back, approved ? 'step-approved' : 'step-rejected');
  });

  d.post('/sandbox/pix', async (request, reply, viewer) => {
    const form = formOf(request);
    const result = await attempt(() =>
      sandbox.pix(
        viewer.integratorId,
        checkForm(SandboxPixBody, { simulationId: form.simulationId, document: form.document, ...(form.amount ? { amount: form.amount } : {}) }),
      ),
    );
    if (!result.ok) {
      const values = { pixSimulationId: form.simulationId ?? '', document: form.document ?? '', pixAmount: form.amount ?? '' };
      return tools(reply, viewer, { values, error: errorMessage(result.error, LABELS) }, statusOf(result.error));
    }
    return redirectWithNotice(reply, `/dashboard/transfers/${result.value.transferId}`, 'pix-paid');
  });

  d.post('/sandbox/bank-deposit', async (request, reply, viewer) => {
    const form = formOf(request);
    const result = await attempt(() =>
      sandbox.bankDeposit(
        viewer.integratorId,
        checkForm(SandboxBankDepositBody, { simulationId: form.simulationId, ...(form.amount ? { amount: form.amount } : {}) }),
      ),
    );
    if (!result.ok) {
      const values = { depositSimulationId: form.simulationId ?? '', depositAmount: form.amount ?? '' };
      return tools(reply, viewer, { values, error: errorMessage(result.error, LABELS) }, statusOf(result.error));
    }
    return redirectWithNotice(reply, `/dashboard/transfers/${result.value.transferId}`, 'deposit-made');
  });

  d.post('/sandbox/crypto-deposit', async (request, reply, viewer) => {
    const form = formOf(request);
    const result = await attempt(async () => {
      const body = checkForm(SandboxCryptoDepositBody, {
        simulationId: form.simulationId,
        txHash: form.txHash || `0x${randomBytes(32).toString('hex')}`,
        ...(form.amount ? { amount: form.amount } : {}),
      });
      const deposit = await sandbox.cryptoDeposit(viewer.integratorId, body);
      // What the integrator does with PUT /v1/transfers/{id}/transactionHash once its wallet has sent.
      const transfer = await transfers.get(viewer.integratorId, deposit.transferId);
      if (!transfer.transactionHash) await chainFunding.linkTransactionHash(viewer.integratorId, deposit.transferId, body.txHash);
      return deposit;
    });
    if (!result.ok) {
      const values = { cryptoSimulationId: form.simulationId ?? '', txHash: form.txHash ?? '', cryptoAmount: form.amount ?? '' };
      return tools(reply, viewer, { values, error: errorMessage(result.error, LABELS) }, statusOf(result.error));
    }
    return redirectWithNotice(reply, `/dashboard/transfers/${result.value.transferId}`, 'crypto-deposit-sent');
  });
}
