/**
 * Fitting text to a width, for any font. What a line can hold is decided
 * from each character's advance (the font's table, looked up once per
 * character: sheet-faces.ts), added up as the text is read, so fitting costs
 * one addition per character read and stops at the first that does not fit:
 * a text is never measured again piece by piece, and what is left out is never read.
 */
export interface Measure {
  /**
   * The advance of one character at size 1 (points per point of type). For a
   * letter whose shape depends on its neighbours (Arabic), its widest form: a
   * line fitted with these is never narrower than it is drawn.
   */
  advance(codePoint: number, bold: boolean): number;
  /** The width a line is drawn at (its letters shaped), to place it: aligned right. */
  width(text: string, size: number, bold: boolean): number;
}

/** What a character of the service's text is on the page. */
type CharKind = 'glyph' | 'space' | 'newline' | 'none';

interface ReadChar {
  readonly kind: CharKind;
  /** What is printed for it (a glyph's character, or U+FFFD for a code that is no character). */
  readonly text: string;
  readonly codePoint: number;
  /** Where the next character starts. */
  readonly next: number;
}

const NEWLINE = /[\n\r\u2028\u2029\u0085]/u;
/** Spaces, and the control codes that print nothing: each a break between words. */
const SPACE = /[\p{Zs}\p{Cc}]/u;
/** Formatting codes (direction overrides, zero-width joiners, soft hyphens) and variation selectors: not drawn (the sheet orders right-to-left text itself). */
const NOT_DRAWN = /[\p{Cf}\uFE00-\uFE0F\u{E0100}-\u{E01EF}]/u;
/** Unassigned, private-use and lone surrogate codes: no text, printed as U+FFFD. */
const NO_CHARACTER = /[\p{Cn}\p{Co}\p{Cs}]/u;
/** A character that belongs to the one before it (a combining mark): a line is never cut before it. */
const JOINS_PREVIOUS = /\p{M}/u;

function readChar(text: string, at: number): ReadChar {
  const codePoint = text.codePointAt(at) as number;
  const next = at + (codePoint > 0xffff ? 2 : 1);
  if (codePoint > 0x20 && codePoint < 0x7f) return { kind: 'glyph', text: text[at] as string, codePoint, next };
  const char = String.fromCodePoint(codePoint);
  if (NEWLINE.test(char)) return { kind: 'newline', text: '', codePoint, next };
  if (SPACE.test(char)) return { kind: 'space', text: '', codePoint, next };
  if (NOT_DRAWN.test(char)) return { kind: 'none', text: '', codePoint, next };
  if (NO_CHARACTER.test(char)) return { kind: 'glyph', text: '\uFFFD', codePoint: 0xfffd, next };
  return { kind: 'glyph', text: char, codePoint, next };
}

const ELLIPSIS = '…';

/** Where the printable text starts at or after `at` (spaces, line breaks and formatting codes skipped). */
function skipBlank(text: string, at: number): number {
  let i = at;
  while (i < text.length) {
    const c = readChar(text, i);
    if (c.kind === 'glyph') return i;
    i = c.next;
  }
  return i;
}

interface Fitting {
  readonly width: number;
  readonly size: number;
  readonly bold: boolean;
  readonly measure: Measure;
}

/**
 * The next line from `from`: words (spaces collapsed) as far as they fit,
 * broken after the last space or hyphen that fits; a word wider than the line
 * is cut between characters. A line break in the text ends the line. Reads
 * the text only up to the first character that does not fit.
 */
function nextLine(text: string, from: number, fit: Fitting): { line: string; next: number } {
  const space = fit.measure.advance(0x20, fit.bold) * fit.size;
  let i = skipBlank(text, from);
  let line = '';
  let width = 0;
  let gap = false;
  // The last break: the line's length to keep and where the next line starts.
  let breakAt = 0;
  let breakNext = i;
  while (i < text.length) {
    const c = readChar(text, i);
    if (c.kind === 'newline') return { line, next: c.next };
    if (c.kind === 'space') {
      if (line !== '') {
        gap = true;
        breakAt = line.length;
        breakNext = c.next;
      }
      i = c.next;
      continue;
    }
    if (c.kind === 'none') {
      i = c.next;
      continue;
    }
    const added = (gap ? space : 0) + fit.measure.advance(c.codePoint, fit.bold) * fit.size;
    if (line !== '' && width + added > fit.width) {
      if (breakAt > 0) return { line: line.slice(0, breakAt), next: breakNext };
      // One word wider than the line: cut here, or before the letter a mark belongs to.
      if (!JOINS_PREVIOUS.test(c.text)) return { line, next: i };
    }
    line += (gap ? ' ' : '') + c.text;
    width += added;
    gap = false;
    i = c.next;
    // A break may follow a hyphen inside a word ("90b6f37b-" | "1f0e…").
    if (c.text === '-' && line.length > 1) {
      breakAt = line.length;
      breakNext = i;
    }
  }
  return { line, next: i };
}

/**
 * One line of the text from `from` no wider than `width`, spaces and line
 * breaks collapsed; ending in "…" when the rest did not fit (cut between
 * characters, never before a combining mark).
 */
function ellipsizeFrom(text: string, from: number, fit: Fitting): string {
  const room = fit.width - fit.measure.advance(ELLIPSIS.codePointAt(0) as number, fit.bold) * fit.size;
  const space = fit.measure.advance(0x20, fit.bold) * fit.size;
  let line = '';
  let width = 0;
  let gap = false;
  // The longest start of the line that leaves room for the ellipsis, cut before a whole character.
  let kept = 0;
  for (let i = skipBlank(text, from); i < text.length; ) {
    const c = readChar(text, i);
    i = c.next;
    if (c.kind === 'space' || c.kind === 'newline') {
      gap = line !== '';
      continue;
    }
    if (c.kind === 'none') continue;
    const added = (gap ? space : 0) + fit.measure.advance(c.codePoint, fit.bold) * fit.size;
    if (!JOINS_PREVIOUS.test(c.text) && width <= room) kept = line.length;
    if (width + added > fit.width) return `${line.slice(0, kept).trimEnd()}${ELLIPSIS}`;
    line += (gap ? ' ' : '') + c.text;
    width += added;
    gap = false;
  }
  return line;
}

/** One line no wider than `width`, ending in "…" when it had to be cut. */
export function ellipsize(text: string, width: number, size: number, bold: boolean, measure: Measure): string {
  return ellipsizeFrom(text, 0, { width, size, bold, measure });
}

/**
 * Wrapped into at most `maxLines` lines no wider than `width`: words broken
 * between them, a word wider than a line cut where it overflows; the last
 * line ends in an ellipsis when text was left out. Reads no further than the
 * last line shown.
 */
export function wrapLines(
  text: string,
  width: number,
  size: number,
  bold: boolean,
  measure: Measure,
  maxLines = Number.POSITIVE_INFINITY,
): string[] {
  const fit = { width, size, bold, measure };
  const lines: string[] = [];
  let at = skipBlank(text, 0);
  while (at < text.length && lines.length < maxLines) {
    const { line, next } = nextLine(text, at, fit);
    const rest = skipBlank(text, next);
    if (lines.length === maxLines - 1 && rest < text.length) {
      // The last line shown, and more follows: as much as fits, then "…".
      lines.push(ellipsizeFrom(text, at, fit));
      break;
    }
    if (line !== '') lines.push(line);
    at = rest;
  }
  return lines;
}

/** The type sizes a table may shrink to, largest first, and the line height of each. */
export const TABLE_SIZES = [9, 8.5, 8, 7.5, 7] as const;
export const lineHeightOf = (size: number) => Math.round(size * 1.55 * 10) / 10;

/** How one or more tables fit the height left: a type size, and how many rows of each are drawn. */
export interface TableFit {
  readonly size: number;
  readonly lineHeight: number;
  /** Per table: the rows drawn; the rest are said in one "and N more" line. */
  readonly shown: readonly number[];
}

/**
 * The largest type size at which every row of every table fits `height`
 * (each table costing its head line and its rows); when even the smallest
 * does not, the rows are cut at the smallest size, the longest table first,
 * each cut table giving one line to "and N more". A table never drops below
 * `minRows` rows (or all it has, when fewer).
 */
export function fitTables(rowCounts: readonly number[], height: number, minRows = 3): TableFit {
  const tables = rowCounts.filter((n) => n > 0).length;
  for (const size of TABLE_SIZES) {
    const lineHeight = lineHeightOf(size);
    const lines = rowCounts.reduce((sum, n) => sum + n, 0) + tables;
    if (lines * lineHeight <= height) return { size, lineHeight, shown: [...rowCounts] };
  }
  const size: number = TABLE_SIZES[TABLE_SIZES.length - 1] ?? 7;
  const lineHeight = lineHeightOf(size);
  const budget = Math.max(0, Math.floor(height / lineHeight) - tables);
  const shown = [...rowCounts];
  // Cut one row at a time from the longest table that can still give one, until the rows fit.
  const lines = () => shown.reduce((sum, n, i) => sum + n + (n < (rowCounts[i] ?? 0) ? 1 : 0), 0);
  while (lines() > budget) {
    let longest = -1;
    shown.forEach((n, i) => {
      if (n > Math.min(minRows, rowCounts[i] ?? 0) && (longest < 0 || n > (shown[longest] ?? 0))) longest = i;
    });
    if (longest < 0) break;
    shown[longest] = (shown[longest] ?? 0) - 1;
  }
  return { size, lineHeight, shown };
}
