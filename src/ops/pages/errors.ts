// What the console says when a page does not exist, when a form is refused, and when something fails.
import { html, type SafeHtml } from '../../web/html.ts';

export function notFoundContent(): SafeHtml {
  return html`<p>There is nothing here: the address is wrong, or what it names does not exist.</p>
<p><a href="/ops">Back to the overview</a></p>`;
}

export function forbiddenContent(): SafeHtml {
  return html`<p>This form did not carry a valid security token, so nothing was changed. This happens when a form was
open for too long, after signing out, or when another site tried to send it.</p>
<p>Go back, reload the page, and try again.</p>`;
}

export function errorContent(message: string): SafeHtml {
  return html`<p>${message}</p><p><a href="/ops">Back to the overview</a></p>`;
}
