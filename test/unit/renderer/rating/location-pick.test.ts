import { describe, expect, it } from 'vitest';
import { airport, port, postalCodeLocation } from '@shared/api/lookups';
import {
  addressFromPostalCode,
  airportValues,
  isBlankAddress,
  emptyAddress,
  portValues,
} from '@renderer/screens/rating/location-pick';

describe('what a pick fills in', () => {
  it('copies a postal code with its region code and coordinates (at most 6 decimals)', () => {
    const place = postalCodeLocation.parse({
      latitude: 41.38000234,
      longitude: 2.168131,
      country: 'España',
      countryCode: 'ES',
      city: 'Barcelona',
      region: 'Cataluña',
      regionCode: 'CT',
      postalCode: '08001',
    });
    expect(addressFromPostalCode(place, 'FR')).toEqual({
      country: 'ES',
      search: '08001 · Barcelona',
      postalCode: '08001',
      city: 'Barcelona',
      state: 'CT',
      coords: { lat: 41.380002, lng: 2.168131 },
    });
  });

  it("uses the region's name when the lookup has no code, and no coordinates when it has none", () => {
    const place = postalCodeLocation.parse({
      latitude: null,
      longitude: null,
      country: 'España',
      countryCode: null,
      city: 'Barcelona',
      region: 'Cataluña',
      regionCode: null,
      postalCode: '08002',
    });
    expect(addressFromPostalCode(place, 'ES')).toMatchObject({ country: 'ES', state: 'Cataluña', coords: null });
  });

  it('copies a port’s codes and an airport’s IATA code', () => {
    expect(portValues(port.parse({ unLocCode: 'ESVLC', country: 'ES', city: 'Valencia', rkstCode: 'ESVLC' }))).toEqual({
      search: 'ESVLC · Valencia',
      unLocCode: 'ESVLC',
      rkstCode: 'ESVLC',
      country: 'ES',
      city: 'Valencia',
    });
    expect(
      airportValues(
        airport.parse({
          name: 'Barcelona International Airport',
          city: 'El Prat de Llobregat',
          state: 'Catalonia',
          country: 'Spain',
          iataCode: 'BCN',
          iso: 'ES',
          geoloc: { lat: 41.3006, lng: 2.07976 },
        }),
      ),
    ).toEqual({
      search: 'BCN · Barcelona International Airport',
      iataCode: 'BCN',
      country: 'ES',
      city: 'El Prat de Llobregat',
    });
  });

  it('tells an untouched address from a started one', () => {
    expect(isBlankAddress(emptyAddress())).toBe(true);
    expect(isBlankAddress({ ...emptyAddress(), city: 'Madrid' })).toBe(false);
  });
});
