import type { Airport, Port, PostalCodeLocation } from '@shared/api/lookups';
import { rankPlaces } from '@shared/domain/place-ranking';

/**
 * How big a known place is (0 when unknown): the data sets the app ships know
 * the airports' size class, the main container ports and how many postal codes
 * each city has in its region (`placeWeights` of the sandbox, wired by
 * app-core.ts).
 */
export interface PlaceWeights {
  airport(iataCode: string): number;
  port(unLocCode: string): number;
  /** The size of the place a postal code is in: its city in its region, never the city name alone. */
  postalPlace(countryCode: string, place: { postalCode: string; city: string; region: string | null }): number;
}

/** No sizes known: the ranking falls back to the match, the country and the service's order. */
export const noPlaceWeights: PlaceWeights = { airport: () => 0, port: () => 0, postalPlace: () => 0 };

/*
 * The service's place suggestions, ordered for the operator (see
 * shared/domain/place-ranking.ts). Applied to every answer, fresh or kept,
 * since the service's order is its own.
 */

export function orderAirports(
  airports: readonly Airport[],
  typed: string,
  weights: PlaceWeights,
  country: string | null,
): Airport[] {
  return rankPlaces(
    airports,
    typed,
    (a) => ({
      codes: [a.iataCode],
      cities: [a.city],
      names: [a.name],
      country: a.iso,
      weight: weights.airport(a.iataCode),
    }),
    { country },
  );
}

export function orderPorts(ports: readonly Port[], typed: string, weights: PlaceWeights, country: string | null): Port[] {
  return rankPlaces(
    ports,
    typed,
    (p) => ({ codes: [p.unLocCode, p.rkstCode], cities: [p.city], country: p.country, weight: weights.port(p.unLocCode) }),
    { country },
  );
}

export function orderPostalCodes(
  places: readonly PostalCodeLocation[],
  typed: string,
  weights: PlaceWeights,
  countryCode: string,
): PostalCodeLocation[] {
  return rankPlaces(
    places,
    typed,
    (p) => ({
      codes: [p.postalCode],
      cities: [p.city],
      country: p.countryCode ?? countryCode,
      weight: p.city
        ? weights.postalPlace(p.countryCode ?? countryCode, { postalCode: p.postalCode, city: p.city, region: p.region })
        : 0,
    }),
    { country: countryCode },
  );
}
