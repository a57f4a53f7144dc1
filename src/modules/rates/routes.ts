// Sandbox only (app.ts registers these routes only when PONTE_ENV is sandbox): read and set the market rates that the
// calling integrator's simulations and transfers price with; a rate set here is that integrator's alone.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { integratorOf } from '../../http/auth.ts';
import { parsePositiveDecimal, RATE_DECIMALS } from '../../money.ts';
import type { MarketRate } from '../../rails/fx/provider.ts';
import type { SandboxRateProvider } from '../../rails/fx/sandbox.ts';
import { MarketRateBody, SetRateBody } from './schemas.ts';

const rateBody = (rate: MarketRate) => ({ base: rate.base, quote: rate.quote, rate: rate.rate.toFixed(RATE_DECIMALS), updatedAt: rate.updatedAt.toISOString() });

export async function sandboxRateRoutes(app: FastifyInstance, { rates }: { rates: SandboxRateProvider }): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['Sandbox'];

  r.get('/v1/sandbox/rates', {
    schema: { tags, summary: 'The sandbox market rates this integrator prices with', response: { 200: Type.Array(MarketRateBody) } },
    handler: async (request) => (await rates.rates(integratorOf(request))).map(rateBody),
  });

  r.put('/v1/sandbox/rates', {
    schema: {
      tags,
      summary: 'Set a sandbox market rate for this integrator',
      description: 'The rate is this integrator’s own: other integrators of the sandbox keep pricing with the shared market rate or their own.',
      body: SetRateBody,
      response: { 200: MarketRateBody },
    },
    handler: async (request) =>
      rateBody(await rates.setRate(integratorOf(request), request.body.quote, parsePositiveDecimal(request.body.rate, '/rate', RATE_DECIMALS))),
  });
}
