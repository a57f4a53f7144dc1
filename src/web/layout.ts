// The page every server-rendered screen is drawn in, the dashboard's and the operator console's alike: head (the
// service's own stylesheet, script and icon, nothing from elsewhere), a skip link, a header with the brand and the
// environment, the navigation with the search box and who is signed in, the banners, notices, and the screen's content.
// A site (src/dashboard/layout.ts, src/ops/layout.ts) says only what differs: its names, paths and navigation.
import { csrfField } from './csrf.ts';
import { html, type HtmlValue, type SafeHtml } from './html.ts';

/** What one site fills in: its names and paths, its search box. */
export interface Site {
  /** After the page title in <title>: "Sign in · Ponte dashboard". */
  name: string;
  /** The brand in the header, linking to `home`. */
  brand: string;
  home: string;
  /** Where its stylesheet, script and icon are served (src/web/scope.ts). */
  assets: string;
  /** The navigation's accessible name. */
  navLabel: string;
  bodyClass?: string;
  /** The environment badge in production too, not only in the sandbox. */
  showProduction?: boolean;
  search: { action: string; name: string; label: string; placeholder: string; ariaLabel: string; type?: 'search' };
}

export interface NavItem {
  section: string;
  label: string;
  path: string;
}

/** Who is signed in, as the header shows them. */
export interface LayoutViewer {
  name: string;
  csrfToken: string;
}

export interface LayoutOptions {
  title: string;
  /** The navigation item this page belongs to; none for sign-in pages and searches. */
  section?: string;
  /** Absent on the signed-out pages. */
  viewer?: LayoutViewer | undefined;
  sandbox: boolean;
  nav?: readonly NavItem[];
  /** What the viewer must read on every page (a suspended account, a missing second factor). */
  banner?: HtmlValue;
  /** A confirmation of what was just done. */
  notice?: HtmlValue;
  /** What went wrong with what was just tried. */
  error?: HtmlValue;
}

function navigation(site: Site, options: LayoutOptions): SafeHtml {
  const viewer = options.viewer;
  if (!viewer) return html``;
  const items = (options.nav ?? []).map(
    (item) => html`<li><a href="${item.path}"${item.section === options.section ? html` aria-current="page"` : ''}>${item.label}</a></li>`,
  );
  const search = site.search;
  const inputId = `search-${search.name}`;
  return html`<nav class="site-nav" aria-label="${site.navLabel}">
  <ul>${items}</ul>
  <form method="get" action="${search.action}" class="id-search" role="search" aria-label="${search.ariaLabel}">
    <label for="${inputId}" class="visually-hidden">${search.label}</label>
    <input id="${inputId}" name="${search.name}"${search.type ? html` type="${search.type}"` : ''} placeholder="${search.placeholder}" autocomplete="off" spellcheck="false" maxlength="200">
    <button type="submit" class="small">Find</button>
  </form>
  <form method="post" action="${site.home}/sign-out" class="sign-out">
    ${csrfField(viewer.csrfToken)}
    <span class="who">${viewer.name}</span>
    <button type="submit" class="link-button">Sign out</button>
  </form>
</nav>`;
}

export function layout(site: Site, options: LayoutOptions, content: HtmlValue): SafeHtml {
  const environment = options.sandbox
    ? html` <span class="env-badge">Sandbox</span>`
    : site.showProduction
      ? html` <span class="env-badge env-production">Production</span>`
      : '';
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${options.title} · ${site.name}</title>
<link rel="icon" href="${site.assets}/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${site.assets}/dashboard.css">
<script src="${site.assets}/dashboard.js" defer></script>
</head>
<body${site.bodyClass ? html` class="${site.bodyClass}"` : ''}>
<a class="skip-link" href="#main">Skip to content</a>
<header class="site-header">
  <div class="brand"><a href="${site.home}">${site.brand}</a>${environment}</div>
  ${navigation(site, options)}
</header>
<main id="main" tabindex="-1">
  <h1>${options.title}</h1>
  ${options.banner ?? ''}
  ${options.notice ? html`<div class="notice" role="status">${options.notice}</div>` : ''}
  ${options.error ? html`<div class="error" role="alert">${options.error}</div>` : ''}
  ${content}
</main>
</body>
</html>
`;
}
