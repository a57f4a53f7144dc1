// A local HTTP server standing in for the public rate sources: each test says what a path answers (the documented body
// as raw text, so that numbers keep every digit), and the server records what was asked. A route can also hang, to
// show that a client gives up after its timeout.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type Answer = { status?: number; body: string } | 'hang';

export class FakeSources {
  /** Every path with its query, as received. */
  readonly asked: URL[] = [];
  private readonly routes = new Map<string, (url: URL) => Answer>();
  private readonly server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    this.asked.push(url);
    const answer = this.routes.get(url.pathname)?.(url) ?? { status: 404, body: '{"error":"no such route in this fake"}' };
    if (answer === 'hang') return; // never answered; closed with the server
    response.writeHead(answer.status ?? 200, { 'content-type': 'application/json; charset=utf-8' }).end(answer.body);
  });

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return this;
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** What `path` answers from now on; the handler sees the full URL, query included. */
  on(path: string, answer: Answer | ((url: URL) => Answer)): void {
    this.routes.set(path, typeof answer === 'function' ? answer : () => answer);
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
