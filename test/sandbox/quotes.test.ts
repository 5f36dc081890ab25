import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '@sandbox';
import {
  boxRating,
  clientFor,
  DAY,
  expectContract,
  expectErrorBody,
  fclRating,
  palletRating,
  rateAndSave,
  start,
  type Client,
  type Json,
} from './helpers';

describe('sandbox saved quotes', () => {
  let sb: RunningSandbox;
  let c: Client;
  beforeAll(async () => {
    sb = await start();
    c = await clientFor(sb);
  });
  afterAll(() => sb.close());

  it('saves a rate, lists it with Money totals and surcharges, and deletes it', async () => {
    const rated = await c.post('/v1/rates/boxes', boxRating({ insurance: true }));
    const rate = rated.body.rates[0];
    const saved = await c.post(`/v1/quotes/boxes/${rate.id}`);
    expect(saved.status).toBe(200);
    expectContract('quotes.save', saved.body);
    expect(saved.body).toMatchObject({ success: true, shipmentId: expect.stringMatching(/^[0-9a-f-]{36}$/) });

    const list = await c.get('/v1/quotes');
    expectContract('quotes.list', list.body);
    const item = list.body.find((q: Json) => q.shipmentId === saved.body.shipmentId);
    expect(item).toMatchObject({
      agency: rate.agency,
      shipmentType: 'Box',
      pickUpDate: rate.pickUpDate,
      deliveryDate: rate.deliveryDate,
      expirationDate: rate.expirationDate,
      transitDays: rate.transitDays,
      totalPrice: { value: rate.price, currency: 'EUR' },
    });
    expect(item.surcharges.map((s: Json) => s.description)).toEqual(expect.arrayContaining(['Transport', 'Insurance']));
    const sum = item.surcharges.reduce((s: number, x: Json) => s + x.price.value, 0);
    expect(sum).toBe(item.totalPrice.value);
    expect(item.surcharges[0]).toMatchObject({ price: { currency: 'EUR' }, taxPercent: 21 });

    const del = await c.del(`/v1/quotes/boxes/${item.quoteId}`);
    expect(del.status).toBe(200);
    expectContract('quotes.delete', del.body);
    expect((await c.get('/v1/quotes')).body.some((q: Json) => q.quoteId === item.quoteId)).toBe(false);
    expectErrorBody(await c.del(`/v1/quotes/boxes/${item.quoteId}`), 404);
  });

  it('answers 200 with success false and a reason for an unknown, mistyped or expired rate', async () => {
    const unknown = await c.post('/v1/quotes/boxes/6a1f4a8e-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(200);
    expect(unknown.body).toMatchObject({ success: false, message: expect.stringMatching(/not found/) });

    const pallets = await c.post('/v1/rates/pallets', palletRating());
    const wrongType = await c.post(`/v1/quotes/boxes/${pallets.body.rates[0].id}`);
    expect(wrongType.body).toMatchObject({ success: false, message: expect.stringMatching(/pallets/) });

    const boxes = await c.post('/v1/rates/boxes', boxRating());
    sb.clock.advance(13 * 3_600_000);
    const expired = await c.post(`/v1/quotes/boxes/${boxes.body.rates[0].id}`);
    expect(expired.body).toMatchObject({ success: false, message: expect.stringMatching(/expired/) });
  });

  it('saves sea quotes with the two-segment type and keeps them valid for days', async () => {
    const { shipmentId, rate } = await rateAndSave(c, 'sea/fcl', fclRating());
    sb.clock.advance(3 * DAY);
    const list = (await c.get('/v1/quotes')).body;
    const item = list.find((q: Json) => q.shipmentId === shipmentId);
    expect(item).toMatchObject({ shipmentType: 'FCL', totalPrice: { value: rate.price, currency: 'EUR' } });
    expect(item.surcharges.some((s: Json) => s.price.currency === 'USD')).toBe(true);
    expectErrorBody(await c.del(`/v1/quotes/boxes/${item.quoteId}`), 404);
    expect((await c.del(`/v1/quotes/sea/fcl/${item.quoteId}`)).status).toBe(200);
  });

  it('refuses a type that is not a quote type naming the param', async () => {
    expectErrorBody(await c.post('/v1/quotes/train/6a1f4a8e-0000-4000-8000-000000000000'), 400, 'type');
  });
});
