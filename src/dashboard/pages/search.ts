// Find any id or reference, from the box on every page: the search module looks it up among the signed-in
// integrator's own resources; one match opens its page at once, several are listed, none says so.
import { searchIntegrator, type SearchMatch } from '../../modules/search/index.ts';
import { render, type Dashboard } from '../context.ts';
import { html } from '../html.ts';
import { table } from './lists.ts';

const LABELS: Record<SearchMatch['kind'], string> = {
  transfer: 'Transfer',
  simulation: 'Transfer simulation',
  beneficiary: 'Beneficiary',
  payment: 'Payment',
  payment_simulation: 'Payment simulation',
  payment_contact: 'Payment contact',
  payment_in: 'Payment in',
  event: 'Webhook event',
  request: 'API request',
};

/** The dashboard page that shows a match; a simulation shows as what it became, if it became anything. */
function pageOf(match: SearchMatch): string | null {
  switch (match.kind) {
    case 'transfer':
      return `/dashboard/transfers/${match.id}`;
    case 'simulation':
      return match.becameId ? `/dashboard/transfers/${match.becameId}` : null;
    case 'beneficiary':
      return `/dashboard/beneficiaries/${match.id}`;
    case 'payment':
      return `/dashboard/payments/${match.id}`;
    case 'payment_simulation':
      return match.becameId ? `/dashboard/payments/${match.becameId}` : null;
    case 'payment_contact':
      return `/dashboard/payment-contacts/${match.id}`;
    case 'payment_in':
      return `/dashboard/payments-in/${match.id}`;
    case 'event':
      return `/dashboard/events/${match.id}`;
    case 'request':
      return `/dashboard/request-log/${match.id}`;
  }
}

export function registerSearchPage(d: Dashboard): void {
  d.get('/search', async (request, reply, viewer) => {
    const raw = (request.query as Record<string, unknown>).q;
    const text = typeof raw === 'string' ? raw.trim() : '';
    const found = text ? await searchIntegrator(d.db, viewer.integratorId, text) : [];
    const only = found.length === 1 ? found[0] : undefined;
    const target = only ? pageOf(only) : null;
    if (target) return reply.redirect(target, 303);
    const rows = found.map((match) => {
      const where = pageOf(match);
      return html`<tr><td>${LABELS[match.kind]}</td><td>${match.matched}</td><td>${where ? html`<a href="${where}"><code>${match.id}</code></a>` : html`<code>${match.id}</code> <span class="muted">(not used yet)</span>`}</td></tr>`;
    });
    const content = text
      ? html`<p>What <code>${text}</code> is:</p>${table('Matches', ['What', 'Matched as', 'Id'], rows, 'Nothing of yours has this id or reference.')}`
      : html`<p>Type an id or a reference in the search box: a transfer, simulation, beneficiary, payment, payment contact, payment in, event or request id; a PIX txid or end-to-end id; a transaction hash; a payout or deposit reference; or your own beneficiary reference.</p>`;
    return render(d, reply, viewer, { title: 'Search', section: 'none' }, content);
  });
}
