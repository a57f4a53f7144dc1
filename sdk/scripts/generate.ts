// Regenerates sdk/src/generated/openapi.ts from the OpenAPI document the server itself serves (a sandbox server on a
// fresh in-memory database, so sandbox routes are included). `npm run sdk:generate`; sdk/test/types.test.ts fails
// when the committed file is stale.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { buildApp, createLogger } from '../../src/app.ts';
import { loadConfig } from '../../src/config/index.ts';
import { createContext } from '../../src/context.ts';
import { openDb } from '../../src/db/index.ts';
import { migrate } from '../../src/db/migrate.ts';
import { allErrorCodes } from '../../src/error-catalogue.ts';

export const GENERATED_FILE = fileURLToPath(new URL('../src/generated/openapi.ts', import.meta.url));
export const ERROR_CODES_FILE = fileURLToPath(new URL('../src/generated/error-codes.ts', import.meta.url));

/** The OpenAPI document of a sandbox server, exactly as GET /openapi.json serves it. */
export async function servedDocument(): Promise<Record<string, unknown>> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ponte-sdk-'));
  const db = await openDb({});
  try {
    await migrate(db);
    const config = loadConfig({ DATA_DIR: dataDir, ADMIN_TOKEN: 'sdk-generate-admin-token', LOG_LEVEL: 'silent', PUBLIC_BASE_URL: 'http://localhost:3000' });
    const app = await buildApp(await createContext(config, db), { logger: createLogger('silent') });
    const response = await app.inject({ method: 'GET', url: '/openapi.json' });
    await app.close();
    return response.json();
  } finally {
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function generatedSource(document: Record<string, unknown>): Promise<string> {
  const ast = await openapiTS(document as never);
  return `// Generated from the server's /openapi.json by \`npm run sdk:generate\`. Do not edit.\n\n${astToString(ast)}`;
}

/** The error codes the service can answer, from its catalogue, as a union type. */
export function errorCodesSource(): string {
  const codes = allErrorCodes().map(({ code, status, message }) => `  /** ${status}: ${message} */\n  | '${code}'`);
  return `// Generated from the service's error catalogue by \`npm run sdk:generate\`. Do not edit.\n\nexport type PonteErrorCode =\n${codes.join('\n')};\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const source = await generatedSource(await servedDocument());
  writeFileSync(GENERATED_FILE, source);
  writeFileSync(ERROR_CODES_FILE, errorCodesSource());
  process.stdout.write(`wrote ${path.relative(process.cwd(), GENERATED_FILE)} and ${path.relative(process.cwd(), ERROR_CODES_FILE)}\n`);
}
