import { describe, expect, it } from 'vitest';
import { ShipmentListCache } from '../../../src/main/services/shipment-list-cache';
import type { ShipmentListItem } from '../../../src/shared/api/tracking';

const row = (code: string, price: number | null, pickUpDate: string | null): ShipmentListItem =>
  ({ shipmentId: code, shipmentCode: code, price: price === null ? null : { value: price, currency: 'EUR' }, pickUpDate }) as ShipmentListItem;

describe('ShipmentListCache', () => {
  const rows = [row('A', 300, '2026-01-03'), row('B', null, '2026-01-01'), row('C', 100, null), row('D', 200, '2026-01-02')];

  it('hands out windows of the list with its total', () => {
    const cache = new ShipmentListCache();
    const entry = cache.put('k', rows, 4);
    const page = cache.page(entry, 1, 2);
    expect(page.total).toBe(4);
    expect(page.rows.map((r) => r.shipmentCode)).toEqual(['B', 'C']);
  });

  it('sorts by price either way, rows without a price last', () => {
    const cache = new ShipmentListCache();
    const entry = cache.put('k', rows, 4);
    expect(cache.page(entry, 0, 10, { key: 'price', direction: 'asc' }).rows.map((r) => r.shipmentCode)).toEqual(['C', 'D', 'A', 'B']);
    expect(cache.page(entry, 0, 10, { key: 'price', direction: 'desc' }).rows.map((r) => r.shipmentCode)).toEqual(['A', 'D', 'C', 'B']);
    expect(cache.page(entry, 0, 10, { key: 'pickUpDate', direction: 'asc' }).rows.map((r) => r.shipmentCode)).toEqual(['B', 'D', 'A', 'C']);
  });

  it('keys filters regardless of order and empty values, and forgets the oldest lists', () => {
    expect(ShipmentListCache.key({ Origin: 'ES', Destination: undefined })).toBe(ShipmentListCache.key({ Origin: 'ES' }));
    const cache = new ShipmentListCache(2);
    cache.put('a', rows, 4);
    cache.put('b', rows, 4);
    cache.put('c', rows, 4);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toBeDefined();
  });
});
