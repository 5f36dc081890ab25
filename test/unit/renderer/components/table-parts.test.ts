import { describe, expect, it } from 'vitest';
import { dateCellText, EMPTY_CELL, numberCellText } from '@renderer/components/cell-format';
import { detailIdOf, expandAria, toggled } from '@renderer/components/expandable-row';
import { ariaSortOf, nextSort, type SortOrder } from '@renderer/components/table-sort';

describe('sorting by a column header', () => {
  it('sorts a new column ascending, then turns it over on each click', () => {
    const first = nextSort<'price' | 'transit'>(null, 'price');
    expect(first).toEqual({ key: 'price', direction: 'ascending' });
    const second = nextSort(first, 'price');
    expect(second).toEqual({ key: 'price', direction: 'descending' });
    expect(nextSort(second, 'price')).toEqual({ key: 'price', direction: 'ascending' });
  });

  it('starts another column ascending, whatever the way the last one went', () => {
    const byPrice: SortOrder<'price' | 'transit'> = { key: 'price', direction: 'descending' };
    expect(nextSort(byPrice, 'transit')).toEqual({ key: 'transit', direction: 'ascending' });
  });

  it('tells screen readers the direction on the sorted column and "none" on the others', () => {
    const order: SortOrder<'price' | 'transit'> = { key: 'transit', direction: 'descending' };
    expect(ariaSortOf(order, 'transit')).toBe('descending');
    expect(ariaSortOf(order, 'price')).toBe('none');
    expect(ariaSortOf<'price'>(null, 'price')).toBe('none');
  });
});

describe('an expandable row', () => {
  it('says whether its detail is open and which row it opens', () => {
    expect(expandAria(false, 'detail-1')).toEqual({ 'aria-expanded': 'false', 'aria-controls': 'detail-1' });
    expect(expandAria(true, 'detail-1')).toEqual({ 'aria-expanded': 'true', 'aria-controls': 'detail-1' });
  });

  it('opens and closes one row without touching the others, in a new record', () => {
    const before = { a: true };
    const after = toggled(before, 'b');
    expect(after).toEqual({ a: true, b: true });
    expect(after).not.toBe(before);
    expect(toggled(after, 'a')).toEqual({ a: false, b: true });
  });

  it('names the detail with a valid id, unique per key, whatever the key holds', () => {
    const id = detailIdOf('s1', 'Q 1/2');
    expect(id).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(id).not.toBe(detailIdOf('s1', 'Q_1/2'));
    expect(detailIdOf('s1', 'q-7')).toBe('detail-s1-q-7');
  });
});

describe('the number and date cells', () => {
  it('counts with the noun, and says a sign after the number', () => {
    expect(numberCellText(1, { singular: 'day', plural: 'days' }, 'en-US')).toBe('1 day');
    expect(numberCellText(12, { singular: 'day', plural: 'days' }, 'en-US')).toBe('12 days');
    expect(numberCellText(21.5, { suffix: '%' }, 'en-US')).toBe('21.5 %');
    expect(numberCellText(1250, undefined, 'de-DE')).toBe('1.250');
  });

  it('shows the empty mark when there is no number', () => {
    expect(numberCellText(null, { suffix: '%' }, 'en-US')).toBe(EMPTY_CELL);
    expect(numberCellText(undefined)).toBe(EMPTY_CELL);
    expect(numberCellText(Number.NaN)).toBe(EMPTY_CELL);
  });

  it('formats a date, with its time when asked, and leaves the fallback to the cell when there is none', () => {
    expect(dateCellText('2026-03-12', false, 'en-GB')).toBe('12 Mar 2026');
    expect(dateCellText('2026-03-12T14:05:00', true, 'en-GB')).toBe('12 Mar 2026, 14:05');
    expect(dateCellText(null)).toBeNull();
    expect(dateCellText('')).toBeNull();
  });
});
