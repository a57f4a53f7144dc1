// The route the PIX provider calls when PIX arrive (the API Pix's callback, POST {webhookUrl}/pix, with the received
// PIX list). The URL given to the provider holds a secret of ours (PIX_WEBHOOK_SECRET) as its authentication, the way
// PSPs without mutual TLS on callbacks authenticate them; a deployment that terminates the PSP's mutual TLS at its edge
// keeps the secret too. Nothing in a notice is believed: each becomes a job that reads the PIX back from the provider.
// Not an integrator's route: it is left out of /openapi.json.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { validationError } from '../../errors.ts';
import { secretPathRoute } from '../../http/secret-path.ts';
import type { PixCollections } from './pix-collections.ts';

export async function pixWebhookRoutes(app: FastifyInstance, options: { pixCollections: PixCollections; secret: string }): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const handler = async (request: { body: unknown }) => {
    try {
      return { accepted: await options.pixCollections.notified(request.body) };
    } catch (error) {
      if (error instanceof TypeError) throw validationError([{ path: '', message: error.message }]);
      throw error;
    }
  };
  const route = {
    ...secretPathRoute('pix', options.secret),
    schema: { hide: true, params: Type.Object({ secret: Type.String({ maxLength: 128 }) }) },
    handler,
  };
  // Providers append /pix to the URL they are given; some call it as given.
  r.post('/webhooks/pix/:secret', route);
  r.post('/webhooks/pix/:secret/pix', route);
}
