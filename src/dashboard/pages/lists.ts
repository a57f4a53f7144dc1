// A dashboard list page: the filter form of form controls (src/dashboard/filters.ts), the table and the pager the
// operator console shares (src/web/lists.ts), around a module's list service.
import type { FastifyReply } from 'fastify';
import type { ListRequest, Page } from '../../db/lists.ts';
import { attempt, errorMessage, render, type Dashboard, type SignedIn } from '../context.ts';
import { filterForm, listRequestOf, type FilterSpec } from '../filters.ts';
import { html, type SafeHtml } from '../html.ts';
import type { Section } from '../layout.ts';
import { statusOf } from '../../http/errors.ts';
import { pager, table, type ListView } from '../../web/lists.ts';

export { pager, table, type ListView };

export interface ListPage<T> {
  title: string;
  section: Section;
  intro: string;
  filters: FilterSpec;
  query: Record<string, string | string[]>;
  /** The module's list service, called with the request the filters make. */
  load: (request: ListRequest) => Promise<Page<T>>;
  headers: string[];
  /** The page's rows: given every item at once, so names can be looked up in one call. */
  rows: (items: T[]) => Promise<SafeHtml[]> | SafeHtml[];
  empty: string;
  /** Shown between the intro and the filters, such as the page's export form. */
  aside?: SafeHtml;
  notice?: string | undefined;
}

/** A list page: filters, the table and the pager; a filter the service refuses (400) is shown above the form. */
export async function renderList<T>(d: Dashboard, reply: FastifyReply, viewer: SignedIn, list: ListPage<T>): Promise<FastifyReply> {
  const result = await attempt(async () => {
    const page = await list.load(listRequestOf(list.filters, list.query));
    return { page, rows: await list.rows(page.content) };
  });
  const view: ListView = { path: list.filters.path, noun: list.filters.noun, query: list.query, sorts: list.filters.sorts, example: '' };
  const content = html`<p>${list.intro}</p>
${list.aside ?? ''}
${filterForm(list.filters, list.query)}
${result.ok ? html`${table(list.title, list.headers, result.value.rows, list.empty)}${pager(view, result.value.page)}` : ''}`;
  const error = result.ok ? undefined : errorMessage(result.error);
  return render(d, reply, viewer, { title: list.title, section: list.section, error, notice: list.notice }, content, result.ok ? 200 : statusOf(result.error));
}
