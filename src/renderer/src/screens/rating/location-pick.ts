import type { Airport, Port, PostalCodeLocation } from '@shared/api/lookups';
import { countryName } from '../../lib/format';

/*
 * What a pick from a lookup puts into the form: the operator chooses a place,
 * a port or an airport from a list, and these functions copy its codes into
 * the fields the rating request needs, so nothing is typed twice.
 */

/** An address of a rating request, as the form holds it. */
export interface AddressValues {
  /** ISO 3166-1 alpha-2 of the country the postal-code search runs in. */
  country: string;
  /** The text in the search box. */
  search: string;
  postalCode: string;
  city: string;
  /** The region code (CT, SN, ...) or, when the lookup has none, the region's name. */
  state: string;
  /** From the lookup; dropped when the operator edits the place by hand. */
  coords: { lat: number; lng: number } | null;
}

export interface PortValues {
  search: string;
  unLocCode: string;
  rkstCode: string;
  country: string;
  city: string;
}

export interface AirportValues {
  search: string;
  iataCode: string;
  country: string;
  city: string;
}

export function emptyAddress(country = 'ES'): AddressValues {
  return { country, search: '', postalCode: '', city: '', state: '', coords: null };
}

export function emptyPort(): PortValues {
  return { search: '', unLocCode: '', rkstCode: '', country: '', city: '' };
}

export function emptyAirport(): AirportValues {
  return { search: '', iataCode: '', country: '', city: '' };
}

/** Spec 8: coordinates have at most 6 decimals; lookups may carry more. */
function round6(n: number): number {
  return Math.round(n * 1e6) / 1e6;
}

function coordsOf(lat: number | null, lng: number | null): AddressValues['coords'] {
  return lat === null || lng === null ? null : { lat: round6(lat), lng: round6(lng) };
}

/** "08001 · Barcelona": how a picked postal code reads in its search box. */
export function postalCodeText(p: PostalCodeLocation): string {
  return [p.postalCode, p.city].filter(Boolean).join(' · ');
}

export function postalCodeDetail(p: PostalCodeLocation): string {
  return [p.region, p.regionCode ? `(${p.regionCode})` : null, p.countryCode].filter(Boolean).join(' ');
}

export function addressFromPostalCode(p: PostalCodeLocation, fallbackCountry: string): AddressValues {
  return {
    country: (p.countryCode ?? fallbackCountry).toUpperCase(),
    search: postalCodeText(p),
    postalCode: p.postalCode,
    city: p.city ?? '',
    // The request's State is the region code; some countries' data has only the name.
    state: p.regionCode ?? p.region ?? '',
    coords: coordsOf(p.latitude, p.longitude),
  };
}

/** "ESVLC · Valencia". */
export function portText(p: Port): string {
  return [p.unLocCode, p.city].filter(Boolean).join(' · ');
}

export function portDetail(p: Port): string {
  const country = countryName(p.country) ?? p.country;
  return [country, p.rkstCode ? `RKST ${p.rkstCode}` : null].filter(Boolean).join(' · ');
}

export function portValues(p: Port): PortValues {
  return {
    search: portText(p),
    unLocCode: p.unLocCode,
    rkstCode: p.rkstCode ?? '',
    country: (p.country ?? '').toUpperCase(),
    city: p.city ?? '',
  };
}

/** "BCN · Barcelona International Airport". */
export function airportText(a: Airport): string {
  return [a.iataCode, a.name].filter(Boolean).join(' · ');
}

export function airportDetail(a: Airport): string {
  return [a.city, a.state, a.country].filter(Boolean).join(', ');
}

export function airportValues(a: Airport): AirportValues {
  return { search: airportText(a), iataCode: a.iataCode, country: (a.iso ?? '').toUpperCase(), city: a.city ?? '' };
}

/** True when the operator has not entered anything for this address. */
export function isBlankAddress(a: AddressValues): boolean {
  return a.postalCode.trim() === '' && a.city.trim() === '' && a.state.trim() === '';
}
