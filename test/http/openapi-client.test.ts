// The served /openapi.json is worth generating from: @hey-api/openapi-ts, a generator independent of the SDK's
// openapi-typescript, makes a client of it (one function per operationId, one type per named schema), and tsc compiles
// that client and a program using it with no error.
// Test pass: embedded only (database-independent: generated clients)
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { createClient } from '@hey-api/openapi-ts';
import { servedDocument } from '../../sdk/scripts/generate.ts';

const TSC = fileURLToPath(new URL('../../node_modules/typescript/bin/tsc', import.meta.url));

/** A program an integrator could write against the generated client: it must type-check. */
const PROGRAM = `import { createClient } from './client/index.ts';
import { createAccessToken, createSimulation, createTransfer, getTransfer, listBeneficiaries } from './sdk.gen.ts';
import type { Transfer, TransferPage, Beneficiary, OnRampEvent, Error as ApiError } from './types.gen.ts';

const client = createClient({ baseUrl: 'http://localhost:3000' });
export async function onRamp(beneficiaryId: string): Promise<Transfer | ApiError | undefined> {
  const token = await createAccessToken({ client, body: { grant_type: 'client_credentials', client_id: 'id', client_secret: 'secret' } });
  const auth = token.data?.access_token ?? '';
  const simulation = await createSimulation({ client, auth, body: { amount: { currencyCode: 'BRL', value: '1000.00' }, beneficiaryId, type: 'ON_RAMP' } });
  if (!simulation.data) return simulation.error;
  const created = await createTransfer({ client, auth, body: { simulationId: simulation.data.id }, headers: { 'Idempotency-Key': 'k-1' } });
  const id: string | undefined = created.data?.id;
  const got = await getTransfer({ client, auth, path: { id: id ?? '' } });
  return got.data;
}
export async function firstBeneficiary(): Promise<Beneficiary | undefined> {
  const page = await listBeneficiaries({ client, query: { size: '1' } });
  return page.data?.content[0];
}
export const settled = (event: OnRampEvent): boolean => event.operation === 'ON_RAMP' && event.data.status === 'SUCCEEDED';
export const count = (page: TransferPage): number => page.totalElements;
`;

describe('a client generated from /openapi.json by a second generator', () => {
  let dir: string;
  before(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'ponte-openapi-client-'));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('generates with @hey-api/openapi-ts and compiles with tsc', async () => {
    const documentFile = path.join(dir, 'openapi.json');
    writeFileSync(documentFile, JSON.stringify(await servedDocument()));
    const output = path.join(dir, 'client');
    await createClient({ input: documentFile, output, logs: { level: 'silent' } });

    const sdk = readFileSync(path.join(output, 'sdk.gen.ts'), 'utf8');
    for (const operation of ['createAccessToken', 'createBeneficiary', 'createSimulation', 'createTransfer', 'getTransfer', 'listTransfers']) {
      assert.match(sdk, new RegExp(`export const ${operation} =`), `no ${operation} in the generated client`);
    }
    const types = readFileSync(path.join(output, 'types.gen.ts'), 'utf8');
    for (const name of ['Error', 'Transfer', 'TransferPage', 'Simulation', 'Beneficiary', 'VerificationRecord', 'Payment', 'PaymentContact', 'OnRampEvent']) {
      assert.match(types, new RegExp(`export type ${name} = `), `no type ${name} in the generated client`);
    }

    writeFileSync(path.join(output, 'program.ts'), PROGRAM);
    writeFileSync(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          allowImportingTsExtensions: true,
          strict: true,
          noEmit: true,
          skipLibCheck: true,
          lib: ['ES2022', 'DOM', 'DOM.Iterable'],
          types: [],
        },
        include: ['client/**/*.ts'],
      }),
    );
    const tsc = spawnSync(process.execPath, [TSC, '-p', path.join(dir, 'tsconfig.json')], { encoding: 'utf8' });
    assert.equal(tsc.status, 0, `tsc failed:\n${tsc.stdout}${tsc.stderr}`);
  });
});
