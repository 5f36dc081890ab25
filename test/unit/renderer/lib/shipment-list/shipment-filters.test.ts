import { describe, expect, it } from 'vitest';
import {
  checkFilters,
  emptyFilters,
  filtersFromParams,
  nextSort,
  paramsOfFilters,
  sortFromParam,
  sortParam,
  toShipmentFilters,
} from '@renderer/lib/shipment-list/shipment-filters';
import { shipmentPageInput } from '@shared/ipc/channels/tracking';

describe('shipment filters', () => {
  it("ask the channel with the spec's query names, leaving out what was not typed", () => {
    const values = {
      ...emptyFilters(),
      origin: ' Valencia ',
      operator: 'Maersk',
      from: '2026-01-01',
      to: '2026-01-31',
    };
    const filters = toShipmentFilters(values);
    expect(filters).toEqual({
      Origin: 'Valencia',
      TransportOperator: 'Maersk',
      StartDate: '2026-01-01',
      EndDate: '2026-01-31',
    });
    // The channel accepts them as they are.
    expect(shipmentPageInput.safeParse({ filters }).success).toBe(true);
  });

  it('survive a trip through the address', () => {
    const values = { ...emptyFilters(), destination: 'Madrid', code: 'FR0001' };
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(paramsOfFilters(values))) if (v) params.set(k, v);
    expect(params.toString()).toBe('destination=Madrid&code=FR0001');
    expect(filtersFromParams(params)).toEqual(values);
  });

  it('refuse an end date before the start date', () => {
    expect(checkFilters({ ...emptyFilters(), from: '2026-02-01', to: '2026-01-01' })).toEqual({
      to: 'The end date is before the start date',
    });
    expect(checkFilters({ ...emptyFilters(), from: '01/02/2026' })).toEqual({ from: 'Use a date like 2026-11-22' });
    expect(checkFilters({ ...emptyFilters(), from: '2026-01-01', to: '2026-01-01' })).toEqual({});
  });
});

describe('sorting', () => {
  it('reads the order from the address, ignoring what the channel does not sort by', () => {
    expect(sortFromParam('price:desc')).toEqual({ key: 'price', direction: 'desc' });
    expect(sortFromParam('agency')).toEqual({ key: 'agency', direction: 'asc' });
    expect(sortFromParam('weight:asc')).toBeNull();
    expect(sortParam({ key: 'pickUpDate', direction: 'asc' })).toBe('pickUpDate:asc');
  });

  it("goes ascending, descending, then back to the service's order on repeated clicks", () => {
    const first = nextSort(null, 'price');
    expect(first).toEqual({ key: 'price', direction: 'asc' });
    const second = nextSort(first, 'price');
    expect(second).toEqual({ key: 'price', direction: 'desc' });
    expect(nextSort(second, 'price')).toBeNull();
    expect(nextSort(second, 'agency')).toEqual({ key: 'agency', direction: 'asc' });
  });
});
