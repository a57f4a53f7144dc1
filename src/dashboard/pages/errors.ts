// What the dashboard says when a page does not exist (or is another integrator's: the same words, as the API's 404),
// when a form is refused, and when something fails (src/web/site.ts draws the rest).
import { html, type SafeHtml } from '../../web/html.ts';
import { forbiddenContent, messageContent } from '../../web/site.ts';

export { forbiddenContent };

export function notFoundContent(): SafeHtml {
  return html`<p>There is nothing here: the address is wrong, or what it names does not exist in your account.</p>
<p><a href="/dashboard">Back to the overview</a></p>`;
}

export const errorContent = (message: string): SafeHtml => messageContent('/dashboard', message);
