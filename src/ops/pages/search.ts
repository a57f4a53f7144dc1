// Find any id, from the box on every page: one match opens its page at once (an id that is a resource's and its
// exceptions' opens the resource); several are listed; none says so.
import { findById, type Found } from '../../modules/operations/index.ts';
import { html, withQuery } from '../../web/html.ts';
import { table } from '../../web/lists.ts';
import { paths, render } from '../context.ts';
import type { ConsolePage } from './page.ts';

/** The console page that shows a match. */
function pageOf(found: Found): string | null {
  switch (found.type) {
    case 'exception':
      return paths.exception(found.id);
    case 'transfer':
      return paths.transfer(found.id);
    case 'payment':
      return paths.payment(found.id);
    case 'integrator':
      return paths.integrator(found.id);
    case 'job':
      return withQuery('/ops/exceptions', { resource: found.id, status: 'ANY' });
    default:
      if (found.story) return paths.resource(found.story.type, found.story.id);
      return found.integratorId ? paths.integrator(found.integratorId) : null;
  }
}

export const searchPage: ConsolePage = {
  register(c) {
    c.get('/search', async (request, reply, viewer) => {
      const raw = (request.query as Record<string, unknown>).id;
      const id = typeof raw === 'string' ? raw.trim() : '';
      const found = id ? await findById(c.db, id) : [];
      // The exceptions about a resource also match its id: the resource itself is what was asked for; its story lists them.
      const primary = found.filter((match) => match.matched !== 'resource id');
      const only = primary.length === 1 ? primary[0] : found.length === 1 ? found[0] : undefined;
      const target = only ? pageOf(only) : null;
      if (target) return reply.redirect(target, 303);
      const rows = found.map((match) => {
        const where = pageOf(match);
        return html`<tr><td>${match.type.replace('_', ' ')}</td><td>${match.matched}</td><td>${where ? html`<a href="${where}"><code>${match.id}</code></a>` : html`<code>${match.id}</code>`}</td></tr>`;
      });
      const content = id
        ? html`<p>What <code>${id}</code> is the id of:</p>${table('Matches', ['What', 'Matched as', 'Id'], rows, 'Nothing here has this id: no transfer, payment, exception, integrator, beneficiary, event, journal entry or job, nor a client id, transaction hash, payout reference or PIX id.')}`
        : html`<p>Type an id in the box above: a transfer, payment, simulation, exception, integrator, beneficiary, event, journal entry or job id, a client id, a transaction hash, a payout reference, or a PIX txid or end-to-end id.</p>`;
      return render(c, reply, viewer, { title: 'Find by id' }, content);
    });
  },
};
