import { totalsByCurrency } from '@shared/domain/money';
import type { QuoteSheet, SheetCharge, SheetLetterhead } from './quote-sheet';
import type { SheetText } from './sheet-text';
import { ellipsize, fitTables, wrapLines, type Measure } from './text-fit';

/*
 * Where everything of a quote sheet goes on one A4 page, as drawing steps in
 * PDF points (origin bottom left). Pure: quote-pdf.ts draws the steps with
 * pdf-lib, the tests read them. Every decision about what fits is made here.
 */

export const PAGE = { width: 595.28, height: 841.89, margin: 48 } as const;
const CONTENT = PAGE.width - 2 * PAGE.margin;

export type Tone = 'ink' | 'muted' | 'accent' | 'onAccent';
export type DrawStep =
  | {
      readonly kind: 'text';
      readonly text: string;
      readonly x: number;
      readonly y: number;
      readonly size: number;
      readonly bold: boolean;
      readonly tone: Tone;
    }
  | {
      readonly kind: 'box';
      readonly x: number;
      readonly y: number;
      readonly width: number;
      readonly height: number;
      readonly fill: 'band' | 'accent' | 'rule';
    }
  | { readonly kind: 'logo'; readonly x: number; readonly y: number; readonly width: number; readonly height: number };

export interface SheetLayout {
  readonly steps: readonly DrawStep[];
  /** Charges, free-time and penalty rows left out for room (each said in an "and N more" line). */
  readonly leftOut: { readonly charges: number; readonly freeTime: number; readonly penalties: number };
  /** The type size the tables were drawn at. */
  readonly tableSize: number;
}

/** The logo's box: at most this wide and high, its proportions kept. */
export const LOGO_BOX = { width: 150, height: 54 } as const;

/** The lines the reference may take: any id the service gives, whole (a longer text ends in "…"). */
const REFERENCE_LINES = 4;

/** The space kept at the foot of the page for the footer lines. */
const FOOTER_HEIGHT = 40;

interface Column {
  readonly header: string;
  /** Share of the content width. */
  readonly share: number;
  readonly align: 'start' | 'end';
}

const CHARGE_COLUMNS: readonly Column[] = [
  { header: 'Charge', share: 0.46, align: 'start' },
  { header: 'Basis', share: 0.32, align: 'start' },
  { header: 'Amount', share: 0.22, align: 'end' },
];
const FREE_TIME_COLUMNS: readonly Column[] = [
  { header: 'Free time', share: 0.2, align: 'start' },
  { header: 'Container', share: 0.14, align: 'start' },
  { header: 'Free days', share: 0.14, align: 'start' },
  { header: 'Counted from', share: 0.3, align: 'start' },
  { header: 'Then per day', share: 0.22, align: 'end' },
];
const PENALTY_COLUMNS: readonly Column[] = [
  { header: 'Penalty', share: 0.46, align: 'start' },
  { header: 'Container', share: 0.32, align: 'start' },
  { header: 'Amount', share: 0.22, align: 'end' },
];

/** Lays out one quote sheet; `now` is when it is made, `logoSize` the logo's own pixel size (if any). */
export function layoutSheet(
  sheet: QuoteSheet,
  letterhead: SheetLetterhead,
  options: { measure: Measure; text: SheetText; now: Date; logoSize: { width: number; height: number } | null },
): SheetLayout {
  const { measure, text } = options;
  const steps: DrawStep[] = [];
  const left = PAGE.margin;
  const right = PAGE.width - PAGE.margin;
  const put = (value: string, x: number, y: number, size: number, bold = false, tone: Tone = 'ink') =>
    steps.push({ kind: 'text', text: value, x, y, size, bold, tone });
  const putEnd = (value: string, xEnd: number, y: number, size: number, bold = false, tone: Tone = 'ink') =>
    put(value, xEnd - measure.width(value, size, bold), y, size, bold, tone);

  /* Letterhead: the logo left, the company's name beside it or alone; the document's name right. */
  let y = PAGE.height - PAGE.margin;
  const headTop = y;
  let nameX = left;
  let headBottom = y - 34;
  if (options.logoSize) {
    const scale = Math.min(LOGO_BOX.width / options.logoSize.width, LOGO_BOX.height / options.logoSize.height, 1);
    const width = options.logoSize.width * scale;
    const height = options.logoSize.height * scale;
    steps.push({ kind: 'logo', x: left, y: headTop - height, width, height });
    nameX = left + width + 14;
    headBottom = Math.min(headBottom, headTop - height);
  }
  const company = letterhead.companyName.trim();
  const nameLines = company ? wrapLines(company, right - nameX - 150, 15, true, measure, 2) : [];
  nameLines.forEach((line, i) => put(line, nameX, headTop - 14 - i * 18, 15, true));
  headBottom = Math.min(headBottom, headTop - 14 - Math.max(nameLines.length - 1, 0) * 18 - 8);
  putEnd('QUOTATION', right, headTop - 14, 18, true, 'accent');
  putEnd(`Issued ${text.today(options.now)}`, right, headTop - 30, 8.5, false, 'muted');
  y = headBottom - 12;
  steps.push({ kind: 'box', x: left, y, width: CONTENT, height: 2, fill: 'accent' });

  /* The offer: for whom (or the carrier, when named), what kind of shipment, the reference. */
  y -= 26;
  put(ellipsize(sheet.headline, CONTENT * 0.62, 16, true, measure), left, y, 16, true);
  // The kind at the right, unless it is the headline already (no customer, no carrier named).
  if (sheet.kind !== sheet.headline) putEnd(sheet.kind, right, y, 9.5, true, 'muted');
  y -= 15;
  if (sheet.subline) put(ellipsize(sheet.subline, CONTENT * 0.62, 10, false, measure), left, y, 10, false, 'muted');
  // The reference whole, for the customer's reply: wrapped (after a hyphen of an id where it can), never cut.
  const referenceLines = wrapLines(
    `${sheet.referenceLabel} ${sheet.reference}`,
    CONTENT * 0.36,
    sheet.referenceLabel === 'Quote' ? 9.5 : 8,
    sheet.referenceLabel === 'Quote',
    measure,
    REFERENCE_LINES,
  );
  referenceLines.forEach((line, i) =>
    sheet.referenceLabel === 'Quote'
      ? putEnd(line, right, y - i * 12, 9.5, true, 'ink')
      : putEnd(line, right, y - i * 10, 8, false, 'muted'),
  );
  y -= Math.max(referenceLines.length - 1, 0) * 10;

  /* Route: from and to, wrapped in two columns (left out when the record names no place: a saved quote). */
  const half = (CONTENT - 24) / 2;
  if (sheet.from !== null || sheet.to !== null) {
    y -= 26;
    const routeColumn = (label: string, place: string | null, x: number) => {
      put(label.toUpperCase(), x, y, 7.5, true, 'muted');
      const lines = wrapLines(place ?? 'As quoted', half, 11, true, measure, 2);
      lines.forEach((line, i) => put(line, x, y - 15 - i * 14, 11, true, place ? 'ink' : 'muted'));
      return lines.length;
    };
    const routeLines = Math.max(routeColumn('From', sheet.from, left), routeColumn('To', sheet.to, left + half + 24));
    y -= 15 + (routeLines - 1) * 14 + 22;
  } else {
    y -= 30;
  }

  /* Facts: a wide one on its own line, the others label and value, two to a line. */
  const facts = sheet.facts.filter((f) => f.value !== '');
  for (const fact of facts.filter((f) => f.wide)) {
    put(fact.label, left, y, 8.5, false, 'muted');
    put(ellipsize(fact.value, CONTENT - 90, 9.5, false, measure), left + 90, y, 9.5);
    y -= 15;
  }
  const paired = facts.filter((f) => !f.wide);
  for (let i = 0; i < paired.length; i += 2) {
    for (const [j, fact] of paired.slice(i, i + 2).entries()) {
      const x = left + j * (half + 24);
      put(fact.label, x, y, 8.5, false, 'muted');
      put(ellipsize(fact.value, half - 90, 9.5, false, measure), x + 90, y, 9.5);
    }
    y -= 15;
  }

  /* The price band: the total, how it was made, the validity. */
  y -= 8;
  const bandHeight = 58;
  steps.push({ kind: 'box', x: left, y: y - bandHeight, width: CONTENT, height: bandHeight, fill: 'band' });
  put('TOTAL PRICE', left + 14, y - 20, 8, true, 'muted');
  if (sheet.totalNote) put(sheet.totalNote, left + 14, y - 34, 8.5, false, 'muted');
  put(
    sheet.validUntil
      ? ellipsize(`Valid until ${sheet.validUntil}`, CONTENT * 0.42, 9, true, measure)
      : 'No expiry given',
    left + 14,
    y - 48,
    9,
    true,
    sheet.validUntil ? 'accent' : 'muted',
  );
  const totalText = text.amounts(sheet.total);
  const totalSize = fitSize(totalText, CONTENT * 0.55, [22, 18, 15, 12], measure);
  putEnd(ellipsize(totalText, CONTENT * 0.55, totalSize, true, measure), right - 14, y - 36, totalSize, true);
  y -= bandHeight + 22;

  /* Notes from the carrier: up to three lines, just above the footer. */
  const noteLines = sheet.notes.length > 0 ? wrapLines(sheet.notes.join(' · '), CONTENT, 8, false, measure, 3) : [];
  const notesHeight = noteLines.length > 0 ? 14 + noteLines.length * 11 + 8 : 0;

  /* The tables share what is left; what cannot fit is said as "and N more". */
  const tables = [sheet.charges, sheet.freeTime, sheet.penalties];
  const gaps = tables.filter((t) => t.length > 0).length * 18;
  const room = y - (PAGE.margin + FOOTER_HEIGHT + notesHeight) - gaps;
  const fit = fitTables(
    tables.map((t) => t.length),
    room,
  );
  const [chargesShown = 0, freeShown = 0, penaltiesShown = 0] = fit.shown;
  const table = (columns: readonly Column[], rows: readonly (readonly string[])[], more: string | null) => {
    const lineHeight = fit.lineHeight;
    let x = left;
    const xs = columns.map((c) => {
      const start = x;
      x += c.share * CONTENT;
      return start;
    });
    const cell = (value: string, c: number, rowY: number, bold: boolean, tone: Tone) => {
      const column = columns[c] as Column;
      const width = column.share * CONTENT - 8;
      const shown = ellipsize(value, width, fit.size, bold, measure);
      if (column.align === 'end') putEnd(shown, (xs[c] as number) + column.share * CONTENT, rowY, fit.size, bold, tone);
      else put(shown, xs[c] as number, rowY, fit.size, bold, tone);
    };
    columns.forEach((c, i) => cell(c.header.toUpperCase(), i, y, true, 'muted'));
    y -= 4;
    steps.push({ kind: 'box', x: left, y, width: CONTENT, height: 0.6, fill: 'rule' });
    y -= lineHeight - 1;
    for (const row of rows) {
      row.forEach((value, i) => cell(value, i, y, false, 'ink'));
      y -= lineHeight;
    }
    if (more) {
      put(ellipsize(more, CONTENT, fit.size, false, measure), left, y, fit.size, false, 'muted');
      y -= lineHeight;
    }
    y -= 18 - lineHeight + fit.size;
  };
  /** Charges left out are parts of the total: their sum says what they add up to. */
  const moreCharges = (rows: readonly SheetCharge[], shown: number) => {
    const rest = rows.slice(shown);
    if (rest.length === 0) return null;
    const sum = totalsByCurrency(rest.flatMap((r) => (r.amount ? [r.amount] : [])));
    return `… and ${rest.length} more charges${sum.length > 0 ? ` totalling ${text.amounts(sum)}` : ''} (included in the total price)`;
  };
  const amountText = (row: SheetCharge) => (row.amount ? text.money(row.amount) : 'Included');
  if (sheet.charges.length > 0) {
    // No basis given for any charge (a saved quote's): the column is left without a head.
    const basis = sheet.charges.some((c) => c.detail);
    table(
      basis ? CHARGE_COLUMNS : CHARGE_COLUMNS.map((c) => (c.header === 'Basis' ? { ...c, header: '' } : c)),
      sheet.charges.slice(0, chargesShown).map((c) => [c.label, c.detail ?? '', amountText(c)]),
      moreCharges(sheet.charges, chargesShown),
    );
  } else {
    put('The price includes every charge for this service.', left, y, 9, false, 'muted');
    y -= 24;
  }
  if (sheet.freeTime.length > 0) {
    const rest = sheet.freeTime.length - freeShown;
    table(
      FREE_TIME_COLUMNS,
      sheet.freeTime
        .slice(0, freeShown)
        .map((f) => [
          f.charge,
          f.container ?? '',
          f.freeDays === null ? '—' : String(f.freeDays),
          f.startEvent ?? '—',
          f.perDay ? text.money(f.perDay) : '—',
        ]),
      rest > 0 ? `… and ${rest} more free-time conditions` : null,
    );
  }
  if (sheet.penalties.length > 0) {
    table(
      PENALTY_COLUMNS,
      sheet.penalties.slice(0, penaltiesShown).map((p) => [p.label, p.detail ?? '', amountText(p)]),
      // Penalties are alternatives (a fee for each thing that may happen, a compensation below zero): counted, never added up.
      sheet.penalties.length > penaltiesShown ? `… and ${sheet.penalties.length - penaltiesShown} more penalties` : null,
    );
  }

  /* Notes and footer. */
  if (noteLines.length > 0) {
    const notesY = PAGE.margin + FOOTER_HEIGHT + notesHeight - 14;
    put('NOTES', left, notesY, 7.5, true, 'muted');
    noteLines.forEach((line, i) => put(line, left, notesY - 12 - i * 11, 8, false, 'muted'));
  }
  steps.push({ kind: 'box', x: left, y: PAGE.margin + 22, width: CONTENT, height: 0.6, fill: 'rule' });
  // The terms' lines sit above the bottom margin, their descenders included.
  wrapLines(sheet.terms, CONTENT, 7.5, false, measure, 2).forEach((line, i) =>
    put(line, left, PAGE.margin + 12 - i * 9, 7.5, false, 'muted'),
  );
  if (company)
    putEnd(ellipsize(company, CONTENT * 0.4, 7.5, true, measure), right, PAGE.margin + 27, 7.5, true, 'muted');

  return {
    steps,
    leftOut: {
      charges: sheet.charges.length - chargesShown,
      freeTime: sheet.freeTime.length - freeShown,
      penalties: sheet.penalties.length - penaltiesShown,
    },
    tableSize: fit.size,
  };
}

/** The largest of `sizes` at which `text` fits `width` (the smallest when none does). */
function fitSize(text: string, width: number, sizes: readonly number[], measure: Measure): number {
  return sizes.find((size) => measure.width(text, size, true) <= width) ?? (sizes[sizes.length - 1] as number);
}
