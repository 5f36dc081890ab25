import { describe, expect, it } from 'vitest';
import { comparedPlaces } from '@renderer/screens/rating/comparison-places';

const place = (postalCode: string | null, city: string | null, country: string | null) => ({ postalCode, city, country });

describe('where the compared rates go, in the panel summary', () => {
  it('names each end by what the answer echoes of it', () => {
    expect(
      comparedPlaces({ origin: place('08001', 'Barcelona', 'ES'), destination: place(null, null, 'CN') }),
    ).toBe('08001 Barcelona (ES) → (CN)');
  });

  it('says nothing when either end is not echoed', () => {
    expect(comparedPlaces({ origin: place('08001', 'Barcelona', 'ES'), destination: null })).toBe('');
    expect(comparedPlaces({ origin: place(null, null, null), destination: place('28001', 'Madrid', 'ES') })).toBe('');
    expect(comparedPlaces(undefined)).toBe('');
  });
});
