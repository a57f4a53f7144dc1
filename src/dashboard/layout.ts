// The page every dashboard screen is drawn in: head (the service's own stylesheet and script, nothing from elsewhere),
// a skip link, the navigation, notices, and the screen's content.
import { csrfField } from '../web/csrf.ts';
import { html, type HtmlValue, type SafeHtml } from './html.ts';

export const ASSETS = '/dashboard/assets';

export type Section =
  | 'overview'
  | 'beneficiaries'
  | 'transfers'
  | 'payments'
  | 'payment-contacts'
  | 'payments-in'
  | 'balances'
  | 'events'
  | 'webhook-endpoints'
  | 'api-keys'
  | 'request-log'
  | 'profile'
  | 'sandbox'
  | 'none';

export interface Viewer {
  integratorName: string;
  email: string;
  csrfToken: string;
  /** The operator suspended the integrator: every page says so, and its forms are refused. */
  suspended?: boolean;
}

export interface PageOptions {
  title: string;
  section?: Section;
  /** Absent on the signed-out pages. */
  viewer?: Viewer | undefined;
  sandbox: boolean;
  /** A confirmation of what was just done. */
  notice?: HtmlValue;
  /** What went wrong with what was just tried. */
  error?: HtmlValue;
}

const SECTIONS: Array<[Exclude<Section, 'none'>, string, string]> = [
  ['overview', 'Overview', '/dashboard'],
  ['beneficiaries', 'Beneficiaries', '/dashboard/beneficiaries'],
  ['transfers', 'Transfers', '/dashboard/transfers'],
  ['payments', 'Payments', '/dashboard/payments'],
  ['payment-contacts', 'Payment contacts', '/dashboard/payment-contacts'],
  ['payments-in', 'Payments in', '/dashboard/payments-in'],
  ['balances', 'Balances', '/dashboard/balances'],
  ['events', 'Webhook events', '/dashboard/events'],
  ['webhook-endpoints', 'Webhook endpoints', '/dashboard/webhook-endpoints'],
  ['api-keys', 'API keys', '/dashboard/api-keys'],
  ['request-log', 'Request log', '/dashboard/request-log'],
  ['profile', 'Profile', '/dashboard/profile'],
  ['sandbox', 'Sandbox tools', '/dashboard/sandbox'],
];

function navigation(options: PageOptions): SafeHtml {
  const viewer = options.viewer;
  if (!viewer) return html``;
  const items = SECTIONS.filter(([key]) => key !== 'sandbox' || options.sandbox).map(
    ([key, label, href]) => html`<li><a href="${href}"${key === options.section ? html` aria-current="page"` : ''}>${label}</a></li>`,
  );
  return html`<nav class="site-nav" aria-label="Dashboard">
  <ul>${items}</ul>
  <form method="get" action="/dashboard/search" class="id-search" role="search" aria-label="Find by id or reference">
    <label for="search-q" class="visually-hidden">Id or reference</label>
    <input id="search-q" name="q" type="search" placeholder="Find an id or reference" autocomplete="off" spellcheck="false" maxlength="200">
    <button type="submit" class="small">Find</button>
  </form>
  <form method="post" action="/dashboard/sign-out" class="sign-out">
    ${csrfField(viewer.csrfToken)}
    <span class="who">${viewer.integratorName}</span>
    <button type="submit" class="link-button">Sign out</button>
  </form>
</nav>`;
}

/** What a suspended integrator reads on every page. */
export function suspendedNote(): SafeHtml {
  return html`<div class="warning" role="alert" id="suspended">This account is suspended by the operator: API calls answer
403 <code>integrator.suspended</code>, no new access token is issued, and the forms here change nothing. Transfers and
payments already under way run to their end. Contact the operator to have it reactivated.</div>`;
}

export function page(options: PageOptions, content: HtmlValue): SafeHtml {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${options.title} · Ponte dashboard</title>
<link rel="icon" href="${ASSETS}/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${ASSETS}/dashboard.css">
<script src="${ASSETS}/dashboard.js" defer></script>
</head>
<body>
<a class="skip-link" href="#main">Skip to content</a>
<header class="site-header">
  <div class="brand"><a href="/dashboard">Ponte</a>${options.sandbox ? html` <span class="env-badge">Sandbox</span>` : ''}</div>
  ${navigation(options)}
</header>
<main id="main" tabindex="-1">
  <h1>${options.title}</h1>
  ${options.viewer?.suspended ? suspendedNote() : ''}
  ${options.notice ? html`<div class="notice" role="status">${options.notice}</div>` : ''}
  ${options.error ? html`<div class="error" role="alert">${options.error}</div>` : ''}
  ${content}
</main>
</body>
</html>
`;
}
