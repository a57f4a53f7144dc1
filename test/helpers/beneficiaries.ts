// Fixtures for beneficiaries: valid people and businesses of both countries, and the calls the tests repeat.
import assert from 'node:assert/strict';
import { startApp, type TestApp, type TestIntegrator } from './app.ts';
import { startReceiver, type Receiver } from './receiver.ts';

export const VALID_CPFS = ['52998224725', '11144477735', '39053344705', '15350946056', '71428793860'] as const;
export const VALID_CNPJ = '11222333000181';
export const ALPHANUMERIC_CNPJ = '12ABC34501DE35';
/** 900123456 with its DIAN check digit 8. */
export const VALID_NIT = '9001234568';

/** A YYYY-MM-DD date `years` years before today (UTC), shifted by `days`. */
export function yearsAgo(years: number, days = 0): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function person(overrides: Record<string, unknown> = {}): Record<string, any> {
  return {
    firstName: 'Ana',
    lastName: 'Souza',
    idNumber: VALID_CPFS[0],
    email: 'ana@example.com',
    phoneNumber: '+5511987654321',
    dateOfBirth: '1990-05-17',
    citizenship: 'BR',
    address: { streetOne: 'Rua Augusta 100', city: 'São Paulo', state: 'SP', zipcode: '01304-000', country: 'BR' },
    ...overrides,
  };
}

export function colombianPerson(overrides: Record<string, unknown> = {}): Record<string, any> {
  return person({
    firstName: 'Camilo',
    lastName: 'Restrepo',
    idNumber: '1020304050',
    phoneNumber: '+573001234567',
    citizenship: 'CO',
    address: { streetOne: 'Calle 10 # 5-51', city: 'Bogotá', state: 'Cundinamarca', zipcode: '110311', country: 'CO' },
    ...overrides,
  });
}

export function individual(reference: string, overrides: Record<string, unknown> = {}): Record<string, any> {
  return { integratorBeneficiaryId: reference, type: 'INDIVIDUAL', country: 'BR', person: person(), ...overrides };
}

export function business(reference: string, overrides: Record<string, unknown> = {}): Record<string, any> {
  return {
    integratorBeneficiaryId: reference,
    type: 'BUSINESS',
    country: 'BR',
    business: {
      legalName: 'Padaria Central Ltda',
      taxId: VALID_CNPJ,
      email: 'financeiro@padaria.example',
      phoneNumber: '+551133334444',
      address: { streetOne: 'Avenida Paulista 1000', city: 'São Paulo', state: 'SP', zipcode: '01310-100', country: 'BR' },
      legalRepresentative: person({ firstName: 'Rita', idNumber: VALID_CPFS[1] }),
      beneficialOwners: [
        { ...person({ firstName: 'Bruno', idNumber: VALID_CPFS[2] }), ownershipPercentage: 30 },
        { ...person({ firstName: 'Carla', idNumber: VALID_CPFS[3] }), ownershipPercentage: 25 },
        { ...person({ firstName: 'Davi', idNumber: VALID_CPFS[4] }), ownershipPercentage: 10 },
      ],
    },
    ...overrides,
  };
}

export interface ReceivingApp {
  t: TestApp;
  receiver: Receiver;
  integrator: TestIntegrator;
  close(): Promise<void>;
}

/** The app with its worker, a real webhook receiver, and an integrator whose callbacks go to it. */
export async function startWithReceiver(env: Record<string, string> = {}): Promise<ReceivingApp> {
  const t = await startApp({ worker: true, env });
  const receiver = await startReceiver();
  const integrator = await t.createIntegrator({ callbackUrl: receiver.url });
  // From here on, a callback that does not verify with the integrator's secret is recorded as forged.
  receiver.secrets.push(integrator.webhookSecret);
  return {
    t,
    receiver,
    integrator,
    async close() {
      try {
        await t.close();
      } finally {
        await receiver.close();
      }
    },
  };
}

/** The callbacks the receiver got about one beneficiary, in arrival order, each once (deduplicated by webhook-id). */
export function receivedFor(receiver: Receiver, beneficiaryId: string, operation?: string): any[] {
  const seen = new Set<unknown>();
  return receiver.received
    .filter((entry) => !seen.has(entry.headers['webhook-id']) && seen.add(entry.headers['webhook-id']))
    .map((entry) => entry.body)
    .filter((event) => event?.beneficiaryId === beneficiaryId && (operation === undefined || event.operation === operation));
}

export async function createBeneficiary(t: TestApp, integrator: TestIntegrator, body: Record<string, unknown>): Promise<Record<string, any>> {
  const response = await t.request('POST', '/v1/beneficiaries', { token: integrator.token, body });
  assert.equal(response.status, 201, response.text);
  return response.body;
}

/** The envelopes stored for a beneficiary, oldest first, read from the outbox. */
export async function storedEvents(t: TestApp, beneficiaryId: string, operation?: string): Promise<any[]> {
  const rows = await t.db.query<{ payload: string }>(
    `SELECT payload FROM events WHERE beneficiary_id = $1 AND ($2::text IS NULL OR operation = $2) ORDER BY created_at, id`,
    [beneficiaryId, operation ?? null],
  );
  return rows.map((row) => JSON.parse(row.payload));
}

/** Opens an upload link as a browser would. */
export async function openLink(link: string, result?: 'REJECTED'): Promise<{ status: number; text: string; type: string | null }> {
  const response = await fetch(result ? `${link}?result=${result}` : link);
  return { status: response.status, text: await response.text(), type: response.headers.get('content-type') };
}

/**
 * An operator's review of each of a business's documents still waiting for one (what the console's form calls), by
 * the named operator `reviewer`: ACCEPT, or REFUSE with `reason`. Returns the documents as reviewed.
 */
export async function reviewDocuments(
  t: TestApp,
  beneficiaryId: string,
  decision: 'ACCEPT' | 'REFUSE' = 'ACCEPT',
  options: { reason?: string; reviewer?: string } = {},
): Promise<Array<{ id: string; type: string; status: string }>> {
  const files = t.context.services.beneficiaryFiles;
  const actor = { type: 'operator' as const, id: options.reviewer ?? 'admin', name: 'reviewer@example.com' };
  const reviewed = [];
  for (const document of (await files.underReview(beneficiaryId)).documents) {
    if (document.status !== 'PENDING') continue;
    reviewed.push(await files.review(document.id, { decision, ...(options.reason ? { reason: options.reason } : {}) }, actor));
  }
  return reviewed;
}

/** A multipart form with one file and the three text fields. */
export function documentForm(file: Buffer, filename: string, type: string, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries({ name: type, type, documentOwner: 'BUSINESS', ...fields })) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file)]), filename);
  return form;
}

export async function uploadDocument(t: TestApp, integrator: TestIntegrator, beneficiaryId: string, form: FormData, headers: Record<string, string> = {}) {
  const response = await fetch(`${t.url}/v1/beneficiaries/${beneficiaryId}/files`, {
    method: 'POST',
    headers: { authorization: `Bearer ${integrator.token}`, ...headers },
    body: form,
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, body: text ? JSON.parse(text) : undefined };
}

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010802000000907753de0000000c4944415408d763f8cfc0000003010100c9fe92ef0000000049454e44ae426082',
  'hex',
);
export const JPEG = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');
