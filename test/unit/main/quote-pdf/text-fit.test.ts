import { describe, expect, it } from 'vitest';
import {
  ellipsize,
  fitTables,
  lineHeightOf,
  TABLE_SIZES,
  wrapLines,
  wrapText,
} from '@main/services/quote-pdf/text-fit';

/** Every character half its size wide: a monospace stand-in for the font. */
const measure = (text: string, size: number) => text.length * size * 0.5;

describe('wrapping', () => {
  it('breaks between words so no line is wider than the width', () => {
    const lines = wrapText('Łódź inland terminal, a very long place name', 100, 10, false, measure);
    expect(lines).toEqual(['Łódź inland', 'terminal, a very', 'long place name']);
    for (const line of lines) expect(measure(line, 10)).toBeLessThanOrEqual(100);
  });

  it('cuts a word longer than a line instead of letting it run off the page', () => {
    const lines = wrapText('ABCDEFGHIJKLMNOPQRSTUVWXYZ', 50, 10, false, measure);
    expect(lines.join('')).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZ');
    for (const line of lines) expect(measure(line, 10)).toBeLessThanOrEqual(50);
  });

  it('keeps at most the lines asked for, the last ending in an ellipsis', () => {
    const lines = wrapLines('one two three four five six seven eight', 50, 10, false, measure, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/…$/);
    expect(measure(lines[1]!, 10)).toBeLessThanOrEqual(50);
  });

  it('ellipsizes a cell only when it does not fit', () => {
    expect(ellipsize('Demurrage', 100, 10, false, measure)).toBe('Demurrage');
    expect(ellipsize('Terminal handling charge at origin', 60, 10, false, measure)).toBe('Terminal ha…');
  });
});

describe('fitting the tables to the page', () => {
  it('keeps the largest type size when every row fits', () => {
    const fit = fitTables([6, 2, 2], 400);
    expect(fit.size).toBe(TABLE_SIZES[0]);
    expect(fit.shown).toEqual([6, 2, 2]);
  });

  it('shrinks the type before leaving any row out', () => {
    const rows = 25;
    // Room for the rows and the head line at 8 pt, not at 9 pt.
    const fit = fitTables([rows], (rows + 1) * lineHeightOf(8));
    expect(fit.size).toBe(8);
    expect(fit.shown).toEqual([rows]);
  });

  it('at the smallest size, cuts the longest table first and keeps a line for "and N more"', () => {
    const height = 30 * lineHeightOf(7);
    const fit = fitTables([60, 4, 4], height);
    expect(fit.size).toBe(7);
    const [charges, freeTime, penalties] = fit.shown;
    expect(freeTime).toBe(4);
    expect(penalties).toBe(4);
    // Heads (3) + rows + the one "and N more" line fill the room, not more.
    expect(3 + charges! + 4 + 4 + 1).toBeLessThanOrEqual(30);
    expect(charges).toBeGreaterThan(10);
  });

  it('never cuts a table below its minimum rows', () => {
    const fit = fitTables([40, 40], 5 * lineHeightOf(7), 3);
    expect(fit.shown).toEqual([3, 3]);
  });
});
