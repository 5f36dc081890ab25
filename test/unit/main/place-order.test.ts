import { describe, expect, it } from 'vitest';
import { placeWeights } from '@sandbox';
import { datasetFor } from '@sandbox/data/dataset';
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

function postalCities(countryCode: string, typed: string): string[] {
  const answer: PostalCodeLocation[] = data.searchPostalCodes(countryCode, typed).map((r) => ({
    latitude: r.lat,
    longitude: r.lng,
    country: countryCode,
    countryCode,
    city: r.city,
    region: r.region,
    regionCode: r.regionCode,
    postalCode: r.postalCode,
  }));
  return orderPostalCodes(answer, typed, weights, countryCode).map((p) => p.city ?? '');
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

  it('without sizes, keeps the service order for places that match alike', () => {
    const answer: Port[] = [
      { unLocCode: 'VEBLA', country: 'VE', city: 'Barcelona', rkstCode: 'VEBCA' },
      { unLocCode: 'ESBCN', country: 'ES', city: 'Barcelona', rkstCode: 'ESBCN' },
    ];
    expect(orderPorts(answer, 'Barcelona', noPlaceWeights, null).map((p) => p.unLocCode)).toEqual(['VEBLA', 'ESBCN']);
    expect(orderPorts(answer, 'Barcelona', noPlaceWeights, 'ES').map((p) => p.unLocCode)).toEqual(['ESBCN', 'VEBLA']);
  });
});
