import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '@sandbox';
import {
  bookingBody,
  boxRating,
  clientFor,
  DAY,
  expectContract,
  expectErrorBody,
  fclRating,
  lclRating,
  rateAndSave,
  start,
  type Client,
  type Json,
} from './helpers';

const fclCargo = (overrides: Record<string, unknown> = {}) => ({
  quantity: 2,
  weight: 100,
  cbm: 5,
  description: 'Motor',
  ediType: '204',
  hsCode: '8601',
  indexContainer: 0,
  ...overrides,
});

describe('sandbox booking', () => {
  let sb: RunningSandbox;
  let c: Client;
  beforeAll(async () => {
    sb = await start();
    c = await clientFor(sb);
  });
  afterAll(() => sb.close());

  it('books a saved box quote and answers the codes', async () => {
    const { shipmentId } = await rateAndSave(c, 'boxes', boxRating());
    const r = await c.post('/v1/Booking/boxes', bookingBody(shipmentId));
    expect(r.status).toBe(200);
    expectContract('booking.boxes', r.body);
    expect(r.body.shipmentId).toBe(shipmentId);
    expect(r.body.shipmentCode).toMatch(/^FR[0-9A-F]{6}$/);
    expect(r.body.trackingCode).toBeTruthy();
    expect(r.body.bookingCode).toBeTruthy();
    expect(r.body.externalTrackingUrl).toBe(`https://track.sandbox.freight-desk.invalid/${r.body.trackingCode}`);
    // Booked quotes leave the saved-quote list; booking again is a conflict.
    expect((await c.get('/v1/quotes')).body.some((q: Json) => q.shipmentId === shipmentId)).toBe(false);
    expectErrorBody(await c.post('/v1/Booking/boxes', bookingBody(shipmentId)), 409, 'id');
  });

  it('books by quoteId or straight from a rate id too, once', async () => {
    const { shipmentId } = await rateAndSave(c, 'boxes', boxRating({ goodsValue: 1234 }));
    const quote = (await c.get('/v1/quotes')).body.find((q: Json) => q.shipmentId === shipmentId);
    const byQuoteId = await c.post('/v1/booking/boxes', bookingBody(quote.quoteId));
    expect(byQuoteId.status).toBe(200);
    expect(byQuoteId.body.shipmentId).toBe(shipmentId);

    const rated = await c.post('/v1/rates/boxes', boxRating({ goodsValue: 4321 }));
    const rateId = rated.body.rates[0].id;
    const byRate = await c.post('/v1/Booking/boxes', bookingBody(rateId));
    expect(byRate.status).toBe(200);
    expectErrorBody(await c.post('/v1/Booking/boxes', bookingBody(rateId)), 409);
  });

  it('refuses what the spec forbids, naming the field', async () => {
    const { shipmentId } = await rateAndSave(c, 'boxes', boxRating({ goodsValue: 777 }));
    const { origin: _o, ...noOrigin } = bookingBody(shipmentId);
    expectErrorBody(await c.post('/v1/Booking/boxes', noOrigin), 400, 'origin');
    expectErrorBody(
      await c.post(
        '/v1/Booking/boxes',
        bookingBody(shipmentId, { origin: { ...bookingBody(shipmentId).origin, contactMail: 'not-a-mail' } }),
      ),
      400,
      'origin.contactMail',
    );
    const times = await c.post(
      '/v1/Booking/boxes',
      bookingBody(shipmentId, { pickupTimeFrom: '14:00', pickupTimeTo: '10:00:00' }),
    );
    expectErrorBody(times, 400, 'pickupTimeTo');
    expect(times.body.message).toMatch(/pickupTimeTo/);
    expectErrorBody(
      await c.post('/v1/Booking/boxes', bookingBody(shipmentId, { pickupTimeFrom: '9am' })),
      400,
      'pickupTimeFrom',
    );
    expectErrorBody(
      await c.post('/v1/Booking/boxes', bookingBody(shipmentId, { incotermCode: 'FOO' })),
      400,
      'incotermCode',
    );
    expectErrorBody(await c.post('/v1/Booking/boxes', bookingBody('6a1f4a8e-0000-4000-8000-000000000000')), 400, 'id');
    expectErrorBody(await c.post('/v1/Booking/pallets', bookingBody(shipmentId)), 400, 'id');
    sb.clock.advance(13 * 3_600_000);
    const expired = await c.post('/v1/Booking/boxes', bookingBody(shipmentId));
    expectErrorBody(expired, 400, 'id');
    expect(expired.body.message).toMatch(/expired/);
  });

  it('books sea FCL with an Incoterm and container details, checking numbering and indexes', async () => {
    const { shipmentId } = await rateAndSave(
      c,
      'sea/fcl',
      fclRating({
        containers: [
          {
            quantity: 2,
            weight: 9000,
            measurementUnit: 'CmKg',
            type: 'DRY40',
            isOwnedContainer: false,
            isReeferContainer: false,
            imoNumber: null,
          },
        ],
      }),
    );
    const containers = [
      { sequentialNumber: 0, cargos: [fclCargo()] },
      { sequentialNumber: 1, cargos: [fclCargo({ quantity: 1, indexContainer: 0 })] },
    ];
    expectErrorBody(await c.post('/v1/Booking/sea/fcl', bookingBody(shipmentId, { containers })), 400, 'incotermCode');
    expectErrorBody(
      await c.post(
        '/v1/Booking/sea/fcl',
        bookingBody(shipmentId, {
          incotermCode: 'FOB',
          containers: [containers[0], { ...containers[1], sequentialNumber: 0 }],
        }),
      ),
      400,
      'containers[1].sequentialNumber',
    );
    expectErrorBody(
      await c.post(
        '/v1/Booking/sea/fcl',
        bookingBody(shipmentId, {
          incotermCode: 'FOB',
          containers: [{ sequentialNumber: 0, cargos: [fclCargo({ quantity: 1, indexContainer: 1 })] }],
        }),
      ),
      400,
      'containers[0].cargos[0].indexContainer',
    );
    const three = [...containers, { sequentialNumber: 2, cargos: [fclCargo()] }];
    expectErrorBody(
      await c.post('/v1/Booking/sea/fcl', bookingBody(shipmentId, { incotermCode: 'FOB', containers: three })),
      400,
      'containers',
    );
    const ok = await c.post(
      '/v1/Booking/sea/fcl',
      bookingBody(shipmentId, { incotermCode: 'FOB', containers, isActiveTracking: true }),
    );
    expect(ok.status).toBe(200);
    expect(ok.body.bookingCode).toMatch(/^\d{9}$/);
  });

  it('accepts an invalid HS code, and that booking never confirms', async () => {
    const { shipmentId } = await rateAndSave(c, 'sea/lcl', lclRating());
    const bad = await c.post(
      '/v1/Booking/sea/lcl',
      bookingBody(shipmentId, {
        incotermCode: 'EXW',
        cargos: [{ description: 'Motor', ediType: '204', hsCode: '86A1' }],
      }),
    );
    expect(bad.status).toBe(200);
    const { shipmentId: goodId } = await rateAndSave(c, 'sea/lcl', lclRating({ goodsValue: 99 }));
    const good = await c.post(
      '/v1/Booking/sea/lcl',
      bookingBody(goodId, {
        incotermCode: 'EXW',
        cargos: [{ description: 'Motor', ediType: '204', hsCode: '8601.10' }],
      }),
    );
    expect(good.status).toBe(200);
    sb.clock.advance(90 * DAY);
    const list = (await c.get('/v1/tracking/shipments')).body.shipments;
    expect(list.find((s: Json) => s.shipmentId === bad.body.shipmentId).trackingStatus).toBe('Booked');
    expect(list.find((s: Json) => s.shipmentId === good.body.shipmentId).trackingStatus).toBe('Delivered');
  });
});
