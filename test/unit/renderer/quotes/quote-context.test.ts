import { describe, expect, it } from 'vitest';
import {
  findQuoteContext,
  MAX_QUOTE_CONTEXTS,
  QUOTE_CONTEXT_KEY,
  readQuoteContexts,
  rememberSavedRate,
  type ContextStorage,
  type QuoteContext,
} from '@renderer/lib/quote-context.svelte';
import { terrestrialRate } from '@shared/api/rating';
import { routeOfContext } from '@renderer/screens/quotes/quote-route';

/** localStorage as the browser keeps it: text under a key. */
class MemoryStorage implements ContextStorage {
  readonly items = new Map<string, string>();
  full = false;
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    if (this.full) throw new Error('QuotaExceededError');
    this.items.set(key, value);
  }
}

function context(n: number, shipmentId: string | null = `ship-${n}`): QuoteContext {
  return {
    mode: 'boxes',
    request: {
      origin: { postalCode: '08001', city: 'Barcelona', country: 'ES', state: 'CT' },
      destination: { postalCode: '28001', city: 'Madrid', country: 'ES', state: 'MD' },
      boxes: [{ quantity: 1, length: 40, width: 30, height: 30, weight: 12.5, measurementUnit: 'CmKg' }],
    },
    rate: terrestrialRate.parse({ id: `rate-${n}`, agency: 'SEUR', price: 1415 }),
    quoteType: 'boxes',
    savedShipmentId: shipmentId,
    savedAt: `2026-03-12T10:${String(n % 60).padStart(2, '0')}:00.000Z`,
  };
}

describe('the quote context', () => {
  it('finds what was rated by the shipment id the save answered, or by the rate id', () => {
    const storage = new MemoryStorage();
    expect(rememberSavedRate(context(1), storage)).toBe(true);
    expect(rememberSavedRate(context(2), storage)).toBe(true);
    expect(findQuoteContext('ship-1', storage)?.rate.id).toBe('rate-1');
    expect(findQuoteContext('rate-2', storage)?.savedShipmentId).toBe('ship-2');
    expect(findQuoteContext('ship-9', storage)).toBeNull();
    expect(findQuoteContext('  ', storage)).toBeNull();
    // The request comes back as it was sent, so booking re-keys nothing.
    expect(findQuoteContext('ship-1', storage)?.request).toEqual(context(1).request);
  });

  it('keeps the newest 200, newest first, and one entry per rate', () => {
    const storage = new MemoryStorage();
    for (let n = 1; n <= MAX_QUOTE_CONTEXTS + 5; n++) rememberSavedRate(context(n), storage);
    rememberSavedRate(context(MAX_QUOTE_CONTEXTS), storage);
    const all = readQuoteContexts(storage);
    expect(all).toHaveLength(MAX_QUOTE_CONTEXTS);
    expect(all[0]?.rate.id).toBe(`rate-${MAX_QUOTE_CONTEXTS}`);
    expect(all.filter((c) => c.rate.id === `rate-${MAX_QUOTE_CONTEXTS}`)).toHaveLength(1);
    expect(findQuoteContext('rate-1', storage)).toBeNull();
  });

  it('drops entries that are not what it wrote, and survives text that is not JSON', () => {
    const storage = new MemoryStorage();
    storage.setItem(
      QUOTE_CONTEXT_KEY,
      JSON.stringify([context(1), { ...context(2), mode: 'trucks' }, { ...context(3), rate: {} }, 'junk', context(4)]),
    );
    expect(readQuoteContexts(storage).map((c) => c.rate.id)).toEqual(['rate-1', 'rate-4']);
    storage.setItem(QUOTE_CONTEXT_KEY, '{not json');
    expect(readQuoteContexts(storage)).toEqual([]);
    expect(rememberSavedRate(context(5), storage)).toBe(true);
    expect(readQuoteContexts(storage).map((c) => c.rate.id)).toEqual(['rate-5']);
  });

  it('reports a full storage without throwing (the quote itself was saved)', () => {
    const storage = new MemoryStorage();
    storage.full = true;
    expect(rememberSavedRate(context(1), storage)).toBe(false);
    expect(rememberSavedRate(context(1), null)).toBe(false);
  });

  it('holds nothing but the context: no token, key or secret fields', () => {
    const storage = new MemoryStorage();
    rememberSavedRate({ ...context(1), ...({ apiSecret: 's3cret' } as object) } as QuoteContext, storage);
    expect(storage.getItem(QUOTE_CONTEXT_KEY)).not.toContain('s3cret');
  });

  it('tells the quote list where a remembered quote goes', () => {
    expect(routeOfContext(context(1))).toBe('08001 Barcelona → 28001 Madrid');
    expect(routeOfContext({ request: { originUnLocCode: 'ESVLC', destinationUnLocCode: 'CNSHA', origin: null } })).toBe(
      'ESVLC → CNSHA',
    );
    expect(routeOfContext({ request: {} })).toBeNull();
    expect(routeOfContext(null)).toBeNull();
  });
});
