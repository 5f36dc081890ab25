import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '@sandbox';
import { clientFor, expectContract, start, type Json } from './helpers';

describe('sandbox seeded shipments', () => {
  let sb: RunningSandbox;
  beforeAll(async () => {
    sb = await start({ seedShipments: 3000, accounts: [{ apiKey: 'k2', apiSecret: 's2' }] });
  });
  afterAll(() => sb.close());

  it('pre-creates shipments for the main account only, moving and delivered, listable and filterable', async () => {
    const c = await clientFor(sb);
    const list = await c.get('/v1/tracking/shipments');
    expect(list.body.totalElements).toBe(3000);
    expectContract('tracking.shipments', list.body);
    const statuses = new Set(list.body.shipments.map((s: Json) => s.trackingStatus));
    expect(statuses.has('Delivered')).toBe(true);
    expect(statuses.size).toBeGreaterThan(1);
    expect(new Set(list.body.shipments.map((s: Json) => s.shipmentCode)).size).toBe(3000);
    const one = list.body.shipments[10];
    const detail = await c.get(`/v1/tracking/shipment/${one.shipmentId}/detail`);
    expect(detail.body.shipmentCode).toBe(one.shipmentCode);
    const filtered = await c.get(`/v1/tracking/shipments?ShipmentCode=${one.shipmentCode}`);
    expect(filtered.body.totalElements).toBe(1);
    const other = await clientFor(sb, { apiKey: 'k2', apiSecret: 's2' });
    expect((await other.get('/v1/tracking/shipments')).body.totalElements).toBe(0);
  });
});
