import {
  currencyKey,
  parseAmount,
  parseDays,
  rangeError,
  type Parsed,
  type PriceRange,
  type RateFilters,
} from './rate-filters';

export interface RangeText {
  readonly min: string;
  readonly max: string;
}

const EMPTY: RangeText = { min: '', max: '' };

/**
 * What the operator typed in the comparison's filter boxes, and the filters it
 * means. A box with a mistake filters nothing until it is right: its error
 * says what to type.
 */
export class RateFilterTexts {
  carrier = $state('');
  days = $state('');
  /** By currency key (rate-filters.ts `currencyKey`). */
  ranges: Record<string, RangeText> = $state({});

  readonly daysParsed: Parsed<number | null> = $derived(parseDays(this.days));

  readonly filters: RateFilters = $derived.by(() => {
    const price: Record<string, PriceRange> = {};
    for (const key of Object.keys(this.ranges)) {
      const { min, max } = this.parsed(key);
      const range = { min: min.ok ? min.value : null, max: max.ok ? max.value : null };
      if (rangeError(range) === null) price[key] = range;
    }
    return {
      carrier: this.carrier || null,
      maxTransitDays: this.daysParsed.ok ? this.daysParsed.value : null,
      price,
    };
  });

  text(currency: string | null, side: keyof RangeText): string {
    return this.ranges[currencyKey(currency)]?.[side] ?? '';
  }

  setText(currency: string | null, side: keyof RangeText, text: string): void {
    const key = currencyKey(currency);
    this.ranges[key] = { ...(this.ranges[key] ?? EMPTY), [side]: text };
  }

  parsed(key: string): { min: Parsed<number | null>; max: Parsed<number | null> } {
    const text = this.ranges[key] ?? EMPTY;
    return { min: parseAmount(text.min), max: parseAmount(text.max) };
  }

  /** The message under a price box, if what it holds cannot filter. */
  error(currency: string | null, side: keyof RangeText): string | undefined {
    const { min, max } = this.parsed(currencyKey(currency));
    const own = side === 'min' ? min : max;
    if (!own.ok) return own.error;
    if (side === 'max' && min.ok && max.ok) return rangeError({ min: min.value, max: max.value }) ?? undefined;
    return undefined;
  }

  clear(): void {
    this.carrier = '';
    this.days = '';
    this.ranges = {};
  }
}
