// Owns how the server-rendered pages (the dashboard, the operator console) write HTML: the `html` tag escapes every value it is given, so text from the database, a
// request or a receiver can never become markup. Only what another `html` call made (a SafeHtml) goes in as it is.

export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;', '`': '&#96;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"'`]/g, (char) => ESCAPES[char] ?? char);
}

/** What a template value may be: text and numbers are escaped; null, undefined and false write nothing. */
export type HtmlValue = SafeHtml | string | number | boolean | null | undefined | readonly HtmlValue[];

function render(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    out += render(value) + (strings[index + 1] ?? '');
  });
  return new SafeHtml(out);
}

/** A link target from data: only http(s) URLs and paths of this site, so no `javascript:` link can be written. */
export function safeHref(url: string | null | undefined): string {
  if (!url) return '#';
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.toString() : '#';
  } catch {
    return '#';
  }
}

/** A path with a query string; empty values are left out. */
export function withQuery(path: string, query: Record<string, string | number | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** An ISO timestamp as people read it, in UTC, inside a <time> element. */
export function time(iso: string | null | undefined): SafeHtml {
  if (!iso) return html`<span class="muted">—</span>`;
  const readable = iso
    .replace('T', ' ')
    .replace(/\.\d+Z$/, ' UTC')
    .replace(/Z$/, ' UTC');
  return html`<time datetime="${iso}">${readable}</time>`;
}

const STATUS_TONES: Record<string, string> = {
  CREATED: 'good',
  APPROVED: 'good',
  DELIVERED: 'good',
  SUCCEEDED: 'good',
  VALID: 'good',
  PENDING: 'wait',
  REJECTED: 'bad',
  FAILED: 'bad',
  INVALID: 'bad',
  CANCELLED: 'neutral',
  COMPLETED: 'good',
  OPEN: 'wait',
  RESOLVED: 'good',
  ACTIVE: 'wait',
  CAPTURED: 'good',
  RELEASED: 'neutral',
  CLEARED: 'good',
  ENABLED: 'good',
  DISABLED: 'bad',
  CONFIRMED: 'bad',
  SUSPENDED: 'bad',
  MATCHED: 'good',
  ACCEPTED: 'good',
  REFUSED: 'bad',
  MISSING_IN_BOOKS: 'bad',
  MISSING_AT_RAIL: 'bad',
  AMOUNT_DIFFERS: 'bad',
};

/** A status as a badge; its colour repeats what the word says, never replaces it. */
export function badge(status: string | null | undefined): SafeHtml {
  if (!status) return html`<span class="muted">—</span>`;
  return html`<span class="badge badge-${STATUS_TONES[status] ?? 'neutral'}">${status}</span>`;
}
