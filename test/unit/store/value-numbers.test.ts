import { describe, expect, it } from 'vitest';
import { narrowestNumbers } from '@main/store/value-numbers';

describe('the numbers of a column kept in memory', () => {
  const numbers = (distinct: number) => Int32Array.from({ length: 1_000 }, (_, i) => (i * 7919) % distinct);

  it('take one byte a row for up to 256 distinct values, two for up to 65,536, four beyond', () => {
    expect(narrowestNumbers(numbers(256), 256)).toBeInstanceOf(Uint8Array);
    expect(narrowestNumbers(numbers(257), 257)).toBeInstanceOf(Uint16Array);
    expect(narrowestNumbers(numbers(1_000), 65_536)).toBeInstanceOf(Uint16Array);
    expect(narrowestNumbers(numbers(1_000), 65_537)).toBeInstanceOf(Int32Array);
  });

  it('keep every row its own value', () => {
    for (const distinct of [1, 256, 257, 65_536, 70_000]) {
      const wide = numbers(distinct);
      expect(Array.from(narrowestNumbers(wide, distinct))).toEqual(Array.from(wide));
    }
  });
});
