// The dashboard's side of the shared page (src/web/layout.ts): its names, its navigation, and what a suspended
// integrator reads on every page.
import { html, type HtmlValue, type SafeHtml } from '../web/html.ts';
import { layout, type NavItem, type Site } from '../web/layout.ts';

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

const SITE: Site = {
  name: 'Ponte dashboard',
  brand: 'Ponte',
  home: '/dashboard',
  assets: '/dashboard/assets',
  navLabel: 'Dashboard',
  search: {
    action: '/dashboard/search',
    name: 'q',
    type: 'search',
    label: 'Id or reference',
    placeholder: 'Find an id or reference',
    ariaLabel: 'Find by id or reference',
  },
};

const SECTIONS: Array<NavItem & { section: Exclude<Section, 'none'> }> = [
  { section: 'overview', label: 'Overview', path: '/dashboard' },
  { section: 'beneficiaries', label: 'Beneficiaries', path: '/dashboard/beneficiaries' },
  { section: 'transfers', label: 'Transfers', path: '/dashboard/transfers' },
  { section: 'payments', label: 'Payments', path: '/dashboard/payments' },
  { section: 'payment-contacts', label: 'Payment contacts', path: '/dashboard/payment-contacts' },
  { section: 'payments-in', label: 'Payments in', path: '/dashboard/payments-in' },
  { section: 'balances', label: 'Balances', path: '/dashboard/balances' },
  { section: 'events', label: 'Webhook events', path: '/dashboard/events' },
  { section: 'webhook-endpoints', label: 'Webhook endpoints', path: '/dashboard/webhook-endpoints' },
  { section: 'api-keys', label: 'API keys', path: '/dashboard/api-keys' },
  { section: 'request-log', label: 'Request log', path: '/dashboard/request-log' },
  { section: 'profile', label: 'Profile', path: '/dashboard/profile' },
  { section: 'sandbox', label: 'Sandbox tools', path: '/dashboard/sandbox' },
];

/** What a suspended integrator reads on every page. */
export function suspendedNote(): SafeHtml {
  return html`<div class="warning" role="alert" id="suspended">This account is suspended by the operator: API calls answer
403 <code>integrator.suspended</code>, no new access token is issued, and the forms here change nothing. Transfers and
payments already under way run to their end. Contact the operator to have it reactivated.</div>`;
}

export function page(options: PageOptions, content: HtmlValue): SafeHtml {
  const { viewer } = options;
  return layout(
    SITE,
    {
      ...options,
      viewer: viewer && { name: viewer.integratorName, csrfToken: viewer.csrfToken },
      nav: SECTIONS.filter((item) => item.section !== 'sandbox' || options.sandbox),
      banner: viewer?.suspended ? suspendedNote() : undefined,
    },
    content,
  );
}
