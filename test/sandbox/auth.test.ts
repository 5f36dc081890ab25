import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '@sandbox';
import { DEMO_CREDENTIALS } from '@sandbox';
import { ManualClock } from '../helpers/test-clock';
import { call, clientFor, expectContract, expectErrorBody, getToken, start } from './helpers';

describe('sandbox auth', () => {
  let sb: RunningSandbox;
  beforeAll(async () => {
    sb = await start();
  });
  afterAll(() => sb.close());

  it('issues a bearer JWT for the demo key and secret', async () => {
    expect(sb.credentials).toEqual(DEMO_CREDENTIALS);
    const r = await call(sb.baseUrl, 'POST', '/v1/auth/token', {
      headers: { 'X-API-Key': DEMO_CREDENTIALS.apiKey, 'Secret-API-Key': DEMO_CREDENTIALS.apiSecret },
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ token_type: 'Bearer', expires_in: 43200 });
    expectContract('auth.token', r.body);
    const [header, payload, signature] = r.body.access_token.split('.');
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toMatchObject({ alg: 'HS256', typ: 'JWT' });
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    expect(claims.sub).toBe(DEMO_CREDENTIALS.apiKey);
    expect(claims.exp - claims.iat).toBe(43200);
    expect(signature.length).toBeGreaterThan(20);
  });

  it('refuses a wrong secret, an unknown key and missing headers with 401', async () => {
    const wrong = await call(sb.baseUrl, 'POST', '/v1/auth/token', {
      headers: { 'X-API-Key': DEMO_CREDENTIALS.apiKey, 'Secret-API-Key': 'nope' },
    });
    expectErrorBody(wrong, 401);
    const unknown = await call(sb.baseUrl, 'POST', '/v1/auth/token', {
      headers: { 'X-API-Key': 'who', 'Secret-API-Key': DEMO_CREDENTIALS.apiSecret },
    });
    expectErrorBody(unknown, 401);
    const none = await call(sb.baseUrl, 'POST', '/v1/auth/token');
    expectErrorBody(none, 401);
    expect(none.body.message).toMatch(/X-API-Key/);
  });

  it('answers 401 on every other operation without a valid bearer', async () => {
    expectErrorBody(await call(sb.baseUrl, 'GET', '/v1/quotes'), 401);
    expectErrorBody(
      await call(sb.baseUrl, 'GET', '/v1/maritime/containers', { headers: { authorization: 'Bearer not.a.jwt' } }),
      401,
    );
    const other = await start();
    try {
      // A token of another sandbox run is signed with another secret.
      const foreign = await getToken(other);
      expectErrorBody(
        await call(sb.baseUrl, 'GET', '/v1/quotes', { headers: { authorization: `Bearer ${foreign}` } }),
        401,
      );
    } finally {
      await other.close();
    }
  });

  it('expires tokens: short-lived ones by the auth.token fault, all at once by expireTokens()', async () => {
    // Token lifetimes are real time: this sandbox's real clock moves when the test says.
    const clock = new ManualClock();
    const timed = await start({ realNow: clock.now });
    try {
      timed.faults.set('auth.token', { tokenTtlSeconds: 1 });
      const short = await call(timed.baseUrl, 'POST', '/v1/auth/token', {
        headers: { 'X-API-Key': DEMO_CREDENTIALS.apiKey, 'Secret-API-Key': DEMO_CREDENTIALS.apiSecret },
      });
      timed.faults.clear('auth.token');
      expect(short.body.expires_in).toBe(1);
      const bearer = { authorization: `Bearer ${short.body.access_token}` };
      clock.advance(999);
      expect((await call(timed.baseUrl, 'GET', '/v1/quotes', { headers: bearer })).status).toBe(200);
      clock.advance(1);
      const expired = await call(timed.baseUrl, 'GET', '/v1/quotes', { headers: bearer });
      expectErrorBody(expired, 401);
      expect(expired.body.message).toMatch(/expired/);

      const c = await clientFor(timed);
      expect((await c.get('/v1/quotes')).status).toBe(200);
      timed.faults.expireTokens();
      expectErrorBody(await c.get('/v1/quotes'), 401);
      const fresh = await clientFor(timed);
      expect((await fresh.get('/v1/quotes')).status).toBe(200);
    } finally {
      await timed.close();
    }
  });

  it('answers an unknown route with 404 in the same error format', async () => {
    const r = await call(sb.baseUrl, 'GET', '/v1/nothing/here');
    expectErrorBody(r, 404);
    expect(r.body.error).toBe('not-found');
  });

  it('accepts extra accounts and a custom main account', async () => {
    const custom = await start({
      apiKey: 'acme',
      apiSecret: 's3cret',
      accounts: [{ apiKey: 'other', apiSecret: 'x' }],
    });
    try {
      expect(custom.credentials).toEqual({ apiKey: 'acme', apiSecret: 's3cret' });
      await getToken(custom);
      await getToken(custom, { apiKey: 'other', apiSecret: 'x' });
      const demo = await call(custom.baseUrl, 'POST', '/v1/auth/token', {
        headers: { 'X-API-Key': DEMO_CREDENTIALS.apiKey, 'Secret-API-Key': DEMO_CREDENTIALS.apiSecret },
      });
      expect(demo.status).toBe(401);
    } finally {
      await custom.close();
    }
  });
});
