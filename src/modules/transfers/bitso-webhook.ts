// The route Bitso's webhooks arrive at (POST /webhooks/bitso/{secret}), registered by app.ts only when Bitso is
// configured with BITSO_WEBHOOK_SECRET. The signature is checked on the delivery's bytes (rails/bitso/webhooks.ts); a
// delivery that verifies only says what to read back: a payout's makes its off-ramp's execution job run now (it reads the
// payout from Bitso: GET payout), a pay-in's a read-back job (GET payin; cop-collections.ts), a PSE pay-in intent's a read-back of the intent (GET payin
// intent, then the pay-in it names). The URL registered at
// Bitso holds a secret of ours; a wrong one is a route that does not exist. Not an integrator's route: it is left out of
// /openapi.json, and its request lines (the path holds the secret) are not logged.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/index.ts';
import { validationError } from '../../errors.ts';
import { secretPathRoute } from '../../http/secret-path.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import type { BitsoWebhookVerifier } from '../../rails/bitso/webhooks.ts';
import type { CopCollections } from './cop-collections.ts';
import { transferExecutionJob } from './jobs.ts';

/** A delivery is one resource: far below this. */
const DELIVERY_BODY_LIMIT = 64 * 1024;

export async function bitsoWebhookRoutes(
  app: FastifyInstance,
  options: { db: Db; verifier: BitsoWebhookVerifier; collections: CopCollections | undefined; secret: string },
): Promise<void> {
  await app.register(async (scope) => {
    // The signature is over bytes: this route alone takes its body as bytes, in a scope of its own.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: DELIVERY_BODY_LIMIT }, (_request, body, done) => done(null, body));
    scope.post('/webhooks/bitso/:secret', {
      ...secretPathRoute('bitso', options.secret),
      bodyLimit: DELIVERY_BODY_LIMIT,
      schema: { hide: true },
      handler: async (request, reply) => {
        const header = (name: string) => (typeof request.headers[name] === 'string' ? (request.headers[name] as string) : undefined);
        let delivery;
        try {
          delivery = await options.verifier.verify(
            Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
            header('x-bitso-webhook-event-signature'),
            header('x-bitso-key-id'),
          );
        } catch (error) {
          if (error instanceof TypeError) throw validationError([{ path: '', message: error.message }]);
          throw error;
        }
        if (delivery.event === 'payout') {
          const [transfer] = await options.db.query<{ id: string; integrator_id: string }>(
            `SELECT id, integrator_id FROM transfers WHERE payout_reference = $1 AND phase <> 'ENDED'`,
            [delivery.id],
          );
          if (!transfer) return reply.send({ accepted: false });
          await enqueueJob(options.db, transferExecutionJob, { transferId: transfer.id }, { replace: true, integratorId: transfer.integrator_id });
          return reply.send({ accepted: true });
        }
        if (delivery.event === 'payin' && options.collections) {
          await options.collections.notified(delivery.id);
          return reply.send({ accepted: true });
        }
        if (delivery.event === 'payin_intent' && options.collections) {
          await options.collections.intentNotified(delivery.id);
          return reply.send({ accepted: true });
        }
        return reply.send({ accepted: false });
      },
    });
  });
}
