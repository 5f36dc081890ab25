import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '@sandbox';
import { HeldWaits } from '../helpers/test-clock';
import { boxRating, clientFor, expectErrorBody, start, type Client, type Json } from './helpers';

describe('sandbox fault injection', () => {
  let sb: RunningSandbox;
  let c: Client;
  /** The sandbox's latency timer: each injected delay is held until the test lets it go. */
  const latency = new HeldWaits();
  beforeAll(async () => {
    sb = await start({ wait: latency.wait });
    c = await clientFor(sb);
  });
  beforeEach(() => sb.faults.clear());
  afterAll(async () => {
    latency.releaseAll();
    await sb.close();
  });

  it('answers an injected 5xx in the error format, for as many requests as asked', async () => {
    sb.faults.set('lookup.containers', { status: 503, times: 2 });
    expectErrorBody(await c.get('/v1/maritime/containers'), 503);
    const second = await c.get('/v1/maritime/containers');
    expect(second.body).toMatchObject({ status: 503, error: 'unavailable' });
    expect((await c.get('/v1/maritime/containers')).status).toBe(200);
    // Other operations were never hit.
    expect((await c.get('/v1/courier/pallet/types')).status).toBe(200);
  });

  it('sends Retry-After with a 429, and "*" hits every operation', async () => {
    sb.faults.set('*', { status: 429, retryAfterSeconds: 7 });
    const r = await c.get('/v1/quotes');
    expectErrorBody(r, 429);
    expect(r.headers.get('retry-after')).toBe('7');
    sb.faults.set('quotes.list', { status: 500, times: 1 });
    // An operation's own fault wins over '*'.
    expect((await c.get('/v1/quotes')).status).toBe(500);
    sb.faults.clear('*');
    expect((await c.get('/v1/quotes')).status).toBe(200);
  });

  it('drops the connection before handling: nothing changes', async () => {
    const rate = (await c.post('/v1/rates/boxes', boxRating())).body.rates[0];
    sb.faults.set('quotes.save', { drop: 'before', times: 1 });
    await expect(c.post(`/v1/quotes/boxes/${rate.id}`)).rejects.toThrow();
    expect((await c.get('/v1/quotes')).body).toEqual([]);
  });

  it('answers an error status after handling: the quote was saved though a 503 came, with Retry-After if asked', async () => {
    const rate = (await c.post('/v1/rates/boxes', boxRating({ goodsValue: 5 }))).body.rates[0];
    sb.faults.set('quotes.save', { statusAfter: 503, times: 1 });
    expectErrorBody(await c.post(`/v1/quotes/boxes/${rate.id}`), 503);
    const quotes = (await c.get('/v1/quotes')).body;
    expect(quotes.filter((q: Json) => q.agency === rate.agency && q.totalPrice.value === rate.price)).toHaveLength(1);
    sb.faults.set('lookup.containers', { statusAfter: 503, retryAfterSeconds: 30, times: 1 });
    const refused = await c.get('/v1/maritime/containers');
    expectErrorBody(refused, 503);
    expect(refused.headers.get('retry-after')).toBe('30');
    expect(() => sb.faults.set('quotes.save', { statusAfter: 418 as never })).toThrow(/statusAfter must be one of/);
  });

  it('drops the connection after handling: the quote was saved though no answer came', async () => {
    const rate = (await c.post('/v1/rates/boxes', boxRating({ goodsValue: 2 }))).body.rates[0];
    sb.faults.set('quotes.save', { drop: 'after', times: 1 });
    const before = sb.stats.count('quotes.save');
    await expect(c.post(`/v1/quotes/boxes/${rate.id}`)).rejects.toThrow();
    expect(sb.stats.count('quotes.save')).toBe(before + 1);
    const quotes = (await c.get('/v1/quotes')).body;
    expect(quotes.some((q: Json) => q.agency === rate.agency && q.totalPrice.value === rate.price)).toBe(true);
    // Saving again (the client's retry) answers the same quote instead of a second one.
    const again = await c.post(`/v1/quotes/boxes/${rate.id}`);
    expect(again.body).toMatchObject({ success: true, message: 'Already saved' });
    expect((await c.get('/v1/quotes')).body).toHaveLength(quotes.length);
  });

  it('cuts the JSON answer in half when asked for malformed JSON', async () => {
    sb.faults.set('lookup.containers', { malformedJson: true, times: 1 });
    const response = await fetch(`${sb.baseUrl}/v1/maritime/containers`, {
      headers: { authorization: `Bearer ${c.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const text = await response.text();
    expect(text.length).toBeGreaterThan(0);
    expect(() => JSON.parse(text)).toThrow();
  });

  it('answers in the wrong shape after carrying the operation out', async () => {
    const rate = (await c.post('/v1/rates/boxes', boxRating({ goodsValue: 3 }))).body.rates[0];
    sb.faults.set('quotes.save', { wrongShape: true, times: 1 });
    const r = await c.post(`/v1/quotes/boxes/${rate.id}`);
    expect(r.status).toBe(200);
    // Valid JSON, each field wrapped: a shipment id that is not text, a success that is not a boolean.
    expect(r.body.shipmentId).toEqual({ unexpected: expect.any(String) });
    expect(r.body.success).toEqual({ unexpected: true });
    const quotes = (await c.get('/v1/quotes')).body;
    expect(quotes.some((q: Json) => q.agency === rate.agency && q.totalPrice.value === rate.price)).toBe(true);
  });

  it('pads an answer beyond a size limit after carrying the operation out', async () => {
    sb.faults.set('lookup.containers', { oversizeBytes: 200_000, times: 1 });
    const response = await fetch(`${sb.baseUrl}/v1/maritime/containers`, {
      headers: { authorization: `Bearer ${c.token}` },
    });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(Buffer.byteLength(text)).toBe(200_000);
    expect(Array.isArray(JSON.parse(text))).toBe(true);
  });

  it('refuses an oversize fault that is not a positive whole number of bytes', () => {
    expect(() => sb.faults.set('lookup.containers', { oversizeBytes: 0 })).toThrow(/oversizeBytes/);
    expect(() => sb.faults.set('lookup.containers', { oversizeBytes: 1.5 })).toThrow(/oversizeBytes/);
  });

  it('rewrites the answer after carrying the operation out: other values, fields left out, another body', async () => {
    const original = (await c.get('/v1/courier/pallet/types')).body;
    expect(original.length).toBeGreaterThan(1);
    sb.faults.set('lookup.pallet-types', {
      rewrite: { set: { '0.type': 'Block' }, remove: ['*.length', '1'] },
      times: 1,
    });
    const before = (await c.get('/v1/courier/pallet/types')).body;
    expect(before).not.toEqual(original);
    expect(before).toHaveLength(original.length - 1);
    expect(before[0]).toMatchObject({ type: 'Block' });
    expect(before.every((p: Json) => !('length' in p))).toBe(true);

    sb.faults.set('lookup.containers', { rewrite: { replace: [] }, times: 1 });
    expect((await c.get('/v1/maritime/containers')).body).toEqual([]);
    // Only as many answers as asked: then the service answers as it is again.
    expect((await c.get('/v1/maritime/containers')).body.length).toBeGreaterThan(0);
    expect(() => sb.faults.set('quotes.list', { rewrite: { remove: ['a..b'] } })).toThrow(/rewrite/);
  });

  it('holds an answer for the injected latency before handling it', async () => {
    sb.faults.set('lookup.pallet-types', { latencyMs: 300 });
    let answered = false;
    const reply = c.get('/v1/courier/pallet/types').then((r) => {
      answered = true;
      return r;
    });
    const delay = await latency.next();
    expect(delay.ms).toBe(300);
    expect(answered).toBe(false);
    delay.release();
    expect((await reply).status).toBe(200);
  });

  it('counts requests per operation id and resets the counts', async () => {
    sb.stats.reset();
    await c.get('/v1/maritime/containers');
    await c.get('/v1/maritime/ports?cityName=valencia');
    await c.get('/v1/maritime/ports?CityName=valencia');
    expect(sb.stats.count('lookup.containers')).toBe(1);
    expect(sb.stats.count('lookup.ports')).toBe(2);
    sb.stats.reset();
    expect(sb.stats.count('lookup.ports')).toBe(0);
  });

  it('rejects a fault that makes no sense', () => {
    expect(() => sb.faults.set('quotes.list', { status: 418 as 500 })).toThrow(/status/);
    expect(() => sb.faults.set('quotes.list', { times: 0 })).toThrow(/times/);
  });
});
