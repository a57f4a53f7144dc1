// The route Efí calls about the Pix it sent for us (POST {webhookUrl}/pix, registered on the paying key by the worker
// when EFI_REGISTER_WEBHOOK is set; dev.efipay.com.br/docs/api-pix/webhooks). The URL holds a secret of ours
// (EFI_WEBHOOK_SECRET) as its authentication, Efí being told not to require our certificate (x-skip-mtls-checking); a
// wrong one is a route that does not exist. Nothing in a notice is believed: a notice naming a send of ours (its
// gnExtras.idEnvio) makes that off-ramp's execution job run now, which reads the send back from Efí. Efí's test call at
// registration ({"evento": "teste_webhook"}) is answered 200. Not an integrator's route: left out of /openapi.json.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import type { Db } from '../../db/index.ts';
import { secretPathRoute } from '../../http/secret-path.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import { transferExecutionJob } from './jobs.ts';

/** A notice's sends: Efí's `pix` list, each naming our idEnvio in gnExtras; anything else in the body is ignored. */
const Notice = Type.Object({
  pix: Type.Optional(
    Type.Array(Type.Object({ gnExtras: Type.Optional(Type.Object({ idEnvio: Type.Optional(Type.String({ maxLength: 35 })) })) }), { maxItems: 1000 }),
  ),
});

export async function efiWebhookRoutes(app: FastifyInstance, options: { db: Db; secret: string }): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const route = {
    ...secretPathRoute('efi', options.secret),
    schema: { hide: true, params: Type.Object({ secret: Type.String({ maxLength: 128 }) }), body: Notice },
    handler: async (request: { body: Static<typeof Notice> }) => {
      let woken = 0;
      for (const notice of request.body.pix ?? []) {
        const idEnvio = notice.gnExtras?.idEnvio;
        if (idEnvio === undefined) continue;
        const [transfer] = await options.db.query<{ id: string; integrator_id: string }>(
          `SELECT id, integrator_id FROM transfers WHERE payout_reference = $1 AND phase <> 'ENDED'`,
          [idEnvio],
        );
        if (!transfer) continue;
        await enqueueJob(options.db, transferExecutionJob, { transferId: transfer.id }, { replace: true, integratorId: transfer.integrator_id });
        woken += 1;
      }
      return { accepted: woken };
    },
  };
  // Efí appends /pix to the URL it was given (unless told ?ignorar=); both are answered.
  r.post('/webhooks/efi/:secret', route);
  r.post('/webhooks/efi/:secret/pix', route);
}
