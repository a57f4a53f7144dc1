// The verification partner's webhook, POST /webhooks/kyc (registered by app.ts only when the wired partner sends
// notices: Onfido, never the sandbox partner). It is the partner's, not an integrator's: outside /v1, without a bearer
// token, and left out of /openapi.json, which describes the integrators' API (the SDK is generated from it). The body is
// kept as the exact bytes received, since the partner signs those; the partner checks them (kyx-notices.ts), and the
// route answers at once: the read back runs as a job, well within the 10 s Onfido allows for an answer.
import type { FastifyInstance } from 'fastify';
import { httpError } from '../../http/errors.ts';
import { KycNoticeRejectedError } from '../../rails/capabilities/kyc-partner.ts';
import type { KyxNotices } from './kyx-notices.ts';

export const KYC_WEBHOOK_PATH = '/webhooks/kyc';
/** A notice names an event and a resource; Onfido's are well under a kilobyte. */
const NOTICE_BODY_LIMIT = 64 * 1024;

export async function kycNoticeRoutes(app: FastifyInstance, { notices }: { notices: KyxNotices }): Promise<void> {
  // Only this route takes its body as bytes, so its parser lives in a scope of its own.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: NOTICE_BODY_LIMIT }, (_request, body, done) => done(null, body));
    scope.post(KYC_WEBHOOK_PATH, {
      config: { auth: 'none' },
      bodyLimit: NOTICE_BODY_LIMIT,
      schema: { hide: true },
      handler: async (request, reply) => {
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        try {
          // request.ip: the connected peer, or the client a proxy named when TRUST_PROXY trusts that proxy.
          await notices.accept(rawBody, request.headers, { remoteAddress: request.ip });
        } catch (error) {
          // Nothing of the notice is logged or echoed: only that it was refused.
          if (error instanceof KycNoticeRejectedError) throw httpError('auth.unauthorized', 'The notice could not be verified as the verification partner’s.');
          throw error;
        }
        return reply.code(200).send({ received: true });
      },
    });
  });
}
