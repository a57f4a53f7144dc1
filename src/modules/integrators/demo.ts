// The first start of an empty embedded sandbox makes one integrator, so a newcomer can call the API at once.
// Its credentials are printed once and kept in DATA_DIR/sandbox-credentials.json (readable by the owner only).
import { chmod, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config/index.ts';
import { systemActor } from '../audit/index.ts';
import type { IntegratorService } from './service.ts';

export interface DemoCredentials {
  integratorId: string;
  clientId: string;
  clientSecret: string;
  webhookSecret: string;
  baseUrl: string;
}

export async function createDemoIntegrator(config: Config, integrators: IntegratorService): Promise<DemoCredentials | undefined> {
  if (config.env !== 'sandbox' || config.databaseUrl || (await integrators.count()) > 0) return undefined;
  const created = await integrators.create({ name: 'Sandbox demo', email: 'demo@sandbox.invalid' }, systemActor());
  const credentials: DemoCredentials = {
    integratorId: created.id,
    clientId: created.clientId,
    clientSecret: created.clientSecret,
    webhookSecret: created.webhookSecret,
    baseUrl: `${config.publicBaseUrl}/v1`,
  };
  const file = path.join(config.dataDir, 'sandbox-credentials.json');
  await writeFile(file, JSON.stringify(credentials, null, 2) + '\n', { mode: 0o600 });
  // The mode above applies only to a file it creates: one that existed keeps its own until told.
  await chmod(file, 0o600);
  return credentials;
}
