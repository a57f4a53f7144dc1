// Reading what a browser sent to a server-rendered page (a form, a query string), checking it with the schema the API
// checks the same request with, and running a service call whose refusal (a 4xx) is shown on the page rather than as
// an error page. Shared by the dashboard and the operator console.
import type { FastifyRequest } from 'fastify';
import type { TSchema, Static } from 'typebox';
import { Value } from 'typebox/value';
import { DomainError, type FieldError, validationError } from '../errors.ts';
import { statusOf } from '../http/errors.ts';
import { html, type SafeHtml } from './html.ts';

/** The query string as the list services take it: each parameter once, except `sort`, which may repeat. */
export function queryOf(request: FastifyRequest): Record<string, string | string[]> {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(query)) {
    if (key === 'notice' || key === '__proto__') continue;
    if (typeof value === 'string') {
      if (value !== '') out[key] = value;
    } else if (Array.isArray(value)) {
      const values = value.filter((item): item is string => typeof item === 'string' && item !== '');
      if (values.length > 0) out[key] = key === 'sort' ? values : (values[0] as string);
    }
  }
  return out;
}

/** A form's fields, each once, without the CSRF token and without empty optional fields. */
export function formOf(request: FastifyRequest): Record<string, string> {
  const body = (request.body ?? {}) as Record<string, unknown>;
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    if (key === '_csrf' || key === '__proto__') continue;
    const text = Array.isArray(value) ? value[0] : value;
    if (typeof text === 'string' && text.trim() !== '') out[key] = text.trim();
  }
  return out;
}

/** Checks form values with the schema the API validates the same request with, so both refuse the same things. */
export function checkForm<T extends TSchema>(schema: T, given: Record<string, unknown>): Static<T> {
  // A field the form did not send is missing (`is required`), not a value of the wrong type.
  const values = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined));
  if (Value.Check(schema, values)) return values as Static<T>;
  const errors: FieldError[] = [...Value.Errors(schema, values)].flatMap((error) => {
    const missing = error.keyword === 'required' ? ((error.params as { requiredProperties?: string[] }).requiredProperties ?? []) : [];
    if (missing.length > 0) return missing.map((name) => ({ path: `${error.instancePath}/${name}`, message: 'is required' }));
    return [{ path: error.instancePath, message: error.message ?? 'is invalid' }];
  });
  throw validationError(errors);
}

/** Runs an action; a domain error (4xx) comes back to be shown on the form, anything else goes on to the error page. */
export async function attempt<T>(action: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false; error: DomainError }> {
  try {
    return { ok: true, value: await action() };
  } catch (error) {
    if (error instanceof DomainError && statusOf(error) < 500) return { ok: false, error };
    throw error;
  }
}

/** An API error as people read it: its field errors with the form's labels, or its message. */
export function errorMessage(error: DomainError, labels: Record<string, string> = {}): SafeHtml {
  if (!error.errors || error.errors.length === 0) return html`${error.message}`;
  const items = error.errors.map((field) => {
    const name = labels[field.path] ?? field.path.replace(/^\//, '');
    return html`<li>${name ? html`<strong>${name}</strong> ` : ''}${field.message}</li>`;
  });
  return html`<p>Please check the form:</p><ul>${items}</ul>`;
}
