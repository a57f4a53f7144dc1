// The noisy integrator of the fairness bench, in a process of its own: its client and its webhook receiver, so that
// its load reaches the service as another integrator's would, from outside, and never delays the event loop that times
// the quiet integrators' calls. Started by bench/fairness.ts with fork() (argv: the service's base URL); it says
// `ready` with its callback URL, then drives on-ramps at each `drive` it is sent and answers with what it did.
import http from 'node:http';
import { OnRampClient, type Tenant } from './onramp-client.ts';

export interface DriveMessage {
  kind: 'drive';
  tenant: Tenant;
  rate: number;
  seconds: number;
}

export type NoiseMessage = { kind: 'ready'; callbackUrl: string } | { kind: 'driven'; flows: number; errors: number; firstError?: string };

const send = (message: NoiseMessage) => process.send!(message);

const client = new OnRampClient(process.argv[2]!);
// The noisy integrator's webhook receiver: accepts every event (204), as a receiver that keeps up does.
const receiver = http.createServer((request, response) => {
  request.resume();
  request.on('end', () => response.writeHead(204).end());
});
receiver.listen(0, '127.0.0.1', () => send({ kind: 'ready', callbackUrl: `http://127.0.0.1:${(receiver.address() as { port: number }).port}/hook` }));

process.on('message', (message: DriveMessage) => {
  if (message.kind !== 'drive') return;
  let flows = 0;
  let errors = 0;
  let firstError: string | undefined;
  void client
    .drive(message.tenant, message.rate, message.seconds, (result) => {
      if (result instanceof Error) {
        errors++;
        firstError ??= result.message;
      } else flows++;
    })
    .then(() => send({ kind: 'driven', flows, errors, firstError }));
});
// The parent's end is this process's end.
process.on('disconnect', () => {
  receiver.close();
  void client.close().finally(() => process.exit(0));
});
