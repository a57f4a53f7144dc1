// Corridors: their terms (the corridors' own list), and one corridor's form, which sets every term at once through
// CorridorStore.update, the same call as PUT /v1/admin/corridors/{id}, with the operator's account as the actor (the
// store writes the audit entry of what changed). A term the store refuses (400: a spread out of range, a minimum above
// its maximum) comes back as the form's error with what was typed kept.
import type { FastifyReply } from 'fastify';
import type { Static } from 'typebox';
import { parseListQuery } from '../../http/list-query.ts';
import { statusOf } from '../../http/errors.ts';
import { type Corridor, UpdateCorridorBody } from '../../modules/corridors/index.ts';
import { csrfField } from '../../web/csrf.ts';
import { attempt, checkForm, errorMessage, formOf } from '../../web/forms.ts';
import { badge, html, time, type HtmlValue, type SafeHtml } from '../../web/html.ts';
import { table } from '../../web/lists.ts';
import { consoleActor, noticeOf, paths, redirectWithNotice, render, type Console, type SignedIn } from '../context.ts';
import type { ConsolePage } from './page.ts';

type CorridorBody = Static<typeof Corridor>;

const PATH = '/ops/corridors';
const DIRECTIONS = ['ON_RAMP', 'OFF_RAMP'] as const;

const LABELS: Record<string, string> = {
  '/enabled': 'Enabled',
  '/serviceFeeBps': 'Service fee',
  '/spread': 'Spread',
  '/taxBps': 'Tax',
  '/limits/ON_RAMP/min': 'On-ramp minimum',
  '/limits/ON_RAMP/max': 'On-ramp maximum',
  '/limits/ON_RAMP/currencyCode': 'On-ramp currency',
  '/limits/OFF_RAMP/min': 'Off-ramp minimum',
  '/limits/OFF_RAMP/max': 'Off-ramp maximum',
  '/limits/OFF_RAMP/currencyCode': 'Off-ramp currency',
};

const PATTERNS: Record<string, string> = {
  '/spread': 'must be a fraction below 1 with at most 6 decimals, such as 0.003',
  ...Object.fromEntries(
    ['ON_RAMP', 'OFF_RAMP'].flatMap((type) =>
      ['min', 'max'].map((end) => [`/limits/${type}/${end}`, 'must be an amount with at most 2 decimals, such as 10.00']),
    ),
  ),
};

const percent = (spread: string): string => `${(Number(spread) * 100).toFixed(2)}%`;
const limit = (corridor: CorridorBody, direction: (typeof DIRECTIONS)[number]): string =>
  `${corridor.limits[direction].min} – ${corridor.limits[direction].max} ${corridor.limits[direction].currencyCode}`;

const corridorRow = (corridor: CorridorBody): SafeHtml => html`<tr>
  <td><a href="${paths.corridor(corridor.id)}">${corridor.id}</a></td>
  <td>${corridor.currency}</td>
  <td>${badge(corridor.enabled ? 'ENABLED' : 'DISABLED')}</td>
  <td class="amount">${corridor.serviceFeeBps} bps</td>
  <td class="amount">${corridor.spread} <span class="muted">(${percent(corridor.spread)})</span></td>
  <td class="amount">${corridor.taxBps} bps</td>
  <td class="amount">${limit(corridor, 'ON_RAMP')}</td>
  <td class="amount">${limit(corridor, 'OFF_RAMP')}</td>
  <td>${time(corridor.lastModifiedDate)}</td>
</tr>`;

/** The form's values: what was typed after a refusal, else the corridor's terms in force. */
function valuesOf(corridor: CorridorBody): Record<string, string> {
  return {
    enabled: corridor.enabled ? 'on' : '',
    serviceFeeBps: String(corridor.serviceFeeBps),
    spread: corridor.spread,
    taxBps: String(corridor.taxBps),
    ON_RAMP_min: corridor.limits.ON_RAMP.min,
    ON_RAMP_max: corridor.limits.ON_RAMP.max,
    OFF_RAMP_min: corridor.limits.OFF_RAMP.min,
    OFF_RAMP_max: corridor.limits.OFF_RAMP.max,
  };
}

function input(name: string, label: string, value: string, hint: string, attributes: SafeHtml = html``): SafeHtml {
  return html`<div class="field">
  <label for="${name}">${label}</label>
  <input id="${name}" name="${name}" value="${value}" required autocomplete="off" spellcheck="false" aria-describedby="${name}-hint"${attributes}>
  <p id="${name}-hint" class="hint">${hint}</p>
</div>`;
}

function corridorForm(viewer: SignedIn, corridor: CorridorBody, values: Record<string, string>): SafeHtml {
  const value = (name: string) => values[name] ?? '';
  const direction = (type: (typeof DIRECTIONS)[number], title: string) => html`<fieldset>
  <legend>${title} <span class="muted">(amounts of ${corridor.limits[type].currencyCode}, the currency of from)</span></legend>
  ${input(`${type}_min`, 'Minimum', value(`${type}_min`), 'Two decimals, such as 10.00.', html` inputmode="decimal"`)}
  ${input(`${type}_max`, 'Maximum', value(`${type}_max`), 'Not below the minimum.', html` inputmode="decimal"`)}
</fieldset>`;
  return html`<form method="post" action="${paths.corridor(corridor.id)}" class="card" data-confirm="New terms apply to every simulation made from now on. Save?">
  ${csrfField(viewer.csrfToken)}
  <div class="field choice">
    <input type="checkbox" id="enabled" name="enabled" value="on"${value('enabled') ? html` checked` : ''}>
    <label for="enabled">Enabled <span class="muted">(when off, new simulations are refused with 422 corridor.disabled)</span></label>
  </div>
  ${input('serviceFeeBps', 'Service fee (bps)', value('serviceFeeBps'), 'Basis points of from, a whole number from 0 to 10000.', html` inputmode="numeric"`)}
  ${input('spread', 'Spread', value('spread'), 'A fraction below 1 with at most 6 decimals: 0.003 is 0.30%.', html` inputmode="decimal"`)}
  ${input('taxBps', 'Tax (bps)', value('taxBps'), 'Basis points of from, a whole number from 0 to 10000.', html` inputmode="numeric"`)}
  ${direction('ON_RAMP', 'On-ramp limits')}
  ${direction('OFF_RAMP', 'Off-ramp limits')}
  <div class="field">
    <label for="reason">Reason</label>
    <textarea id="reason" name="reason" required maxlength="2000" aria-describedby="reason-hint">${value('reason')}</textarea>
    <p id="reason-hint" class="hint">Why: the change is sent for approval, and another approver reads this before it applies.</p>
  </div>
  <button type="submit">Send for approval</button>
</form>`;
}

/** A whole number as typed becomes a number for the schema; anything else stays text, which the schema refuses. */
const integer = (text: string | undefined): unknown => (text !== undefined && /^\d{1,9}$/.test(text) ? Number(text) : text);

/** The PUT body of the form: every term, as the API takes it. */
function bodyOf(values: Record<string, string>): Record<string, unknown> {
  const limits = Object.fromEntries(DIRECTIONS.map((type) => [type, { min: values[`${type}_min`], max: values[`${type}_max`] }]));
  return {
    enabled: values.enabled === 'on',
    serviceFeeBps: integer(values.serviceFeeBps),
    spread: values.spread,
    taxBps: integer(values.taxBps),
    limits,
    reason: values.reason,
  };
}

async function corridorOf(c: Console, id: string): Promise<CorridorBody | undefined> {
  if (!/^[A-Z]{2}$/.test(id)) return undefined;
  return (await c.services.corridors.list(parseListQuery({ filterEq: `id:${id}` }))).content[0];
}

export const corridorsPage: ConsolePage = {
  nav: { section: 'corridors', label: 'Corridors', path: PATH },
  register(c) {
    c.get('/corridors', async (_request, reply, viewer) => {
      const corridors = await c.services.corridors.list(parseListQuery({ size: '100' }));
      const content = html`<p>Each corridor's terms. A change applies to simulations made after it: one already made, and its transfer, keep the terms they were priced with.</p>
${table('Corridors', ['Corridor', 'Currency', 'Status', 'Service fee', 'Spread', 'Tax', 'On-ramp limits', 'Off-ramp limits', 'Changed'], corridors.content.map(corridorRow), 'No corridor.')}`;
      return render(c, reply, viewer, { title: 'Corridors', section: 'corridors' }, content);
    });

    const showCorridor = async (
      reply: FastifyReply,
      viewer: SignedIn,
      id: string,
      options: { notice?: string | undefined; error?: HtmlValue; status?: number; values?: Record<string, string> } = {},
    ) => {
      const corridor = await corridorOf(c, id);
      if (!corridor) return undefined;
      const content = html`<p><a href="${PATH}">← Corridors</a></p>
<p>The terms of ${corridor.country} (${corridor.currency}), changed ${time(corridor.lastModifiedDate)}. Saving sets every term at once; the audit log keeps what changed.</p>
${corridorForm(viewer, corridor, options.values ?? valuesOf(corridor))}`;
      return render(
        c,
        reply,
        viewer,
        { title: `Corridor ${corridor.id}`, section: 'corridors', notice: options.notice, error: options.error },
        content,
        options.status,
      );
    };

    const notFound = () => {
      throw Object.assign(new Error('Not found'), { statusCode: 404 });
    };

    c.get(
      '/corridors/:id',
      async (request, reply, viewer) => (await showCorridor(reply, viewer, (request.params as { id: string }).id, { notice: noticeOf(request) })) ?? notFound(),
    );

    c.post(
      '/corridors/:id',
      async (request, reply, viewer) => {
        const { id } = request.params as { id: string };
        const values = formOf(request);
        const result = await attempt(async () => {
          const { reason, ...change } = checkForm(UpdateCorridorBody, bodyOf(values));
          return c.services.approvals.submit('corridor.update', { corridorId: id, change }, reason, consoleActor(request, viewer));
        });
        if (!result.ok) {
          if (statusOf(result.error) === 404) return notFound();
          // A pattern as the schema words it means nothing to a person: say what the field takes instead.
          for (const field of result.error.errors ?? [])
            if (field.message.startsWith('must match pattern')) field.message = PATTERNS[field.path] ?? 'is not in the right form';
          return (await showCorridor(reply, viewer, id, { error: errorMessage(result.error, LABELS), status: statusOf(result.error), values })) ?? notFound();
        }
        if (!result.value.applied) return redirectWithNotice(reply, paths.approval(result.value.approval.id), 'approval-requested');
        return redirectWithNotice(reply, paths.corridor(id), 'corridor-saved');
      },
      'configure',
    );
  },
};
