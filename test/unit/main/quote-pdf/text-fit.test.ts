import { describe, expect, it } from 'vitest';
import {
  ellipsize,
  fitTables,
  lineHeightOf,
  TABLE_SIZES,
  wrapLines,
  type Measure,
} from '@main/services/quote-pdf/text-fit';

/** Every character half its size wide: a monospace stand-in for the font, counting what the layout asks of it. */
function monospace() {
  const asked = { advances: 0, widths: 0 };
  const measure: Measure = {
    advance: () => {
      asked.advances += 1;
      return 0.5;
    },
    width: (text, size) => {
      asked.widths += 1;
      return [...text].length * size * 0.5;
    },
  };
  return { measure, asked, width: (text: string, size: number) => [...text].length * size * 0.5 };
}

describe('wrapping', () => {
  it('breaks between words so no line is wider than the width', () => {
    const { measure, width } = monospace();
    const lines = wrapLines('Łódź inland terminal, a very long place name', 100, 10, false, measure);
    expect(lines).toEqual(['Łódź inland', 'terminal, a very', 'long place name']);
    for (const line of lines) expect(width(line, 10)).toBeLessThanOrEqual(100);
  });

  it('cuts a word longer than a line instead of letting it run off the page', () => {
    const { measure, width } = monospace();
    const lines = wrapLines('ABCDEFGHIJKLMNOPQRSTUVWXYZ', 50, 10, false, measure);
    expect(lines.join('')).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZ');
    for (const line of lines) expect(width(line, 10)).toBeLessThanOrEqual(50);
  });

  it('keeps at most the lines asked for, the last ending in an ellipsis', () => {
    const { measure, width } = monospace();
    const lines = wrapLines('one two three four five six seven eight', 50, 10, false, measure, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/…$/);
    expect(width(lines[1]!, 10)).toBeLessThanOrEqual(50);
  });

  it('breaks an id after a hyphen rather than inside a part', () => {
    const { measure } = monospace();
    const lines = wrapLines('Ref. 90b6f37b-1f0e-4c55-9d6a-ef5e7bda1234', 100, 10, false, measure, 4);
    expect(lines).toEqual(['Ref. 90b6f37b-1f0e-', '4c55-9d6a-', 'ef5e7bda1234']);
  });

  it('lays out a word of 1,000 characters in the lines kept, cut between characters, and reads no further', () => {
    const word = Array.from({ length: 1000 }, (_, i) => String.fromCharCode(65 + (i % 26))).join('');
    const { measure, asked, width } = monospace();
    const lines = wrapLines(word, 100, 10, false, measure, 3);
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(width(line, 10)).toBeLessThanOrEqual(100);
    expect(lines[2]).toMatch(/…$/);
    // What is shown is the word's start, in order, cut only between characters.
    expect(word.startsWith(lines.join('').replace(/…$/, ''))).toBe(true);
    expect(lines[0]).toBe(word.slice(0, 20));
    // Each character shown is measured a bounded number of times; the rest of the word never is.
    const shown = lines.join('').length;
    expect(asked.advances).toBeLessThanOrEqual(3 * shown + 10);

    const longer = monospace();
    wrapLines(word.repeat(100), 100, 10, false, longer.measure, 3);
    expect(longer.asked.advances).toBe(asked.advances);
  });

  it('measures each character of 300 notes of 2,000-character words a bounded number of times', () => {
    const notes = Array.from({ length: 300 }, (_, i) => `${i}`.padEnd(2000, 'W')).join(' · ');
    const { measure, asked } = monospace();
    const lines = wrapLines(notes, 499, 8, false, measure, 3);
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatch(/…$/);
    expect(asked.advances).toBeLessThanOrEqual(3 * lines.join('').length + 10);
  });

  it('prints control codes as spaces, drops direction overrides, and a broken code as U+FFFD', () => {
    const { measure } = monospace();
    expect(wrapLines('Line\u0000one\u202E two\nthree \uD800four', 1000, 10, false, measure)).toEqual([
      'Line one two',
      'three \uFFFDfour',
    ]);
  });

  it('never cuts a letter from its combining mark', () => {
    const { measure } = monospace();
    // 'e' + combining acute, repeated: a cut falls before an 'e', never between it and its accent.
    const word = 'e\u0301'.repeat(30);
    for (const line of wrapLines(word, 50, 10, false, measure)) expect(line.startsWith('e')).toBe(true);
    expect(ellipsize(word, 50, 10, false, measure)).toMatch(/\u0301…$/);
  });
});

describe('one line', () => {
  it('ellipsizes only when the text does not fit', () => {
    const { measure } = monospace();
    expect(ellipsize('Demurrage', 100, 10, false, measure)).toBe('Demurrage');
    expect(ellipsize('Terminal handling charge at origin', 60, 10, false, measure)).toBe('Terminal ha…');
  });

  it('cuts a text of a million characters after reading what fits', () => {
    const { measure, asked } = monospace();
    expect(ellipsize('X'.repeat(1_000_000), 60, 10, false, measure)).toBe(`${'X'.repeat(11)}…`);
    expect(asked.advances).toBeLessThan(20);
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
