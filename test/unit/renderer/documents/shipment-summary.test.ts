import { describe, expect, it } from 'vitest';
import { shipmentDetailResponse, shipmentListItem } from '@shared/api/tracking';
import {
  placeText,
  routeText,
  summaryFromDetail,
  summaryFromListItem,
} from '@renderer/screens/documents/shipment-summary';

describe('shipment summary', () => {
  it('names a place by city, else postal code, with its country', () => {
    expect(placeText({ city: 'Barcelona', countryCode: 'ES' })).toBe('Barcelona (ES)');
    expect(placeText({ city: null, postalCode: '08001', countryCode: 'ES' })).toBe('08001 (ES)');
    expect(placeText({ city: 'Lyon' })).toBe('Lyon');
    expect(placeText(null)).toBeNull();
  });

  it('writes the route, and says nothing when neither end is known', () => {
    expect(routeText({ city: 'Barcelona', countryCode: 'ES' }, { city: 'Madrid', countryCode: 'ES' })).toBe(
      'Barcelona (ES) → Madrid (ES)',
    );
    expect(routeText({ city: 'Barcelona' }, null)).toBe('Barcelona → ?');
    expect(routeText(null, undefined)).toBeNull();
  });

  it('summarises a list row and a detail the same way', () => {
    const row = shipmentListItem.parse({
      shipmentId: 'S1',
      shipmentCode: 'FR000001',
      shipmentType: 'Box',
      origin: { city: 'Barcelona', countryCode: 'ES' },
      destination: { city: 'Madrid', countryCode: 'ES' },
    });
    const detail = shipmentDetailResponse.parse({
      shipmentId: 'S1',
      shipmentCode: 'FR000001',
      shipmentType: 'Box',
      origin: { city: 'Barcelona', countryCode: 'ES' },
      destination: { city: 'Madrid', countryCode: 'ES' },
    });
    expect(summaryFromListItem(row)).toEqual(summaryFromDetail(detail));
    expect(summaryFromListItem(row)).toEqual({
      shipmentId: 'S1',
      code: 'FR000001',
      route: 'Barcelona (ES) → Madrid (ES)',
      type: 'Box',
    });
  });
});
