import { describe, expect, it } from 'vitest';
import { placeWeights } from '@sandbox';
import { datasetFor } from '@sandbox/data/dataset';
import type { PostalCodeEntry } from '@sandbox/data/schemas';
import { foldText } from '@shared/domain/fold';
import { airportAnswer } from '@sandbox/handlers/lookups';
import type { Airport, Port, PostalCodeLocation } from '@shared/api/lookups';
import { noPlaceWeights, orderAirports, orderPorts, orderPostalCodes } from '@main/services/support/place-order';

/*
 * The desk's order of what the sandbox answers, with the sizes of the data sets
 * the app ships: the well-known places an operator types come first.
 */
const data = datasetFor();
const weights = placeWeights();

function airports(typed: string, country: string | null): string[] {
  const answer: Airport[] = data.searchAirports(typed).map(airportAnswer);
  return orderAirports(answer, typed, weights, country).map((a) => a.iataCode);
}

function ports(typed: string, country: string | null): string[] {
  const answer: Port[] = data.searchPorts(typed);
  return orderPorts(answer, typed, weights, country).map((p) => p.unLocCode);
}

/** A row of the data as the service sends it. */
function postalAnswer(countryCode: string, r: PostalCodeEntry): PostalCodeLocation {
  return {
    latitude: r.lat,
    longitude: r.lng,
    country: countryCode,
    countryCode,
    city: r.city,
    region: r.region,
    regionCode: r.regionCode,
    postalCode: r.postalCode,
  };
}

function postalPlaces(countryCode: string, typed: string): PostalCodeLocation[] {
  const answer = data.searchPostalCodes(countryCode, typed).map((r) => postalAnswer(countryCode, r));
  return orderPostalCodes(answer, typed, weights, countryCode);
}

function postalCities(countryCode: string, typed: string): string[] {
  return postalPlaces(countryCode, typed).map((p) => p.city ?? '');
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

describe('place suggestions in the desk order', () => {
  it.each([
    ['Barcelona', 'ES', 'BCN'],
    ['Valencia', 'ES', 'VLC'],
    ['Valencia', 'VE', 'VLN'],
    ['madrid', 'ES', 'MAD'],
    ['malaga', 'ES', 'AGP'],
    ['Paris', 'FR', 'CDG'],
    ['sao paulo', 'BR', 'GRU'],
    ['Frankfurt', 'DE', 'FRA'],
  ])('airports: %s with %s chosen gives %s first', (typed, country, first) => {
    expect(airports(typed, country)[0]).toBe(first);
  });

  it('airports: the hubs of London before its city airport and before London, Ontario', () => {
    const order = airports('London', 'GB');
    expect(order.indexOf('LCY')).toBeGreaterThan(order.indexOf('LHR'));
    expect(order.indexOf('YXU')).toBeGreaterThan(order.indexOf('LCY'));
  });

  it.each([
    ['London', 'GB', ['LHR', 'LGW', 'STN', 'LTN']],
    ['Paris', 'FR', ['CDG', 'ORY']],
    ['Osaka', 'JP', ['KIX', 'ITM']],
    ['New York', 'US', ['JFK', 'LGA']],
    ['Istanbul', 'TR', ['IST', 'SAW']],
  ])('airports: a city of several large ones gives them busiest first (%s)', (typed, country, busiestFirst) => {
    const order = airports(typed, country);
    expect(order.filter((code) => busiestFirst.includes(code))).toEqual(busiestFirst);
  });

  it.each([
    ['Rotterdam', 'NLRTM'],
    ['shanghai', 'CNSHA'],
    ['Hamburg', 'DEHAM'],
    ['Valencia', 'ESVLC'],
    ['Barcelona', 'ESBCN'],
  ])('ports: %s gives %s first', (typed, first) => {
    expect(ports(typed, 'ES')[0]).toBe(first);
  });

  it.each([
    ['ES', 'Madrid', 'Madrid'],
    ['ES', 'valencia', 'Valencia'],
    ['ES', 'malaga', 'Málaga'],
    ['ES', 'Leon', 'León'],
    ['FR', 'paris', 'Paris'],
    ['GB', 'London', 'London'],
    ['DE', 'Frankfurt', 'Frankfurt am Main'],
    ['DE', 'munchen', 'München'],
  ])('postal codes in %s: %s gives %s first', (country, typed, first) => {
    expect(postalCities(country, typed)[0]).toBe(first);
  });

  it.each([
    ['ES', 'Madrid', ['28001', '28002', '28003', '28004', '28005']],
    ['ES', 'Valencia', ['46001', '46002', '46003', '46004', '46005']],
    ['ES', 'leon', ['24001', '24002', '24003', '24004', '24005']],
  ])('postal codes in %s: %s gives the city’s own codes first, not a village of the same name', (country, typed, codes) => {
    expect(postalPlaces(country, typed).slice(0, codes.length).map((p) => p.postalCode)).toEqual(codes);
  });

  it('postal codes: of a city name found in several regions, the region where it has the most codes comes first', () => {
    let checked = 0;
    for (const [country, rows] of Object.entries(data.postalCodes())) {
      const byName = groupBy(rows, (r) => foldText(r.city));
      for (const [, sameName] of byName) {
        const counts = groupBy(sameName, (r) => foldText(r.region ?? ''));
        if (counts.size < 2) continue;
        const sizes = [...counts].map(([region, codes]) => ({ region, size: codes.length })).sort((a, b) => b.size - a.size);
        const [biggest, next] = sizes;
        if (!biggest || !next || biggest.size === next.size) continue; // a tie: the service's order decides
        const typed = sameName[0]!.city;
        // The service's order is its own: the biggest place must win from the front and from the back.
        for (const answer of [sameName, [...sameName].reverse()]) {
          const ordered = orderPostalCodes(
            answer.map((r) => postalAnswer(country, r)),
            typed,
            weights,
            country,
          );
          expect(foldText(ordered[0]!.region ?? ''), `${typed} in ${country}`).toBe(biggest.region);
        }
        checked += 1;
      }
    }
    // Münster (NRW 7, Bayern 1), Madrid, Roth ...: the data holds many such names.
    expect(checked).toBeGreaterThan(20);
  });

  it('postal codes: a code the data lacks is sized by the region the service names, and is unknown without one', () => {
    const capital = { postalCode: '28999', city: 'Madrid', region: 'Comunidad de Madrid' };
    expect(weights.postalPlace('ES', capital)).toBeGreaterThan(50);
    expect(weights.postalPlace('ES', { ...capital, region: 'Andalucía' })).toBe(1);
    expect(weights.postalPlace('ES', { ...capital, region: null })).toBe(0);
    // A known code is sized by the data's own region, whatever the service calls it.
    expect(weights.postalPlace('ES', { postalCode: '04810', city: 'Madrid', region: 'Comunidad de Madrid' })).toBe(1);
  });

  it('without sizes, keeps the service order for places that match alike', () => {
    const answer: Port[] = [
      { unLocCode: 'VEBLA', country: 'VE', city: 'Barcelona', rkstCode: 'VEBCA' },
      { unLocCode: 'ESBCN', country: 'ES', city: 'Barcelona', rkstCode: 'ESBCN' },
    ];
    expect(orderPorts(answer, 'Barcelona', noPlaceWeights, null).map((p) => p.unLocCode)).toEqual(['VEBLA', 'ESBCN']);
    expect(orderPorts(answer, 'Barcelona', noPlaceWeights, 'ES').map((p) => p.unLocCode)).toEqual(['ESBCN', 'VEBLA']);
  });
});
