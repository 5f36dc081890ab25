import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '@sandbox';
import { ManualClock, TEST_NOW } from '../helpers/test-clock';
import { call, clientFor, DAY, expectErrorBody, start } from './helpers';

const ADMIN = 'admin-secret-for-tests';

describe('sandbox admin routes', () => {
  let sb: RunningSandbox;
  /** The sandbox's real clock stands still unless a test moves it: clock readings are exact. */
  const real = new ManualClock();
  beforeAll(async () => {
    sb = await start({ adminToken: ADMIN, realNow: real.now });
  });
  afterAll(() => sb.close());

  const admin = (method: string, path: string, body?: unknown) =>
    call(sb.baseUrl, method, path, { headers: { 'X-Sandbox-Admin': ADMIN }, body });

  it('are hidden (404) without the right header, and absent without an admin token', async () => {
    expectErrorBody(await call(sb.baseUrl, 'GET', '/__sandbox/stats'), 404);
    expectErrorBody(
      await call(sb.baseUrl, 'GET', '/__sandbox/stats', { headers: { 'X-Sandbox-Admin': 'wrong' } }),
      404,
    );
    const plain = await start();
    try {
      expectErrorBody(
        await call(plain.baseUrl, 'GET', '/__sandbox/stats', { headers: { 'X-Sandbox-Admin': ADMIN } }),
        404,
      );
    } finally {
      await plain.close();
    }
  });

  it('inject and clear faults over HTTP', async () => {
    const c = await clientFor(sb);
    const set = await admin('POST', '/__sandbox/faults', {
      operationId: 'quotes.list',
      fault: { status: 502, times: 1 },
    });
    expect(set.status).toBe(200);
    expect(set.body.faults['quotes.list']).toMatchObject({ status: 502 });
    expectErrorBody(await c.get('/v1/quotes'), 502);
    expect((await c.get('/v1/quotes')).status).toBe(200);

    await admin('POST', '/__sandbox/faults', { operationId: 'quotes.list', fault: { drop: 'before' } });
    await expect(c.get('/v1/quotes')).rejects.toThrow();
    expect((await admin('DELETE', '/__sandbox/faults')).body.faults).toEqual({});
    expect((await c.get('/v1/quotes')).status).toBe(200);
    expectErrorBody(
      await admin('POST', '/__sandbox/faults', { operationId: 'quotes.list', fault: { status: 404 } }),
      400,
      'fault.status',
    );
  });

  it('report stats, move the clock and expire tokens', async () => {
    const c = await clientFor(sb);
    await c.get('/v1/maritime/containers');
    const stats = await admin('GET', '/__sandbox/stats');
    expect(stats.body.counts['lookup.containers']).toBeGreaterThanOrEqual(1);
    const moved = await admin('POST', '/__sandbox/clock', { advanceMs: 2 * DAY });
    expect(moved.status).toBe(200);
    // A jump moves both clocks; the simulated one alone runs at its speed.
    expect(moved.body).toEqual({
      now: new Date(TEST_NOW + 2 * DAY).toISOString().slice(0, 19),
      operatorNow: new Date(TEST_NOW + 2 * DAY).toISOString().slice(0, 19),
      speed: 60,
    });
    real.advance(60_000);
    expect(sb.clock.now()).toBe(TEST_NOW + 2 * DAY + 3_600_000);
    expect(sb.clock.operatorNow()).toBe(TEST_NOW + 2 * DAY + 60_000);
    expect((await admin('POST', '/__sandbox/expire-tokens')).status).toBe(200);
    expectErrorBody(await c.get('/v1/maritime/containers'), 401);
  });
});
