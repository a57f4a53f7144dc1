// A dashboard list page: the filter form, table and pager the operator console shares (src/web/lists.ts) around a
// module's list service.
import type { FastifyReply } from 'fastify';
import type { Page } from '../../db/lists.ts';
import { attempt, errorMessage, render, type Dashboard, type SignedIn } from '../context.ts';
import { html, type SafeHtml } from '../html.ts';
import type { Section } from '../layout.ts';
import { statusOf } from '../../http/errors.ts';
import { listControls, pager, table, type ListView } from '../../web/lists.ts';

export { listControls, pager, table, type ListView };

export interface ListPage<T> {
  title: string;
  section: Section;
  intro: string;
  view: ListView;
  /** The module's list service, called with the query as it came. */
  load: () => Promise<Page<T>>;
  headers: string[];
  row: (item: T) => SafeHtml;
  empty: string;
  /** Shown between the intro and the filters, such as the page's export form. */
  aside?: SafeHtml;
}

/** A list page: filters, the table and the pager; a filter the service refuses (400) is shown above the form. */
export async function renderList<T>(d: Dashboard, reply: FastifyReply, viewer: SignedIn, list: ListPage<T>): Promise<FastifyReply> {
  const result = await attempt(list.load);
  const content = html`<p>${list.intro}</p>
${list.aside ?? ''}
${listControls(list.view)}
${result.ok ? html`${table(list.title, list.headers, result.value.content.map(list.row), list.empty)}${pager(list.view, result.value)}` : ''}`;
  const error = result.ok ? undefined : errorMessage(result.error);
  return render(d, reply, viewer, { title: list.title, section: list.section, error }, content, result.ok ? 200 : statusOf(result.error));
}
