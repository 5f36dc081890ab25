/**
 * Fitting text to a width, for any font: the caller measures (pdf-lib's
 * widthOfTextAtSize in the PDF, a fixed width per character in the tests).
 */
export type Measure = (text: string, size: number, bold: boolean) => number;

/**
 * Words wrapped into lines no wider than `width`; a word wider than a line on
 * its own is cut where it overflows, so nothing runs off the page.
 */
export function wrapText(text: string, width: number, size: number, bold: boolean, measure: Measure): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line === '' ? word : `${line} ${word}`;
      if (measure(candidate, size, bold) <= width) {
        line = candidate;
        continue;
      }
      if (line !== '') lines.push(line);
      line = word;
      // A word longer than the line: cut it into pieces that fit.
      while (measure(line, size, bold) > width && line.length > 1) {
        let cut = line.length - 1;
        while (cut > 1 && measure(line.slice(0, cut), size, bold) > width) cut -= 1;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    if (line !== '') lines.push(line);
  }
  return lines;
}

/** Wrapped, at most `maxLines` lines: the last one ends in an ellipsis when text was left out. */
export function wrapLines(
  text: string,
  width: number,
  size: number,
  bold: boolean,
  measure: Measure,
  maxLines: number,
): string[] {
  const lines = wrapText(text, width, size, bold, measure);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = ellipsize(`${kept[maxLines - 1]} ${lines[maxLines]}`, width, size, bold, measure);
  return kept;
}

/** One line no wider than `width`, ending in "…" when it had to be cut. */
export function ellipsize(text: string, width: number, size: number, bold: boolean, measure: Measure): string {
  if (measure(text, size, bold) <= width) return text;
  let end = text.length;
  while (end > 0 && measure(`${text.slice(0, end).trimEnd()}…`, size, bold) > width) end -= 1;
  return `${text.slice(0, end).trimEnd()}…`;
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
