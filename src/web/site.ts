// What a server-rendered site (the dashboard at /dashboard, the operator console at /ops) does the same way around its
// pages: a scope that reads HTML forms and cookies and carries the page headers (scope.ts); routes hidden from
// OpenAPI and outside bearer auth, a signed-in route sending a signed-out visitor to sign in, every POST refused
// without its CSRF token; errors and unknown paths answered with pages, never the API's JSON body. Each site gives
// who is signed in (its own sessions, its own cookie), how a page is drawn for them, and what else a route checks.
import fastifyCookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../errors.ts';
import { httpError, statusOf } from '../http/errors.ts';
import { RateLimiter } from '../http/rate-limit.ts';
import { csrfAccepted } from './csrf.ts';
import { html, withQuery, type HtmlValue, type SafeHtml } from './html.ts';
import { registerPageScope } from './scope.ts';

export type SignedInHandler<V> = (request: FastifyRequest, reply: FastifyReply, viewer: V) => Promise<unknown>;
export type PublicHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** How a site's pages add their routes. */
export interface SiteRoutes<V> {
  /** Pages for signed-in viewers; anyone else is sent to the sign-in page. */
  get(path: string, handler: SignedInHandler<V>): void;
  post(path: string, handler: SignedInHandler<V>): void;
  /** Pages anyone may open (the sign-in steps, sign-up): a POST checks the token of its pre-session cookie. */
  getPublic(path: string, handler: PublicHandler): void;
  /** `everyAttempt`: each post costs its source (a sign-up), not only a failed one (a sign-in). */
  postPublic(path: string, handler: PublicHandler, limit?: { everyAttempt: true }): void;
}

/**
 * The per-source limits of the public forms (sign-in, its code, sign-up), by request.ip (the peer, or the client a
 * proxy trusted by TRUST_PROXY names), in each process (src/http/rate-limit.ts): a source's failed sign-ins (a 401,
 * or a 429 of the lock-out) cost it a token each, FAILED_FORM_BURST at most, one back every 30 s; a sign-up costs one
 * of SIGN_UP_BURST, one back a minute. A source with none left is answered 429 with Retry-After before its form is
 * read. The lock-out (lock-out.ts) guards each account; this guards the site from one source trying many.
 */
export const FAILED_FORM_BURST = 20;
export const FAILED_FORMS_PER_SECOND = 1 / 30;
export const SIGN_UP_BURST = 5;
export const SIGN_UPS_PER_SECOND = 1 / 60;

export interface SiteOptions<V> {
  /** Where the site lives: '/dashboard', '/ops'. Its sign-in page is `${prefix}/sign-in`. */
  prefix: string;
  /** Its name in the log: "dashboard page failed". */
  name: string;
  /** The service's public URL: a form posted from another host is refused. */
  publicBaseUrl: string;
  /** The signed-in viewer of the request's session, if any (asked at most once a request). */
  findViewer(request: FastifyRequest): Promise<V | undefined>;
  /** Draws a page for whoever is looking: a viewer's page with its navigation, or a signed-out one. */
  sendPage(reply: FastifyReply, viewer: V | undefined, options: { title: string }, content: HtmlValue, status: number): FastifyReply;
  /** What a problem page links back to, and how it says a thing is absent. */
  notFound: SafeHtml;
  /**
   * Run before a signed-in route's handler, once CSRF is checked: an answer that replaces the handler's (a refusal,
   * a redirect), or undefined to go on.
   */
  guard?(request: FastifyRequest, reply: FastifyReply, viewer: V, route: { method: 'GET' | 'POST'; path: string }, problem: ProblemPage): unknown;
  /**
   * The paths (with the prefix) whose forms upload a file: their multipart/form-data body is read into the form's
   * values, the file as a Buffer, at most `maxBytes`. Any other path refuses a multipart body (415).
   */
  uploads?: { paths: readonly string[]; maxBytes: number };
  /** Adds the site's routes. */
  register(routes: SiteRoutes<V>): void;
}

/** Sends a problem page with its status: a refusal, an error. */
export type ProblemPage = (request: FastifyRequest, reply: FastifyReply, status: number, title: string, content: HtmlValue) => Promise<unknown>;

export function forbiddenContent(): SafeHtml {
  return html`<p>This form did not carry a valid security token, so nothing was changed. This happens when a form was
open for too long, after signing out, or when another site tried to send it.</p>
<p>Go back, reload the page, and try again.</p>`;
}

/** A message, and the way back to the site's home. */
export const messageContent = (home: string, message: HtmlValue): SafeHtml => html`<p>${message}</p><p><a href="${home}">Back to the overview</a></p>`;

/** Sends a page. These pages show secrets and personal data, so no cache keeps them. */
export function sendHtml(reply: FastifyReply, page: SafeHtml, status = 200): FastifyReply {
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page.value);
}

/**
 * The page an action leads back to, saying what was done (Post/Redirect/Get, so a reload repeats nothing); the notice
 * is a key of the site's fixed texts (noticeFrom), never text carried in the URL.
 */
export function redirectWithNotice(reply: FastifyReply, path: string, notice: string): FastifyReply {
  return reply.redirect(`${path}${path.includes('?') ? '&' : '?'}notice=${notice}`, 303);
}

/** The notice a redirect asked for: one of the site's fixed texts, never text from the URL. */
export function noticeFrom<K extends string>(notices: Readonly<Record<K, string>>, request: FastifyRequest): string | undefined {
  const key = (request.query as Record<string, unknown> | undefined)?.notice;
  return typeof key === 'string' && Object.hasOwn(notices, key) ? notices[key as K] : undefined;
}

/** Registers the site under its prefix. */
export async function registerSite<V>(app: FastifyInstance, options: SiteOptions<V>): Promise<void> {
  const { prefix } = options;
  const publicOrigin = new URL(options.publicBaseUrl).origin;
  const home = messageContent.bind(null, prefix);
  // The viewer of each request, looked up once: null once looked up and none found.
  const viewers = new WeakMap<FastifyRequest, V | null>();
  const failedForms = new RateLimiter(FAILED_FORMS_PER_SECOND, undefined, FAILED_FORM_BURST);
  const signUps = new RateLimiter(SIGN_UPS_PER_SECOND, undefined, SIGN_UP_BURST);

  await app.register(
    async (scope) => {
      await scope.register(formbody, { bodyLimit: 64 * 1024 });
      if (options.uploads) {
        const uploads = new Set(options.uploads.paths);
        scope.addHook('onRequest', async (request) => {
          if (/^multipart\//i.test(request.headers['content-type'] ?? '') && !uploads.has(request.routeOptions.url ?? '')) {
            throw httpError('web.unsupported_media_type', 'This form takes no file.');
          }
        });
        await scope.register(multipart, {
          attachFieldsToBody: 'keyValues',
          limits: { fileSize: options.uploads.maxBytes, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 21 },
        });
      }
      await scope.register(fastifyCookie);
      registerPageScope(scope);

      async function viewerOf(request: FastifyRequest): Promise<V | undefined> {
        const known = viewers.get(request);
        if (known !== undefined) return known ?? undefined;
        viewers.set(request, null);
        const viewer = await options.findViewer(request);
        if (viewer !== undefined) viewers.set(request, viewer);
        return viewer;
      }

      const problem: ProblemPage = async (request, reply, status, title, content) => {
        const viewer = await viewerOf(request).catch(() => undefined);
        return options.sendPage(reply, viewer, { title }, content, status);
      };

      /** A public form's answer to a source past its limit: 429, with when to come back. */
      const tooMany = (request: FastifyRequest, reply: FastifyReply, wait: number) => {
        reply.header('retry-after', String(wait));
        return problem(request, reply, 429, 'Too many attempts', home(`Too many attempts from your address. Try again in ${wait} seconds.`));
      };

      /** A public form, within its source's limits; a failure (401, or the lock-out's 429) costs the source a token. */
      const limited = async (request: FastifyRequest, reply: FastifyReply, handler: PublicHandler, everyAttempt: boolean): Promise<unknown> => {
        const source = `ip:${request.ip}`;
        const wait = Math.max(failedForms.peek(source), everyAttempt ? signUps.take(source) : 0);
        if (wait > 0) return tooMany(request, reply, wait);
        const answer = await handler(request, reply);
        if (reply.statusCode === 401 || reply.statusCode === 429) failedForms.take(source);
        return answer;
      };

      const addRoute = (method: 'GET' | 'POST', path: string, access: { signedIn: SignedInHandler<V> } | { open: PublicHandler; everyAttempt?: boolean }) =>
        scope.route({
          method,
          url: path,
          schema: { hide: true },
          config: { auth: 'none' },
          handler: async (request, reply) => {
            const viewer = 'signedIn' in access ? await viewerOf(request) : undefined;
            if ('signedIn' in access && viewer === undefined) {
              // A page asked for while signed out comes back after sign-in; a form post does not (it would need its token).
              const next = method === 'GET' ? request.url : undefined;
              return reply.redirect(withQuery(`${prefix}/sign-in`, { next }), 303);
            }
            if (method === 'POST' && !csrfAccepted(request, (viewer as { csrfToken?: string } | undefined)?.csrfToken, publicOrigin)) {
              return problem(request, reply, 403, 'This form could not be accepted', forbiddenContent());
            }
            if (!('signedIn' in access))
              return method === 'POST' ? limited(request, reply, access.open, access.everyAttempt === true) : access.open(request, reply);
            const refused = options.guard?.(request, reply, viewer as V, { method, path }, problem);
            if (refused !== undefined) return refused;
            return access.signedIn(request, reply, viewer as V);
          },
        });

      scope.setErrorHandler(async (error: FastifyError, request, reply) => {
        const status = error instanceof DomainError ? statusOf(error) : error.validation ? 400 : (error.statusCode ?? 500);
        if (status === 404) return problem(request, reply, 404, 'Not found', options.notFound);
        if (status >= 500 || status < 400) {
          request.log.error({ err: error }, `${options.name} page failed`);
          return problem(request, reply, 500, 'Something went wrong', home('Something went wrong on our side. It has been logged; please try again.'));
        }
        return problem(request, reply, status, 'That did not work', home(error.message));
      });
      scope.setNotFoundHandler(async (request, reply) => problem(request, reply, 404, 'Not found', options.notFound));

      options.register({
        get: (path, handler) => addRoute('GET', path, { signedIn: handler }),
        post: (path, handler) => addRoute('POST', path, { signedIn: handler }),
        getPublic: (path, handler) => addRoute('GET', path, { open: handler }),
        postPublic: (path, handler, limit) => addRoute('POST', path, { open: handler, everyAttempt: limit?.everyAttempt === true }),
      });
    },
    { prefix },
  );
}
