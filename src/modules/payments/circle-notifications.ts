// The route Circle's notifications arrive at (POST /webhooks/circle/{secret}), registered by app.ts only when Circle is
// configured with CIRCLE_NOTIFICATION_SECRET. Circle posts AWS SNS HTTP messages (rails/circle/notifications.ts): a
// subscription is confirmed by fetching its SubscribeURL (an SNS host's only); a payout's notification makes a job that
// reads the payout back from Circle and moves the payment as Circle says (payouts.ts). The URL subscribed at Circle holds
// a secret of ours as its authentication; a wrong one is a route that does not exist. Not an integrator's route: it is
// left out of /openapi.json, and its request lines (the path holds the secret) are not logged.
import type { FastifyInstance } from 'fastify';
import { validationError } from '../../errors.ts';
import { secretPathRoute } from '../../http/secret-path.ts';
import { confirmSubscription, parseCircleNotice } from '../../rails/circle/notifications.ts';
import type { PaymentPayouts } from './payouts.ts';

/** An SNS message is at most 256 KB. */
const NOTICE_BODY_LIMIT = 256 * 1024;

export async function circleNotificationRoutes(app: FastifyInstance, options: { payouts: PaymentPayouts; secret: string }): Promise<void> {
  // SNS posts JSON as text/plain: this route alone takes its body as bytes, in a scope of its own.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: NOTICE_BODY_LIMIT }, (_request, body, done) => done(null, body));
    scope.post('/webhooks/circle/:secret', {
      ...secretPathRoute('circle', options.secret),
      bodyLimit: NOTICE_BODY_LIMIT,
      schema: { hide: true },
      handler: async (request, reply) => {
        let notice;
        try {
          notice = parseCircleNotice(Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0));
        } catch (error) {
          if (error instanceof TypeError) throw validationError([{ path: '', message: error.message }]);
          throw error;
        }
        if (notice.type === 'SubscriptionConfirmation') return reply.send({ confirmed: await confirmSubscription(notice.subscribeUrl) });
        if (notice.type === 'Notification' && notice.payoutId !== undefined)
          return reply.send({ accepted: await options.payouts.payoutNotified(notice.payoutId) });
        return reply.send({ accepted: false });
      },
    });
  });
}
