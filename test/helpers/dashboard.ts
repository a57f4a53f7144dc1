// A browser's worth of cookies for the dashboard over plain HTTP: pages read with their CSRF token, forms posted with
// it, sign-in as a person would.
export class Visitor {
  readonly cookies = new Map<string, string>();
  constructor(readonly base: string) {}

  async fetch(route: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) headers.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(this.base + route, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (/Max-Age=0/.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  async page(route: string): Promise<{ response: Response; text: string; csrf: string | undefined }> {
    const response = await this.fetch(route);
    const text = await response.text();
    return { response, text, csrf: /name="_csrf" value="([^"]+)"/.exec(text)?.[1] };
  }

  post(route: string, fields: Record<string, string>, headers: Record<string, string> = {}): Promise<Response> {
    return this.fetch(route, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(fields).toString(),
    });
  }

  async signIn(email: string, password: string, next?: string): Promise<Response> {
    const { csrf } = await this.page('/dashboard/sign-in');
    return this.post('/dashboard/sign-in', { _csrf: csrf ?? '', email, password, ...(next ? { next } : {}) });
  }
}
