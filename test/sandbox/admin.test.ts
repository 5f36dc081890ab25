import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../src/sandbox';
import { call, clientFor, DAY, expectErrorBody, start } from './helpers';

const ADMIN = 'admin-secret-for-tests';

describe('sandbox admin routes', () => {
  let sb: RunningSandbox;
  beforeAll(async () => {
    sb = await start({ adminToken: ADMIN });
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
    const before = sb.clock.now();
    const moved = await admin('POST', '/__sandbox/clock', { advanceMs: 2 * DAY });
    expect(moved.status).toBe(200);
    expect(sb.clock.now() - before).toBeGreaterThanOrEqual(2 * DAY);
    expect((await admin('POST', '/__sandbox/expire-tokens')).status).toBe(200);
    expectErrorBody(await c.get('/v1/maritime/containers'), 401);
  });
});
