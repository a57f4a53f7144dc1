// The page every console screen is drawn in: the service's own stylesheet and script (shared with the dashboard,
// src/web/assets/), a header that says which environment this is, the navigation (one item per page of pages/index.ts),
// the search by id, who is signed in, notices, and the screen's content.
import { csrfField } from '../web/csrf.ts';
import { html, type HtmlValue, type SafeHtml } from '../web/html.ts';

export const ASSETS = '/ops/assets';

export interface NavItem {
  section: string;
  label: string;
  path: string;
}

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

function navigation(options: PageOptions): SafeHtml {
  const viewer = options.viewer;
  if (!viewer) return html``;
  const items = (options.nav ?? []).map(
    (item) => html`<li><a href="${item.path}"${item.section === options.section ? html` aria-current="page"` : ''}>${item.label}</a></li>`,
  );
  return html`<nav class="site-nav" aria-label="Console">
  <ul>${items}</ul>
  <form method="get" action="/ops/search" class="id-search" role="search" aria-label="Find by id">
    <label for="search-id" class="visually-hidden">Any id</label>
    <input id="search-id" name="id" placeholder="Find any id" autocomplete="off" spellcheck="false" maxlength="200">
    <button type="submit" class="small">Find</button>
  </form>
  <form method="post" action="/ops/sign-out" class="sign-out">
    ${csrfField(viewer.csrfToken)}
    <span class="who">${viewer.email}</span>
    <button type="submit" class="link-button">Sign out</button>
  </form>
</nav>`;
}

export function page(options: PageOptions, content: HtmlValue): SafeHtml {
  const environment = options.sandbox ? html`<span class="env-badge">Sandbox</span>` : html`<span class="env-badge env-production">Production</span>`;
  const noSecondFactor =
    options.viewer && !options.viewer.secondFactor
      ? html`<div class="warning" role="note">This account signs in with its password alone: it has no second factor, which only a sandbox allows.</div>`
      : '';
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${options.title} · Ponte operations</title>
<link rel="icon" href="${ASSETS}/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${ASSETS}/dashboard.css">
<script src="${ASSETS}/dashboard.js" defer></script>
</head>
<body class="console">
<a class="skip-link" href="#main">Skip to content</a>
<header class="site-header">
  <div class="brand"><a href="/ops">Ponte operations</a> ${environment}</div>
  ${navigation(options)}
</header>
<main id="main" tabindex="-1">
  <h1>${options.title}</h1>
  ${noSecondFactor}
  ${options.notice ? html`<div class="notice" role="status">${options.notice}</div>` : ''}
  ${options.error ? html`<div class="error" role="alert">${options.error}</div>` : ''}
  ${content}
</main>
</body>
</html>
`;
}
