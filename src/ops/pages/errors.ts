// What the console says when a page does not exist, when a form is refused, and when something fails (src/web/site.ts
// draws the rest).
import { html, type SafeHtml } from '../../web/html.ts';
import { forbiddenContent, messageContent } from '../../web/site.ts';

export { forbiddenContent };

export function notFoundContent(): SafeHtml {
  return html`<p>There is nothing here: the address is wrong, or what it names does not exist.</p>
<p><a href="/ops">Back to the overview</a></p>`;
}

export const errorContent = (message: string): SafeHtml => messageContent('/ops', message);
