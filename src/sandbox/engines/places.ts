import type { Dataset } from '../data/dataset';
import type { PlaceRecord } from '../state/records';
import type { LatLng } from '../util/geo';

/** A rating request's location (the request schema's output). */
export interface LocationInput {
  readonly postalCode: string;
  readonly country: string;
  readonly city: string;
  readonly state: string;
  readonly street?: string | null;
  readonly coords?: { readonly lat: number; readonly lng: number } | null;
}

export interface ResolvedPlace {
  readonly place: PlaceRecord;
  /** The point distances are measured from, and where it came from. */
  readonly point: LatLng | null;
  readonly source: 'postal-code' | 'request' | 'country' | 'none';
}

/**
 * Where a rating location is. The postal-code data wins (and corrects the
 * city spelling, as the service does: "León" comes back "Leon", "Ovieod"
 * comes back "Oviedo"), then the request's coordinates, then the middle of
 * the country.
 */
export function resolvePlace(data: Dataset, location: LocationInput): ResolvedPlace {
  const country = location.country.trim().toUpperCase();
  const row = data.postalCode(country, location.postalCode);
  const base = {
    postalCode: location.postalCode.trim(),
    country,
    state: location.state.trim() || null,
    street: location.street?.trim() || null,
  };
  if (row) {
    return {
      place: { ...base, city: row.city, state: row.regionCode ?? base.state, lat: row.lat, lng: row.lng },
      point: { lat: row.lat, lng: row.lng },
      source: 'postal-code',
    };
  }
  const city = location.city.trim() || null;
  if (location.coords) {
    const point = { lat: location.coords.lat, lng: location.coords.lng };
    return { place: { ...base, city, lat: point.lat, lng: point.lng }, point, source: 'request' };
  }
  const centre = data.countryCentre(country);
  // The payloads answer {lat: null, lng: null} when the service did not locate a place.
  return { place: { ...base, city, lat: null, lng: null }, point: centre, source: centre ? 'country' : 'none' };
}

/** A place record as a rating answer echoes it (Location of spec 2.4). */
export function quoteLocationOf(place: PlaceRecord) {
  return {
    postalCode: place.postalCode,
    country: place.country,
    city: place.city,
    state: place.state,
    street: place.street,
    coords: { lat: place.lat, lng: place.lng },
  };
}
