import { describe, expect, it } from 'vitest';
import {
  defaultRoute,
  findRoute,
  hrefOf,
  paramsFromHash,
  routeFromHash,
  routes,
  withoutRecords,
} from '@renderer/app/routes';

describe('routes', () => {
  it('lists the sidebar screens in order', () => {
    expect(routes.map((r) => r.label)).toEqual([
      'Today',
      'Rating',
      'Quotes',
      'Bookings',
      'Tracking',
      'Documents',
      'Tariffs',
      'Lookups',
      'Settings',
      'Pricing',
    ]);
  });

  it('opens on Today, a screen that is in the table', () => {
    expect(defaultRoute).toBe('today');
    expect(findRoute(defaultRoute).id).toBe(defaultRoute);
  });

  it('reads the screen from the address, tolerating the usual spellings', () => {
    expect(routeFromHash('#/settings')).toBe('settings');
    expect(routeFromHash('#/settings/')).toBe('settings');
    expect(routeFromHash('#settings')).toBe('settings');
    expect(routeFromHash('#/Lookups')).toBe('lookups');
    expect(routeFromHash('#/lookups?tab=ports')).toBe('lookups');
  });

  it('reports an empty or unknown address as no route', () => {
    expect(routeFromHash('')).toBeNull();
    expect(routeFromHash('#/')).toBeNull();
    expect(routeFromHash('#/nowhere')).toBeNull();
  });

  it('builds addresses that read back as the same route', () => {
    for (const route of routes) expect(routeFromHash(hrefOf(route.id))).toBe(route.id);
  });

  it('drops the parameters naming an account’s record after a profile change, and keeps the rest', () => {
    expect(
      withoutRecords('tracking', paramsFromHash('#/tracking?operator=Maersk&shipment=S1&sort=price:desc')),
    ).toEqual({
      operator: 'Maersk',
      sort: 'price:desc',
    });
    expect(withoutRecords('documents', paramsFromHash('#/documents?shipment=S1'))).toEqual({});
    expect(withoutRecords('booking', paramsFromHash('#/booking?quote=Q1&type=sea/fcl'))).toEqual({});
  });

  it('rebuilds every screen that shows an account’s records on a profile change, and only Settings is not one', () => {
    expect(routes.filter((r) => !r.accountData).map((r) => r.id)).toEqual(['settings']);
  });
});
