import { describe, expect, it } from 'vitest';
import { addressLine, prefillDraft, ratedContainerCount } from '@renderer/screens/booking/quote-prefill';
import { pickupChoices, endTimesAfter, shortTime } from '@renderer/screens/booking/pickup-options';

const place = (postalCode: string, city: string, street: string | null = null) => ({
  postalCode,
  country: 'ES',
  city,
  state: 'CT',
  street,
  coords: null,
});

describe('prefilling the booking from the rating', () => {
  it('puts the rated places into the address lines and the goods into the cargo description', () => {
    const { draft, filled } = prefillDraft('boxes', {
      mode: 'boxes',
      request: {
        origin: place('08001', 'Barcelona', 'Carrer de Mallorca 401'),
        destination: place('28001', 'Madrid'),
        goodsDescription: 'Spare parts',
      },
    });
    expect(draft.fields['origin.address']).toBe('Carrer de Mallorca 401, 08001 Barcelona, ES');
    expect(draft.fields['destination.address']).toBe('28001 Madrid, ES');
    expect(filled).toEqual(['the places of the rating in the address lines']);
  });

  it('makes one container per rated container, with its type and weight', () => {
    const { draft } = prefillDraft('sea-fcl', {
      mode: 'sea-fcl',
      request: {
        origin: null,
        goodsDescription: 'Motors',
        containers: [
          { quantity: 2, weight: 12000, type: 'DRY40' },
          { quantity: 1, weight: 9000, type: 'RF20' },
        ],
      },
    });
    expect(draft.containers.map((c) => c.containerType)).toEqual(['DRY40', 'DRY40', 'RF20']);
    expect(draft.containers.map((c) => c.cargos[0]?.values)).toEqual([
      expect.objectContaining({ quantity: '1', weight: '12000', description: 'Motors', hsCode: '' }),
      expect.objectContaining({ weight: '12000' }),
      expect.objectContaining({ weight: '9000' }),
    ]);
    expect(ratedContainerCount({ mode: 'sea-fcl', request: { containers: [{ quantity: 2 }, { quantity: 1 }] } })).toBe(
      3,
    );
  });

  it('makes as many LCL cargo lines as the rating had', () => {
    const { draft } = prefillDraft('sea-lcl', {
      mode: 'sea-lcl',
      request: {
        goodsDescription: 'Tiles',
        cargos: [
          { CBM: 2, measurementUnit: 'CmKg' },
          { CBM: 1, measurementUnit: 'CmKg' },
        ],
      },
    });
    expect(draft.cargos.map((c) => c.values.description)).toEqual(['Tiles', 'Tiles']);
  });

  it('starts empty when the rating is not known on this desk', () => {
    const { draft, filled } = prefillDraft('sea-fcl', undefined);
    expect(filled).toEqual([]);
    expect(draft.containers).toHaveLength(1);
    expect(draft.fields['origin.address']).toBe('');
    expect(ratedContainerCount(undefined)).toBeNull();
    expect(addressLine(null)).toBe('');
  });
});

describe('the pickup times the carrier offers', () => {
  const times = {
    from: ['09:00:00', '09:30:00', '10:00:00'],
    to: ['10:00:00', '10:30:00', '11:00:00'],
    minRangeInMinutes: 60,
  };

  it('are offered as choices, and none when the service offers none', () => {
    expect(pickupChoices(times)?.from).toEqual(['09:00:00', '09:30:00', '10:00:00']);
    expect(pickupChoices({ from: [], to: [], minRangeInMinutes: null })).toBeNull();
    expect(pickupChoices(undefined)).toBeNull();
  });

  it("end at least the carrier's minimum window after the chosen start", () => {
    const choices = pickupChoices(times)!;
    expect(endTimesAfter(choices, '09:30:00')).toEqual(['10:30:00', '11:00:00']);
    expect(endTimesAfter(choices, '')).toEqual(times.to);
  });

  it('read as hh:mm', () => {
    expect(shortTime('11:00:00')).toBe('11:00');
    expect(shortTime('11:00:30')).toBe('11:00:30');
  });
});
