import { describe, expect, it } from 'vitest';
import { useLanguageSource } from '@shared/i18n/desk-language';
import { emptyListOf, unlistedMark } from '@renderer/lib/shipment-list/list-state';

describe('an empty tracking list', () => {
  it('tells a list never synced from an account with no shipments', () => {
    const never = emptyListOf({ fetchedAt: null, filtered: false, search: '' });
    expect(never.title).toBe('The shipment list was never synced');
    expect(never.offerSync).toBe(true);
    const none = emptyListOf({ fetchedAt: '2026-11-23T10:00:00Z', filtered: false, search: '' });
    expect(none.title).toBe('No shipments yet');
    expect(none.offerSync).toBe(false);
  });

  it('tells a search or filters that match nothing, whatever was synced', () => {
    for (const fetchedAt of [null, '2026-11-23T10:00:00Z']) {
      expect(emptyListOf({ fetchedAt, filtered: false, search: ' valencia ' }).title).toBe(
        'No shipment matches “valencia”',
      );
      expect(emptyListOf({ fetchedAt, filtered: true, search: '' }).title).toBe('No shipment matches these filters');
      expect(emptyListOf({ fetchedAt, filtered: true, search: 'x' }).title).toBe(
        'No shipment matches “x” with these filters',
      );
    }
  });
});

describe('an empty tracking list in Spanish', () => {
  it('says why in Spanish, the search quoted with Spanish quotation marks', () => {
    useLanguageSource(() => 'es');
    try {
      expect(emptyListOf({ fetchedAt: null, filtered: false, search: '' }).title).toBe(
        'La lista de envíos nunca se sincronizó',
      );
      expect(emptyListOf({ fetchedAt: null, filtered: false, search: 'valencia' }).title).toBe(
        'Ningún envío coincide con «valencia»',
      );
      expect(emptyListOf({ fetchedAt: null, filtered: true, search: '' }).text).toBe('Amplíe las fechas o quite un filtro.');
    } finally {
      useLanguageSource(() => 'en');
    }
  });
});

describe('a row the service no longer lists', () => {
  const now = new Date('2026-11-23T12:00:00');
  it('is marked, with since when', () => {
    expect(
      unlistedMark({ fetchedAt: '2026-11-22T10:00:00', missingSince: '2026-11-23T11:05:00' }, now, 'en-GB'),
    ).toEqual({
      text: 'No longer listed',
      title: 'The service has not listed this shipment since 11:05. Freight Desk keeps what it stored.',
    });
  });
  it('is not marked while listed', () => {
    expect(unlistedMark({ fetchedAt: '2026-11-22T10:00:00', missingSince: null }, now, 'en-GB')).toBeNull();
    expect(unlistedMark(undefined, now, 'en-GB')).toBeNull();
  });
});
