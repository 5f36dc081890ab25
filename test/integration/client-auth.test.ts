import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { URL } from 'node:url';
import { request } from 'undici';
import { FreightClient } from '@main/api';
import { ManualClock, TEST_NOW } from '../helpers/test-clock';
import { apiFailure, startTestSandbox } from './helpers/sandbox';
import type { TestSandbox } from './helpers/sandbox';

let env: TestSandbox;
beforeAll(async () => {
  env = await startTestSandbox();
});
afterAll(async () => {
  await env.close();
});
beforeEach(() => {
  env.sandbox.faults.clear();
});

describe('token lifecycle against the sandbox', () => {
  it('gets a token on the first call and keeps it for the next ones', async () => {
    const client = env.client();
    const before = env.sandbox.stats.count('auth.token');
    expect(client.hasToken()).toBe(false);
    await client.call('lookup.containers', {});
    await client.call('lookup.pallet-types', {});
    expect(client.hasToken()).toBe(true);
    expect(env.sandbox.stats.count('auth.token') - before).toBe(1);
  });

  it('signs in and out on request', async () => {
    const client = env.client({ clock: new ManualClock() });
    const { expiresAt } = await client.signIn();
    // The spec's tokens live 12 hours, counted from when the client asked.
    expect(expiresAt.getTime()).toBe(TEST_NOW + 12 * 3600_000);
    expect(client.hasToken()).toBe(true);
    client.signOut();
    expect(client.hasToken()).toBe(false);
  });

  it('returns the normalised token answer for call("auth.token")', async () => {
    const token = await env.client().call('auth.token', {});
    expect(token.tokenType.toLowerCase()).toBe('bearer');
    expect(token.accessToken.length).toBeGreaterThan(10);
    expect(token.expiresIn).toBe(43_200);
  });

  it('says the API key or secret was refused when they are wrong', async () => {
    const client = new FreightClient({
      baseUrl: env.sandbox.baseUrl,
      getCredentials: async () => ({ apiKey: env.sandbox.credentials.apiKey, apiSecret: 'not-the-secret' }),
    });
    try {
      const error = await apiFailure(client.call('lookup.containers', {}));
      expect(error.kind).toBe('unauthorized');
      expect(error.message).toMatch(/API key or secret/);
      expect(error.message).not.toContain('not-the-secret');
      expect(client.hasToken()).toBe(false);
    } finally {
      await client.close();
    }
  });

  it('the sandbox answers 401 to a request without a token', async () => {
    const response = await request(new URL('/v1/maritime/containers', env.sandbox.baseUrl));
    await response.body.dump();
    expect(response.statusCode).toBe(401);
  });

  it('makes exactly ONE token request for 20 concurrent calls with an expired token', async () => {
    // One real clock for the sandbox and the client, moved by the test.
    const clock = new ManualClock();
    const timed = await startTestSandbox({ realNow: clock.now });
    try {
      timed.sandbox.faults.set('auth.token', { tokenTtlSeconds: 1 });
      const client = timed.client({ clock });
      await client.signIn();
      timed.sandbox.faults.clear('auth.token');
      // The 1-second token expires on both sides.
      clock.advance(1_100);
      expect(client.hasToken()).toBe(false);
      const before = timed.sandbox.stats.count('auth.token');
      const results = await Promise.all(Array.from({ length: 20 }, () => client.call('lookup.containers', {})));
      expect(results).toHaveLength(20);
      expect(timed.sandbox.stats.count('auth.token') - before).toBe(1);
    } finally {
      await timed.close();
    }
  });

  it('replays a call once after a 401 mid-session (tokens voided), with one new token for all', async () => {
    const client = env.client();
    await client.signIn();
    env.sandbox.faults.expireTokens();
    const tokensBefore = env.sandbox.stats.count('auth.token');
    const callsBefore = env.sandbox.stats.count('lookup.containers');
    const results = await Promise.all(Array.from({ length: 5 }, () => client.call('lookup.containers', {})));
    expect(results.every((r) => r.length > 0)).toBe(true);
    expect(env.sandbox.stats.count('auth.token') - tokensBefore).toBe(1);
    // Each call: the refused attempt and its one replay.
    expect(env.sandbox.stats.count('lookup.containers') - callsBefore).toBe(10);
  });

  it('replays a POST after a 401 too: the service did not process it', async () => {
    const client = env.client();
    await client.signIn();
    env.sandbox.faults.expireTokens();
    const before = env.sandbox.stats.count('tariffs.report');
    await client.call('tariffs.report', { body: { contractNumber: 'NONE-1', fromDate: '2024-01-01T00:00:00Z' } });
    expect(env.sandbox.stats.count('tariffs.report') - before).toBe(2);
  });
});
