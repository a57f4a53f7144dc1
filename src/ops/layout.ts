// The console's side of the shared page (src/web/layout.ts): its names (the environment always shown, production
// too), its navigation (one item per page of pages/index.ts), and the warning to an account without a second factor.
import { html, type HtmlValue, type SafeHtml } from '../web/html.ts';
import { layout, type NavItem, type Site } from '../web/layout.ts';

export type { NavItem } from '../web/layout.ts';

export interface Viewer {
  email: string;
  secondFactor: boolean;
  csrfToken: string;
}

export interface PageOptions {
  title: string;
  /** The navigation item this page belongs to; none for sign-in pages and searches. */
  section?: string;
  viewer?: Viewer | undefined;
  sandbox: boolean;
  nav?: NavItem[];
  notice?: HtmlValue;
  error?: HtmlValue;
}

const SITE: Site = {
  name: 'Ponte operations',
  brand: 'Ponte operations',
  home: '/ops',
  assets: '/ops/assets',
  navLabel: 'Console',
  bodyClass: 'console',
  showProduction: true,
  search: { action: '/ops/search', name: 'id', label: 'Any id', placeholder: 'Find any id', ariaLabel: 'Find by id' },
};

export function page(options: PageOptions, content: HtmlValue): SafeHtml {
  const { viewer } = options;
  const noSecondFactor =
    viewer && !viewer.secondFactor
      ? html`<div class="warning" role="note">This account signs in with its password alone: it has no second factor, which only a sandbox allows.</div>`
      : undefined;
  return layout(SITE, { ...options, viewer: viewer && { name: viewer.email, csrfToken: viewer.csrfToken }, banner: noSecondFactor }, content);
}
