// The token endpoint as OAuth 2.0 says (RFC 6749 client credentials, RFC 8414 metadata): two standard client libraries,
// openid-client and simple-oauth2, obtain a token with their defaults and call the API with it; and each rule of the RFCs
// the endpoint follows is checked over HTTP (client authentication by HTTP Basic or in the body, never both, no-store, the
// `error` fields beside the contract's error body, the Basic challenge).
// Test pass: embedded only (database-independent: the token endpoint's protocol)
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import * as openid from 'openid-client';
import { ClientCredentials } from 'simple-oauth2';
import { freePort, startApp, type TestApp, type TestIntegrator, type TestResponse } from '../helpers/app.ts';

const TOKEN = '/v1/auth/token';
const form = (fields: Record<string, string>) => ({
  raw: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});
const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

/** An error answer of the token endpoint: the contract's body and RFC 6749 §5.2's fields, never cached. */
function assertOAuthError(response: TestResponse, status: number, error: string, code: string): void {
  assert.equal(response.status, status, response.text);
  assert.equal(response.body.error, error);
  assert.equal(typeof response.body.error_description, 'string');
  assert.equal(response.body.code, code);
  assert.equal(typeof response.body.message, 'string');
  assert.equal(response.body.requestId, response.headers.get('x-request-id'));
  assert.equal(response.headers.get('cache-control'), 'no-store');
  assert.equal(response.headers.get('pragma'), 'no-cache');
}

describe('OAuth 2.0 client credentials (RFC 6749, RFC 8414)', () => {
  let t: TestApp;
  let integrator: TestIntegrator;

  before(async () => {
    // The metadata's issuer is PUBLIC_BASE_URL, and openid-client checks it is the address it discovered: the app's own.
    const port = await freePort();
    t = await startApp({ port, env: { PUBLIC_BASE_URL: `http://127.0.0.1:${port}` } });
    integrator = await t.createIntegrator();
  });
  after(() => t.close());

  it('serves the authorization server metadata (RFC 8414)', async () => {
    const response = await t.request('GET', '/.well-known/oauth-authorization-server');
    assert.equal(response.status, 200, response.text);
    assert.match(response.headers.get('content-type') ?? '', /^application\/json/);
    assert.equal(response.body.issuer, t.url);
    assert.equal(response.body.token_endpoint, `${t.url}${TOKEN}`);
    assert.deepEqual(response.body.grant_types_supported, ['client_credentials']);
    assert.deepEqual(response.body.token_endpoint_auth_methods_supported, ['client_secret_basic', 'client_secret_post']);
    assert.deepEqual(response.body.response_types_supported, []);
  });

  it('gives openid-client a token by discovery, with its default (client_secret_post) and with client_secret_basic', async () => {
    for (const authentication of [undefined, openid.ClientSecretBasic(integrator.clientSecret)]) {
      const config = await openid.discovery(new URL(t.url), integrator.clientId, integrator.clientSecret, authentication, {
        algorithm: 'oauth2',
        execute: [openid.allowInsecureRequests],
      });
      const tokens = await openid.clientCredentialsGrant(config);
      assert.equal(tokens.token_type, 'bearer');
      // expiresIn() counts down from the moment the answer arrived: a second may have passed
      const expiresIn = tokens.expiresIn() ?? 0;
      assert.ok(expiresIn >= 35_995 && expiresIn <= 36_000, String(expiresIn));
      const me = await openid.fetchProtectedResource(config, tokens.access_token, new URL('/v1/integrators/me', t.url), 'GET');
      assert.equal(me.status, 200);
      assert.equal(((await me.json()) as { id: string }).id, integrator.id);
    }
  });

  it('tells openid-client why a token is refused (error invalid_client)', async () => {
    const config = new openid.Configuration(
      { issuer: t.url, token_endpoint: `${t.url}${TOKEN}` },
      integrator.clientId,
      'cs_wrong',
      openid.ClientSecretBasic('cs_wrong'),
    );
    openid.allowInsecureRequests(config);
    const refused = await openid.clientCredentialsGrant(config).then(
      () => assert.fail('a wrong secret got a token'),
      (error: unknown) =>
        error as Error & { code?: string; status?: number; cause?: Array<{ scheme: string; parameters: Record<string, string> }>; response?: Response },
    );
    // The 401 of a Basic attempt carries a Basic challenge (RFC 6749 §5.2), which openid-client reports as such, with
    // the answer whose body names the error.
    assert.equal(refused.code, 'OAUTH_WWW_AUTHENTICATE_CHALLENGE', String(refused));
    assert.equal(refused.status, 401);
    assert.deepEqual(
      refused.cause?.map(({ scheme, parameters }) => [scheme, parameters.realm]),
      [['basic', 'ponte']],
    );
    assert.equal(((await refused.response?.json()) as { error?: string }).error, 'invalid_client');
  });

  it('gives simple-oauth2 a token with its defaults (HTTP Basic, form-encoded)', async () => {
    const oauth = new ClientCredentials({
      client: { id: integrator.clientId, secret: integrator.clientSecret },
      auth: { tokenHost: t.url, tokenPath: TOKEN },
    });
    const token = await oauth.getToken({});
    assert.equal(token.token.token_type, 'Bearer');
    const me = await t.request('GET', '/v1/integrators/me', { token: String(token.token.access_token) });
    assert.equal(me.status, 200, me.text);
    assert.equal(me.body.id, integrator.id);
    const wrong = new ClientCredentials({ client: { id: integrator.clientId, secret: 'cs_wrong' }, auth: { tokenHost: t.url, tokenPath: TOKEN } });
    await assert.rejects(wrong.getToken({}), (error: { output?: { statusCode: number }; data?: { payload?: { error?: string } } }) => {
      assert.equal(error.output?.statusCode, 401);
      assert.equal(error.data?.payload?.error, 'invalid_client');
      return true;
    });
  });

  it('takes HTTP Basic client authentication with form-urlencoded id and secret (§2.3.1)', async () => {
    // Each part is form-urlencoded before base64: a client may escape characters that need none.
    const escapedId = integrator.clientId.replace(/_/g, '%5F');
    const response = await t.request('POST', TOKEN, {
      ...form({ grant_type: 'client_credentials' }),
      headers: { ...form({}).headers, authorization: basic(escapedId, integrator.clientSecret) },
    });
    assert.equal(response.status, 200, response.text);
    assert.equal(response.body.integratorId, integrator.id);
    assert.equal(response.headers.get('cache-control'), 'no-store');
    assert.equal(response.headers.get('pragma'), 'no-cache');
    const json = await t.request('POST', TOKEN, {
      body: { grant_type: 'client_credentials' },
      headers: { authorization: basic(integrator.clientId, integrator.clientSecret) },
    });
    assert.equal(json.status, 200, json.text);
  });

  it('answers every token with Cache-Control: no-store and Pragma: no-cache (§5.1)', async () => {
    for (const body of [
      form({ grant_type: 'client_credentials', client_id: integrator.clientId, client_secret: integrator.clientSecret }),
      { body: { grant_type: 'client_credentials', client_id: integrator.clientId, client_secret: integrator.clientSecret } },
    ]) {
      const response = await t.request('POST', TOKEN, body);
      assert.equal(response.status, 200, response.text);
      assert.equal(response.headers.get('cache-control'), 'no-store');
      assert.equal(response.headers.get('pragma'), 'no-cache');
    }
  });

  it('refuses two client authentication methods at once with invalid_request (§2.3)', async () => {
    const both = await t.request('POST', TOKEN, {
      ...form({ grant_type: 'client_credentials', client_id: integrator.clientId, client_secret: integrator.clientSecret }),
      headers: { ...form({}).headers, authorization: basic(integrator.clientId, integrator.clientSecret) },
    });
    assertOAuthError(both, 400, 'invalid_request', 'auth.multiple_client_authentications');
  });

  it('refuses a request without client authentication, or with a wrong one, with invalid_client (§5.2)', async () => {
    const none = await t.request('POST', TOKEN, form({ grant_type: 'client_credentials' }));
    assertOAuthError(none, 401, 'invalid_client', 'auth.invalid_credentials');
    const wrong = await t.request('POST', TOKEN, { body: { grant_type: 'client_credentials', client_id: integrator.clientId, client_secret: 'cs_wrong' } });
    assertOAuthError(wrong, 401, 'invalid_client', 'auth.invalid_credentials');
    const wrongBasic = await t.request('POST', TOKEN, {
      ...form({ grant_type: 'client_credentials' }),
      headers: { ...form({}).headers, authorization: basic(integrator.clientId, 'cs_wrong') },
    });
    assertOAuthError(wrongBasic, 401, 'invalid_client', 'auth.invalid_credentials');
    assert.equal(wrongBasic.headers.get('www-authenticate'), 'Basic realm="ponte"');
    const malformed = await t.request('POST', TOKEN, {
      ...form({ grant_type: 'client_credentials' }),
      headers: { ...form({}).headers, authorization: 'Basic !!!' },
    });
    assertOAuthError(malformed, 401, 'invalid_client', 'auth.invalid_credentials');
    assert.equal(malformed.headers.get('www-authenticate'), 'Basic realm="ponte"');
  });

  it('names the grant type it does not support (unsupported_grant_type), and a missing one (invalid_request)', async () => {
    const password = await t.request('POST', TOKEN, form({ grant_type: 'password', client_id: integrator.clientId, client_secret: integrator.clientSecret }));
    assertOAuthError(password, 400, 'unsupported_grant_type', 'auth.unsupported_grant_type');
    const missing = await t.request('POST', TOKEN, form({ client_id: integrator.clientId, client_secret: integrator.clientSecret }));
    assertOAuthError(missing, 400, 'invalid_request', 'validation.failed');
    const empty = await t.request('POST', TOKEN, { raw: '', headers: { 'content-type': 'application/json' } });
    assertOAuthError(empty, 400, 'invalid_request', 'web.invalid_or_missing_body');
  });

  it('refuses a scope, which Ponte does not have (invalid_scope)', async () => {
    const scoped = await t.request(
      'POST',
      TOKEN,
      form({ grant_type: 'client_credentials', client_id: integrator.clientId, client_secret: integrator.clientSecret, scope: 'payments' }),
    );
    assertOAuthError(scoped, 400, 'invalid_scope', 'auth.invalid_scope');
  });

  it('declares both media types and client_secret_basic in the OpenAPI document', async () => {
    const document = (await t.request('GET', '/openapi.json')).body;
    const operation = document.paths[TOKEN].post;
    assert.deepEqual(Object.keys(operation.requestBody.content).sort(), ['application/json', 'application/x-www-form-urlencoded']);
    assert.deepEqual(document.components.securitySchemes.clientSecretBasic, {
      type: 'http',
      scheme: 'basic',
      description: document.components.securitySchemes.clientSecretBasic.description,
    });
    assert.deepEqual(operation.security, [{ clientSecretBasic: [] }, {}]);
    assert.ok(operation.responses['401'], 'the token endpoint declares its 401');
    assert.ok(document.paths['/.well-known/oauth-authorization-server'].get.operationId);
  });
});
