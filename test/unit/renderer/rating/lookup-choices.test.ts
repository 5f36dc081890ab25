import { describe, expect, it } from 'vitest';
import { containerTypeListResponse, palletTypeListResponse } from '@shared/api/lookups';
import { containerOptions, isReeferType } from '@renderer/screens/rating/container-choices';
import { palletChoices, ratingPalletType } from '@renderer/screens/rating/pallet-choices';

describe('pallet types', () => {
  // As the service answers GET /v1/courier/pallet/types (the American size in inches).
  const lookup = palletTypeListResponse.parse([
    { type: 'Custom', length: null, width: null, height: null, unit: null },
    { type: 'Euro', length: 120, width: 80, height: 14.4, unit: 'CM' },
    { type: 'American', length: 48, width: 40, height: null, unit: 'IN' },
  ]);

  it('offers the lookup types with the rating type each is sent as, and the footprint to prefill', () => {
    const choices = palletChoices(lookup);
    expect(choices.map((c) => [c.id, c.ratingType, c.lengthCm, c.widthCm])).toEqual([
      ['Custom', 'Custom', null, null],
      ['Euro', 'Euro1', 120, 80],
      // 48 x 40 in is 121.92 x 101.6 cm: rated as a Custom pallet of that size.
      ['American', 'Custom', 122, 102],
      ['Euro2', 'Euro2', 120, 100],
      ['Uk', 'Uk', 120, 100],
    ]);
    expect(choices.find((c) => c.id === 'American')?.label).toMatch(/as Custom/);
  });

  it('still offers every rating type when the lookup is empty (or failed)', () => {
    expect(palletChoices([]).map((c) => c.ratingType)).toEqual(['Custom', 'Euro1', 'Euro2', 'Uk']);
  });

  it('sends Custom for a type it does not know', () => {
    expect(ratingPalletType('Euro')).toBe('Euro1');
    expect(ratingPalletType('American')).toBe('Custom');
    expect(ratingPalletType('Chep')).toBe('Custom');
  });
});

describe('container types', () => {
  it("writes the lookup's types as the rating request needs them, with the spec's meaning", () => {
    const lookup = containerTypeListResponse.parse([
      { size: '20', type: 'DRY', name: '20DRY', label: '40 Dry Standard', isReefer: false },
      { size: '40', type: 'HRF', name: '40HRF', label: '40 Reefer High', isReefer: 'false' },
      { size: '40', type: 'XX', name: '40XX', label: 'Unknown', isReefer: false },
    ]);
    expect(containerOptions(lookup)).toEqual([
      { value: 'DRY20', label: 'DRY20 · 20 ft general purpose standard' },
      { value: 'HRF40', label: 'HRF40 · 40 ft reefer high cube' },
    ]);
  });

  it("falls back to the spec's 18 types without a lookup", () => {
    expect(containerOptions(null)).toHaveLength(18);
  });

  it('derives the reefer flag from the type, whatever the lookup said', () => {
    expect(isReeferType('HRF40')).toBe(true);
    expect(isReeferType('RF20')).toBe(true);
    expect(isReeferType('NOR40')).toBe(false);
    expect(isReeferType('DRY40')).toBe(false);
    expect(isReeferType('')).toBe(false);
  });
});
