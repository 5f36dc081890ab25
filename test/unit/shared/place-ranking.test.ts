import { describe, expect, it } from 'vitest';
import { MATCH, matchTier, rankPlaces, type PlaceFacts } from '@shared/domain/place-ranking';

interface Place {
  readonly code: string;
  readonly city: string;
  readonly name?: string;
  readonly country: string;
  readonly weight?: number;
}

const facts = (p: Place): PlaceFacts => ({
  codes: [p.code],
  cities: [p.city],
  names: p.name ? [p.name] : [],
  country: p.country,
  weight: p.weight ?? 0,
});
const codes = (places: readonly Place[]) => places.map((p) => p.code);
const rank = (places: readonly Place[], typed: string, country?: string) =>
  codes(rankPlaces(places, typed, facts, { country: country ?? null }));

describe('matchTier', () => {
  const bcn: Place = { code: 'BCN', city: 'El Prat de Llobregat', name: 'Barcelona International Airport', country: 'ES' };

  it('tells a whole code, an exact city, a name starting with the whole word, a prefix, a word and a part apart', () => {
    expect(matchTier(facts(bcn), 'bcn')).toBe(MATCH.code);
    expect(matchTier(facts(bcn), 'el prat de llobregat')).toBe(MATCH.exact);
    expect(matchTier(facts(bcn), 'Barcelona')).toBe(MATCH.exact);
    expect(matchTier(facts(bcn), 'Barcel')).toBe(MATCH.prefix);
    expect(matchTier(facts(bcn), 'Llob')).toBe(MATCH.wordPrefix);
    expect(matchTier(facts(bcn), 'celona')).toBe(MATCH.contains);
    expect(matchTier(facts(bcn), 'Catalonia')).toBe(MATCH.unseen);
  });

  it('ignores accents, case, spaces inside codes and the spaces around the text', () => {
    const malaga: Place = { code: '29001', city: 'Málaga', country: 'ES' };
    expect(matchTier(facts(malaga), 'malaga')).toBe(MATCH.exact);
    expect(matchTier(facts(malaga), '  MÁLAGA ')).toBe(MATCH.exact);
    expect(matchTier(facts({ code: '01310-100', city: 'São Paulo', country: 'BR' }), 'sao paulo')).toBe(MATCH.exact);
    expect(matchTier(facts({ code: 'ESVLC', city: 'Valencia', country: 'ES' }), 'es vlc')).toBe(MATCH.code);
  });

  it('counts a city that only starts with the text as partial, never exact', () => {
    expect(matchTier(facts({ code: '24200', city: 'Valencia de Don Juan', country: 'ES' }), 'Valencia')).toBe(
      MATCH.prefix,
    );
  });
});

describe('rankPlaces', () => {
  it('puts the exact city before the partial matches the service listed first', () => {
    const answer: Place[] = [
      { code: '28380', city: 'Colmenar de Madrid', country: 'ES' },
      { code: '45710', city: 'Madridejos', country: 'ES' },
      { code: '28001', city: 'Madrid', country: 'ES', weight: 64 },
    ];
    expect(rank(answer, 'Madrid', 'ES')).toEqual(['28001', '45710', '28380']);
  });

  it('puts the chosen country first among equal matches: Valencia in Spain when Spain is chosen', () => {
    const answer: Place[] = [
      { code: 'VLN', city: 'Valencia', country: 'VE', weight: 1 },
      { code: 'VLC', city: 'Valencia', country: 'ES', weight: 1 },
    ];
    expect(rank(answer, 'valencia', 'ES')).toEqual(['VLC', 'VLN']);
    expect(rank(answer, 'valencia', 'VE')).toEqual(['VLN', 'VLC']);
    expect(rank(answer, 'valencia')).toEqual(['VLN', 'VLC']);
  });

  it('puts the bigger place first among equal matches in the same country, and keeps the service order for ties', () => {
    const answer: Place[] = [
      { code: 'YXU', city: 'London', country: 'CA', weight: 1 },
      { code: 'LCY', city: 'London', country: 'GB', weight: 1 },
      { code: 'LHR', city: 'London', country: 'GB', weight: 2 },
      { code: 'LGW', city: 'London', country: 'GB', weight: 2 },
    ];
    expect(rank(answer, 'London', 'GB')).toEqual(['LHR', 'LGW', 'LCY', 'YXU']);
    expect(rank(answer, 'London')).toEqual(['LHR', 'LGW', 'YXU', 'LCY']);
  });

  it('puts a code typed whole before a city of that name, and a hub airport named after the city before one abroad', () => {
    const answer: Place[] = [
      { code: 'BLA', city: 'Barcelona', name: 'General José Antonio Anzoátegui International Airport', country: 'VE', weight: 2 },
      { code: 'BCN', city: 'El Prat de Llobregat', name: 'Barcelona International Airport', country: 'ES', weight: 2 },
    ];
    expect(rank(answer, 'Barcelona', 'ES')).toEqual(['BCN', 'BLA']);
    expect(rank(answer, 'bla', 'ES')).toEqual(['BLA', 'BCN']);
  });

  it('prefers a better match to the chosen country: the country orders places that match alike', () => {
    const answer: Place[] = [
      { code: '28980', city: 'Parla', country: 'ES' },
      { code: '75001', city: 'Paris', country: 'FR', weight: 21 },
    ];
    expect(rank(answer, 'Paris', 'ES')).toEqual(['75001', '28980']);
  });

  it('leaves the input as it was and answers an empty list with an empty list', () => {
    const answer: Place[] = [
      { code: 'B', city: 'Bb', country: 'ES' },
      { code: 'A', city: 'A', country: 'ES' },
    ];
    expect(rank(answer, 'a')).toEqual(['A', 'B']);
    expect(codes(answer)).toEqual(['B', 'A']);
    expect(rank([], 'a')).toEqual([]);
  });
});
