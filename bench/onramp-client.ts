// An integrator's client for the fairness bench: BR on-ramps (simulation, transfer, sandbox PIX payment) started at a
// steady open-loop rate, over one keep-alive undici pool (far less CPU a call than fetch, so the load generator takes
// less of the cores it shares with the service). Used by the quiet integrators in bench/fairness.ts and by the noisy
// one in its own process (bench/fairness-noise.ts).
import { Pool } from 'undici';

export const CPF = '52998224725';

export interface Tenant {
  id: string;
  token: string;
  beneficiaryIds: string[];
}

/** What one on-ramp saw: the create's duration, and when its payment was answered (performance.now()). */
export interface FlowResult {
  transferId: string;
  createMs: number;
  paidAt: number;
}

export class OnRampClient {
  private readonly pool: Pool;

  constructor(base: string) {
    this.pool = new Pool(base, { connections: 64, pipelining: 1 });
  }

  /** One call: JSON in and out, any status but 2xx an error. */
  async call(method: 'GET' | 'POST', path: string, token: string | undefined, body?: unknown): Promise<any> {
    const response = await this.pool.request({
      method,
      path,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.body.text();
    if (response.statusCode < 200 || response.statusCode >= 300) throw new Error(`${method} ${path}: ${response.statusCode} ${text}`);
    return text ? JSON.parse(text) : undefined;
  }

  /** One on-ramp of `who`, for its i-th beneficiary (in turn): simulation, transfer (timed), sandbox PIX payment. */
  async flow(who: Tenant, i: number): Promise<FlowResult> {
    const beneficiaryId = who.beneficiaryIds[i % who.beneficiaryIds.length];
    const simulation = await this.call('POST', '/v1/transfers/simulations', who.token, {
      type: 'ON_RAMP',
      beneficiaryId,
      amount: { currencyCode: 'BRL', value: 100 + (i % 900) },
    });
    const t0 = performance.now();
    const transfer = await this.call('POST', '/v1/transfers', who.token, { simulationId: simulation.id });
    const createMs = performance.now() - t0;
    await this.call('POST', '/v1/transfers/sandbox/pix', who.token, { document: CPF, simulationId: simulation.id });
    return { transferId: transfer.id as string, createMs, paidAt: performance.now() };
  }

  /**
   * Starts a flow every 1/rate s for `seconds` (open loop: a slow answer does not slow the arrivals) and calls `done`
   * with each result, or with the error of a failed flow. Resolves when every flow has ended.
   */
  async drive(who: Tenant, rate: number, seconds: number, done: (result: FlowResult | Error) => void): Promise<void> {
    const flows: Promise<void>[] = [];
    const started = performance.now();
    for (let i = 0; performance.now() - started < seconds * 1000; i++) {
      flows.push(this.flow(who, i).then(done, (error: unknown) => done(error instanceof Error ? error : new Error(String(error)))));
      const next = started + ((i + 1) * 1000) / rate;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())));
    }
    await Promise.all(flows);
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
