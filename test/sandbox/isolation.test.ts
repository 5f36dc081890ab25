import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '@sandbox';
import { bookBoxes, boxRating, clientFor, expectErrorBody, rateAndSave, start, type Client } from './helpers';

const OTHER = { apiKey: 'other-desk', apiSecret: 'other-secret' };

describe('sandbox account isolation', () => {
  let sb: RunningSandbox;
  let a: Client;
  let b: Client;
  beforeAll(async () => {
    sb = await start({ accounts: [OTHER] });
    a = await clientFor(sb);
    b = await clientFor(sb, OTHER);
  });
  afterAll(() => sb.close());

  it('keeps quotes, rates, shipments, documents and tariffs to the account that made them', async () => {
    const { shipmentId: quoteShipment, rate } = await rateAndSave(a, 'boxes', boxRating());
    const quoteId = (await a.get('/v1/quotes')).body[0].quoteId;
    expect((await b.get('/v1/quotes')).body).toEqual([]);
    expectErrorBody(await b.del(`/v1/quotes/boxes/${quoteId}`), 404);
    const rated = await a.post('/v1/rates/boxes', boxRating({ goodsValue: 1 }));
    expect((await b.post(`/v1/quotes/boxes/${rated.body.rates[0].id}`)).body.success).toBe(false);
    expectErrorBody(await b.post('/v1/Booking/boxes', { id: quoteShipment, origin: {}, destination: {} }), 400);
    expect(rate.id).toBeTruthy();

    const booked = await bookBoxes(a);
    expect((await b.get('/v1/tracking/shipments')).body).toEqual({ shipments: [], totalElements: 0 });
    expectErrorBody(await b.get(`/v1/tracking/shipment/${booked.shipmentId}/detail`), 404);
    expectErrorBody(await b.get(`/v1/tracking/shipment/${booked.shipmentCode}/messages`), 404);
    expectErrorBody(await b.get(`/v1/shipment/${booked.shipmentId}/status/enable?status=false`), 403);
    expectErrorBody(await b.get(`/v1/documents/shipment/${booked.shipmentId}`), 404);
    expectErrorBody(await b.get(`/v1/shipping/pickUpTime/${booked.shipmentId}`), 404);

    const docs = (await a.get(`/v1/documents/shipment/${booked.shipmentId}`)).body;
    const up = await a.post('/v1/documents/shipment/upload', {
      shipmentId: booked.shipmentId,
      documentTemplateId: docs[0].documentTemplateId,
      documentName: 'l',
      extension: 'pdf',
      file: Buffer.from('%PDF-1.4').toString('base64'),
    });
    expect(up.body.success).toBe(true);
    expectErrorBody(await b.get(`/v1/documents/shipment/${up.body.documentId}/download`), 404);
    expectErrorBody(
      await b.post('/v1/documents/shipment/upload', {
        shipmentId: booked.shipmentId,
        documentTemplateId: docs[0].documentTemplateId,
        documentName: 'l',
        extension: 'pdf',
        file: 'AAAA',
      }),
      404,
    );

    const csv =
      'pol,pod,polServiceType,podServiceType,containerType,startDate,endDate,timeInTransit,via,chargeType,chargeName,chargeDescription,amount,currency,chargeUnit,commodity\nESVLC,BRPEC,,,DRY40,2024-01-01,2024-12-31,24,,Freight,BAS,,1,USD,,';
    await a.post('/v1/tariff/upload', {
      contractReference: 'C-1',
      carrierSCAC: 'MAEU',
      files: [{ file: Buffer.from(csv).toString('base64'), fileName: 't.csv' }],
    });
    expect((await a.post('/v1/tariff', { contractNumber: 'C-1', fromDate: '2024-01-01T00:00:00Z' })).body).toHaveLength(
      1,
    );
    expect((await b.post('/v1/tariff', { contractNumber: 'C-1', fromDate: '2024-01-01T00:00:00Z' })).body).toEqual([]);
  });
});
