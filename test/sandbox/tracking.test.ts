import { zoneOffsetMs } from '@shared/domain/port-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '@sandbox';
import {
  bookBoxes,
  bookingBody,
  boxRating,
  clientFor,
  DAY,
  expectContract,
  expectErrorBody,
  fclRating,
  HOUR,
  rateAndSave,
  start,
  type Client,
  type Json,
} from './helpers';

describe('sandbox tracking', () => {
  let sb: RunningSandbox;
  let c: Client;
  beforeAll(async () => {
    sb = await start();
    c = await clientFor(sb);
  });
  afterAll(() => sb.close());

  it('moves a box shipment through its statuses on the simulated clock, writing messages', async () => {
    const booked = await bookBoxes(c);
    const statusOf = async () =>
      (await c.get('/v1/tracking/shipments')).body.shipments.find((s: Json) => s.shipmentId === booked.shipmentId)
        .trackingStatus;
    expect(await statusOf()).toBe('Booked');
    sb.clock.advance(HOUR);
    expect(await statusOf()).toBe('Confirmed');
    sb.clock.advance(4 * DAY);
    expect(['InTransit', 'OutForDelivery', 'Delivered']).toContain(await statusOf());
    sb.clock.advance(10 * DAY);
    expect(await statusOf()).toBe('Delivered');

    const messages = await c.get(`/v1/tracking/shipment/${booked.shipmentCode}/messages`);
    expect(messages.status).toBe(200);
    expectContract('tracking.messages', messages.body);
    expect(messages.body[0]).toMatchObject({
      shipmentId: booked.shipmentId,
      status: 'Delivered',
      groupIndex: null,
      city: 'Barcelona',
      countryCode: 'ES',
      countryName: 'Spain',
    });
    expect(messages.body.map((m: Json) => m.status)).toEqual(
      expect.arrayContaining(['Booked', 'Confirmed', 'PickedUp', 'InTransit', 'OutForDelivery']),
    );
    // Newest first.
    const times = messages.body.map((m: Json) => Date.parse(`${m.updatedDate}Z`));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('serves the detail in the payload shape, also without /detail; /detail with a code gives messages', async () => {
    const booked = await bookBoxes(c, { goodsDescription: 'Ceramic tiles' });
    const detail = await c.get(`/v1/tracking/shipment/${booked.shipmentId}/detail`);
    expect(detail.status).toBe(200);
    expectContract('tracking.detail', detail.body);
    expect(detail.body).toMatchObject({
      shipmentId: booked.shipmentId,
      commodityType: 'Box',
      shipmentCode: booked.shipmentCode,
      bookingCode: booked.bookingCode,
      externalTracking: booked.trackingCode,
      externalTrackingURL: booked.externalTrackingUrl,
      origin: {
        city: 'Madrid',
        countryCode: 'ES',
        company: 'Ana S.L.',
        contact: 'Ana',
        mail: 'ana@example.com',
        phone: '34 - 600000000',
      },
      commodity: { commodityDescription: 'Ceramic tiles', commodityValue: 20000 },
      pickupHours: '09:00-13:00',
    });
    expect(detail.body.commodity.commodityUnits[0]).toMatchObject({
      commodityId: booked.shipmentId,
      unitType: 'Box',
      measurementUnit: 1,
      quantity: 2,
      weight: 8,
      length: 40,
    });

    const short = await c.get(`/v1/tracking/shipment/${booked.shipmentId}`);
    expect(short.body).toEqual(detail.body);
    const viaDetail = await c.get(`/v1/tracking/shipment/${booked.shipmentCode}/detail`);
    expect(Array.isArray(viaDetail.body)).toBe(true);
    expect(viaDetail.body[0].shipmentId).toBe(booked.shipmentId);
    expectErrorBody(await c.get('/v1/tracking/shipment/FR0000XX/detail'), 404);
  });

  /** Books an FCL shipment Hong Kong -> Barcelona and lets 80 days pass: its messages, oldest first, and its list row. */
  async function voyage(destinationServiceType: 'SD' | 'CY'): Promise<{ messages: Json[]; row: Json; rate: Json }> {
    const { shipmentId, rate } = await rateAndSave(c, 'sea/fcl', fclRating({ destinationServiceType }));
    const booked = await c.post(
      '/v1/Booking/sea/fcl',
      bookingBody(shipmentId, {
        incotermCode: 'CIF',
        containers: [
          {
            sequentialNumber: 0,
            cargos: [
              {
                quantity: 1,
                weight: 900,
                cbm: 2,
                description: 'Tiles',
                ediType: '204',
                hsCode: '6907',
                indexContainer: 0,
              },
            ],
          },
        ],
      }),
    );
    expect(booked.status).toBe(200);
    sb.clock.advance(80 * DAY);
    const messages = (await c.get(`/v1/tracking/shipment/${booked.body.shipmentCode}/messages`)).body as Json[];
    const row = (await c.get('/v1/tracking/shipments')).body.shipments.find(
      (s: Json) => s.shipmentId === booked.body.shipmentId,
    );
    return { messages: messages.toReversed(), row, rate };
  }

  it('groups the messages of a sea voyage by leg', async () => {
    const { messages } = await voyage('SD');
    const legs = messages.filter((m: Json) => m.groupIndex !== null);
    expect(legs.length).toBeGreaterThanOrEqual(3);
    expect(legs.map((m: Json) => m.status)).toEqual(expect.arrayContaining(['Loaded', 'Departed', 'Arrived']));
  });

  it('sends what a line sends at destination: the discharge, the full gate out, the delivery, and with carrier haulage the empty return', async () => {
    const { messages, row, rate } = await voyage('SD');
    const final = messages.findLastIndex((m: Json) => m.status === 'Discharged');
    expect(messages[final]).toMatchObject({ city: 'Barcelona', countryCode: 'ES', groupIndex: null });
    expect(messages.slice(final + 1).map((m: Json) => m.status)).toEqual([
      'GateOut',
      'OutForDelivery',
      'Delivered',
      'EmptyReturned',
    ]);
    // The empty's return is the container's news: the shipment stays delivered.
    expect(row.trackingStatus).toBe('Delivered');
    // Written as lines write them: the port's wall clock, without a zone. The rate gave the arrival in UTC.
    const arrival = rate.scheduleDetails.at(-1).routeDetails.at(-1).toLocation.expectedDate as string;
    const arrived = Date.parse(`${arrival}Z`);
    expect(messages.findLast((m: Json) => m.status === 'Arrived').updatedDate).toBe(
      new Date(arrived + zoneOffsetMs(arrived, 'Europe/Madrid')).toISOString().slice(0, 19),
    );
    const delivered = messages[final + 3] as Json;
    const returned = messages[final + 4] as Json;
    expect(Date.parse(`${returned.updatedDate}Z`) - Date.parse(`${delivered.updatedDate}Z`)).toBe(3 * DAY);
  });

  it('with merchant haulage, releases the box 8 days after the discharge and hears of no empty return', async () => {
    const { messages, row } = await voyage('CY');
    const final = messages.findLastIndex((m: Json) => m.status === 'Discharged');
    const after = messages.slice(final + 1);
    expect(after.map((m: Json) => m.status)).toEqual(['GateOut', 'Delivered']);
    const discharged = Date.parse(`${messages[final]?.updatedDate}Z`);
    expect(Date.parse(`${after[0]?.updatedDate}Z`) - discharged).toBe(8 * DAY);
    expect(row.trackingStatus).toBe('Delivered');
  });

  it('filters the list by every query field', async () => {
    const other = await bookBoxes(c, {
      destination: { postalCode: '46001', country: 'ES', city: 'Valencia', state: 'VC', street: null, coords: null },
    });
    const all = await c.get('/v1/tracking/shipments');
    expectContract('tracking.shipments', all.body);
    expect(all.body.totalElements).toBe(all.body.shipments.length);
    const codes = (q: string) =>
      c.get(`/v1/tracking/shipments?${q}`).then((r) => r.body.shipments.map((s: Json) => s.shipmentCode));
    expect(await codes('Destination=valencia')).toEqual([other.shipmentCode]);
    expect(await codes('Destination=VALÈNCIA')).toEqual([other.shipmentCode]);
    expect(await codes('destination=46')).toEqual([other.shipmentCode]);
    expect(await codes(`ShipmentCode=${other.shipmentCode.toLowerCase()}`)).toEqual([other.shipmentCode]);
    const fromSpain = all.body.shipments.filter((s: Json) => s.origin.countryCode === 'ES').length;
    expect(fromSpain).toBeLessThan(all.body.totalElements);
    expect((await codes('Origin=ES')).length).toBe(fromSpain);
    expect((await codes('Origin=hong kong')).length).toBe(all.body.totalElements - fromSpain);
    expect(await codes('Origin=Lisboa')).toEqual([]);
    const agency = all.body.shipments[0].agency as string;
    const byAgency = await c.get(
      `/v1/tracking/shipments?TransportOperator=${encodeURIComponent(agency.toLowerCase())}`,
    );
    expect(byAgency.body.shipments.every((s: Json) => s.agency === agency)).toBe(true);
    const far = new Date(sb.clock.now() + 400 * DAY).toISOString().slice(0, 10);
    expect(await codes(`StartDate=${far}`)).toEqual([]);
    expect((await codes(`EndDate=${far}`)).length).toBe(all.body.totalElements);
    expectErrorBody(await c.get('/v1/tracking/shipments?StartDate=yesterday'), 400, 'StartDate');
  });

  it('switches tracking: 200 flips it, 400 for a bad id or status, 403 for a delivered shipment', async () => {
    const booked = await bookBoxes(c, { goodsValue: 5 });
    const item = async () =>
      (await c.get('/v1/tracking/shipments')).body.shipments.find((s: Json) => s.shipmentId === booked.shipmentId);
    const off = await c.get(`/v1/shipment/${booked.shipmentId}/status/enable?status=false`);
    expect(off.status).toBe(200);
    expect(off.text).toBe('');
    expect(await item()).toMatchObject({ isActiveTracking: false, trackingStatus: 'None' });
    expect((await c.get(`/v1/shipment/${booked.shipmentId}/status/enable?Status=1`)).status).toBe(200);
    expect(await item()).toMatchObject({ isActiveTracking: true, trackingStatus: 'Booked' });
    expectErrorBody(await c.get('/v1/shipment/not-a-guid/status/enable?status=true'), 400, 'shipmentId');
    expectErrorBody(await c.get(`/v1/shipment/${booked.shipmentId}/status/enable?status=maybe`), 400, 'status');
    expectErrorBody(await c.get('/v1/shipment/6a1f4a8e-0000-4000-8000-000000000000/status/enable?status=true'), 403);
    sb.clock.advance(30 * DAY);
    expectErrorBody(await c.get(`/v1/shipment/${booked.shipmentId}/status/enable?status=false`), 403);
  });

  it('offers pickup windows for a saved quote or a shipment', async () => {
    const { shipmentId } = await rateAndSave(c, 'boxes', boxRating({ goodsValue: 31 }));
    const r = await c.get(`/v1/shipping/pickUpTime/${shipmentId}`);
    expect(r.status).toBe(200);
    expectContract('pickup.times', r.body);
    expect(r.body.from[0]).toMatch(/^\d{2}:\d{2}:00$/);
    const first = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
    expect(first(r.body.to[0]) - first(r.body.from[0])).toBe(r.body.minRangeInMinutes);
    expectErrorBody(await c.get('/v1/shipping/pickUpTime/6a1f4a8e-0000-4000-8000-000000000000'), 404);
  });
});
