import { m } from '@shared/i18n/messages';
import { totalsByCurrency } from '@shared/domain/money';
import type { QuoteSheet, SheetCharge, SheetLetterhead } from './quote-sheet';
import type { SheetText } from './sheet-text';
import { ellipsize, fitTables, wrapLines, type Measure, type TableFit } from './text-fit';

/*
 * Where everything of a quote sheet goes on one A4 page, as drawing steps in
 * PDF points (origin bottom left). Pure: quote-pdf.ts draws the steps with
 * pdf-lib, the tests read them. Every decision about what fits is made here.
 * Over 400 lines because the page is one job: each part starts where the one
 * above ended and the tables share the room the others leave, so the parts
 * read best in the page's order, in one file.
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
  /** The heading, a message said in the sheet's language. */
  readonly header: () => string;
  /** Share of the content width. */
  readonly share: number;
  readonly align: 'start' | 'end';
}

const CHARGE_COLUMNS: readonly Column[] = [
  { header: m.pdf_col_charge, share: 0.46, align: 'start' },
  { header: m.pdf_col_basis, share: 0.32, align: 'start' },
  { header: m.pdf_col_amount, share: 0.22, align: 'end' },
];
const FREE_TIME_COLUMNS: readonly Column[] = [
  { header: m.pdf_col_free_time, share: 0.2, align: 'start' },
  { header: m.pdf_col_container, share: 0.14, align: 'start' },
  { header: m.pdf_col_free_days, share: 0.14, align: 'start' },
  { header: m.pdf_col_counted_from, share: 0.3, align: 'start' },
  { header: m.pdf_col_per_day, share: 0.22, align: 'end' },
];
const PENALTY_COLUMNS: readonly Column[] = [
  { header: m.pdf_col_penalty, share: 0.46, align: 'start' },
  { header: m.pdf_col_container, share: 0.32, align: 'start' },
  { header: m.pdf_col_amount, share: 0.22, align: 'end' },
];
/** A column left without a heading. */
const NO_HEADER = () => '';

/** Lays out one quote sheet; `now` is when it is made, `logoSize` the logo's own pixel size (if any). */
export function layoutSheet(
  sheet: QuoteSheet,
  letterhead: SheetLetterhead,
  options: { measure: Measure; text: SheetText; now: Date; logoSize: { width: number; height: number } | null },
): SheetLayout {
  const page = new PageInLayout(options.measure, options.text);
  const company = letterhead.companyName.trim();
  layoutLetterhead(page, company, options.now, options.logoSize);
  layoutOffer(page, sheet);
  layoutRoute(page, sheet);
  layoutFacts(page, sheet);
  layoutPriceBand(page, sheet);
  const notes = noteLinesOf(sheet, options.measure);
  const shown = layoutTables(page, sheet, notes.height);
  layoutFoot(page, sheet, company, notes);
  return {
    steps: page.steps,
    leftOut: {
      charges: sheet.charges.length - shown.charges,
      freeTime: sheet.freeTime.length - shown.freeTime,
      penalties: sheet.penalties.length - shown.penalties,
    },
    tableSize: shown.size,
  };
}

const LEFT = PAGE.margin;
const RIGHT = PAGE.width - PAGE.margin;
/** One of two columns side by side (the route's ends, the paired facts), with the gap between them. */
const HALF = (CONTENT - 24) / 2;

/** The steps laid out so far, and `y`, the baseline the next part starts from (it moves down the page). */
class PageInLayout {
  readonly steps: DrawStep[] = [];
  y = PAGE.height - PAGE.margin;

  constructor(
    readonly measure: Measure,
    readonly text: SheetText,
  ) {}

  put(value: string, x: number, y: number, size: number, bold = false, tone: Tone = 'ink'): void {
    this.steps.push({ kind: 'text', text: value, x, y, size, bold, tone });
  }

  /** A text ending at `xEnd`: aligned right. */
  putEnd(value: string, xEnd: number, y: number, size: number, bold = false, tone: Tone = 'ink'): void {
    this.put(value, xEnd - this.measure.width(value, size, bold), y, size, bold, tone);
  }

  box(x: number, y: number, width: number, height: number, fill: 'band' | 'accent' | 'rule'): void {
    this.steps.push({ kind: 'box', x, y, width, height, fill });
  }
}

/** Letterhead: the logo left, the company's name beside it or alone; the document's name right. */
function layoutLetterhead(
  page: PageInLayout,
  company: string,
  now: Date,
  logoSize: { width: number; height: number } | null,
): void {
  const { text, measure } = page;
  const headTop = page.y;
  let nameX = LEFT;
  let headBottom = headTop - 34;
  if (logoSize) {
    const scale = Math.min(LOGO_BOX.width / logoSize.width, LOGO_BOX.height / logoSize.height, 1);
    const width = logoSize.width * scale;
    const height = logoSize.height * scale;
    page.steps.push({ kind: 'logo', x: LEFT, y: headTop - height, width, height });
    nameX = LEFT + width + 14;
    headBottom = Math.min(headBottom, headTop - height);
  }
  const nameLines = company ? wrapLines(company, RIGHT - nameX - 150, 15, true, measure, 2) : [];
  nameLines.forEach((line, i) => page.put(line, nameX, headTop - 14 - i * 18, 15, true));
  headBottom = Math.min(headBottom, headTop - 14 - Math.max(nameLines.length - 1, 0) * 18 - 8);
  page.putEnd(text.say(m.pdf_quotation, {}), RIGHT, headTop - 14, 18, true, 'accent');
  page.putEnd(text.say(m.pdf_issued, { date: text.today(now) }), RIGHT, headTop - 30, 8.5, false, 'muted');
  page.y = headBottom - 12;
  page.box(LEFT, page.y, CONTENT, 2, 'accent');
}

/** The offer: for whom (or the carrier, when named), what kind of shipment, the reference. */
function layoutOffer(page: PageInLayout, sheet: QuoteSheet): void {
  const { text, measure } = page;
  page.y -= 26;
  page.put(ellipsize(sheet.headline, CONTENT * 0.62, 16, true, measure), LEFT, page.y, 16, true);
  // The kind at the right, unless it is the headline already (no customer, no carrier named).
  if (sheet.kind !== sheet.headline) page.putEnd(sheet.kind, RIGHT, page.y, 9.5, true, 'muted');
  page.y -= 15;
  if (sheet.subline) {
    page.put(ellipsize(sheet.subline, CONTENT * 0.62, 10, false, measure), LEFT, page.y, 10, false, 'muted');
  }
  // The reference whole, for the customer's reply: wrapped (after a hyphen of an id where it can), never cut.
  // A desk quote number (not the carrier's rate id) stands out: the customer gives it back when booking.
  const quoteNumbered = sheet.referenceLabel === text.say(m.pdf_quote_label, {});
  const referenceLines = wrapLines(
    `${sheet.referenceLabel} ${sheet.reference}`,
    CONTENT * 0.36,
    quoteNumbered ? 9.5 : 8,
    quoteNumbered,
    measure,
    REFERENCE_LINES,
  );
  const y = page.y;
  referenceLines.forEach((line, i) =>
    quoteNumbered
      ? page.putEnd(line, RIGHT, y - i * 12, 9.5, true, 'ink')
      : page.putEnd(line, RIGHT, y - i * 10, 8, false, 'muted'),
  );
  page.y -= Math.max(referenceLines.length - 1, 0) * 10;
}

/** Route: from and to, wrapped in two columns (left out when the record names no place: a saved quote). */
function layoutRoute(page: PageInLayout, sheet: QuoteSheet): void {
  const { text, measure } = page;
  if (sheet.from === null && sheet.to === null) {
    page.y -= 30;
    return;
  }
  page.y -= 26;
  const y = page.y;
  const routeColumn = (label: string, place: string | null, x: number) => {
    page.put(label.toUpperCase(), x, y, 7.5, true, 'muted');
    const lines = wrapLines(place ?? text.say(m.pdf_as_quoted, {}), HALF, 11, true, measure, 2);
    lines.forEach((line, i) => page.put(line, x, y - 15 - i * 14, 11, true, place ? 'ink' : 'muted'));
    return lines.length;
  };
  const routeLines = Math.max(
    routeColumn(text.say(m.pdf_from, {}), sheet.from, LEFT),
    routeColumn(text.say(m.pdf_to, {}), sheet.to, LEFT + HALF + 24),
  );
  page.y -= 15 + (routeLines - 1) * 14 + 22;
}

/** Facts: a wide one on its own line, the others label and value, two to a line. */
function layoutFacts(page: PageInLayout, sheet: QuoteSheet): void {
  const { measure } = page;
  const facts = sheet.facts.filter((f) => f.value !== '');
  for (const fact of facts.filter((f) => f.wide)) {
    page.put(fact.label, LEFT, page.y, 8.5, false, 'muted');
    page.put(ellipsize(fact.value, CONTENT - 90, 9.5, false, measure), LEFT + 90, page.y, 9.5);
    page.y -= 15;
  }
  const paired = facts.filter((f) => !f.wide);
  for (let i = 0; i < paired.length; i += 2) {
    for (const [j, fact] of paired.slice(i, i + 2).entries()) {
      const x = LEFT + j * (HALF + 24);
      page.put(fact.label, x, page.y, 8.5, false, 'muted');
      page.put(ellipsize(fact.value, HALF - 90, 9.5, false, measure), x + 90, page.y, 9.5);
    }
    page.y -= 15;
  }
}

/** The price band: the total, how it was made, the validity. */
function layoutPriceBand(page: PageInLayout, sheet: QuoteSheet): void {
  const { text, measure } = page;
  page.y -= 8;
  const y = page.y;
  const bandHeight = 58;
  page.box(LEFT, y - bandHeight, CONTENT, bandHeight, 'band');
  page.put(text.say(m.pdf_total_price, {}).toUpperCase(), LEFT + 14, y - 20, 8, true, 'muted');
  if (sheet.totalNote) page.put(sheet.totalNote, LEFT + 14, y - 34, 8.5, false, 'muted');
  page.put(
    sheet.validUntil
      ? ellipsize(text.say(m.pdf_valid_until, { date: sheet.validUntil }), CONTENT * 0.42, 9, true, measure)
      : text.say(m.pdf_no_expiry, {}),
    LEFT + 14,
    y - 48,
    9,
    true,
    sheet.validUntil ? 'accent' : 'muted',
  );
  const totalText = text.amounts(sheet.total);
  const totalSize = fitSize(totalText, CONTENT * 0.55, [22, 18, 15, 12], measure);
  page.putEnd(ellipsize(totalText, CONTENT * 0.55, totalSize, true, measure), RIGHT - 14, y - 36, totalSize, true);
  page.y -= bandHeight + 22;
}

interface NoteLines {
  readonly lines: readonly string[];
  /** The room they take above the footer, their heading included (0 without notes). */
  readonly height: number;
}

/** Notes from the carrier: up to three lines, just above the footer. */
function noteLinesOf(sheet: QuoteSheet, measure: Measure): NoteLines {
  const lines = sheet.notes.length > 0 ? wrapLines(sheet.notes.join(' · '), CONTENT, 8, false, measure, 3) : [];
  return { lines, height: lines.length > 0 ? 14 + lines.length * 11 + 8 : 0 };
}

/** How many rows of each table are drawn, at which type size. */
interface TablesShown {
  readonly charges: number;
  readonly freeTime: number;
  readonly penalties: number;
  readonly size: number;
}

/** The tables share what is left above the notes; what cannot fit is said as "and N more". */
function layoutTables(page: PageInLayout, sheet: QuoteSheet, notesHeight: number): TablesShown {
  const { text } = page;
  const tables = [sheet.charges, sheet.freeTime, sheet.penalties];
  const gaps = tables.filter((t) => t.length > 0).length * 18;
  const room = page.y - (PAGE.margin + FOOTER_HEIGHT + notesHeight) - gaps;
  const fit = fitTables(
    tables.map((t) => t.length),
    room,
  );
  const [charges = 0, freeTime = 0, penalties = 0] = fit.shown;
  const amountText = (row: SheetCharge) => (row.amount ? text.money(row.amount) : text.say(m.pdf_included, {}));
  if (sheet.charges.length > 0) {
    // No basis given for any charge (a saved quote's): the column is left without a head.
    const basis = sheet.charges.some((c) => c.detail);
    layoutTable(
      page,
      fit,
      basis
        ? CHARGE_COLUMNS
        : CHARGE_COLUMNS.map((c) => (c.header === m.pdf_col_basis ? { ...c, header: NO_HEADER } : c)),
      sheet.charges.slice(0, charges).map((c) => [c.label, c.detail ?? '', amountText(c)]),
      moreCharges(sheet.charges, charges, text),
    );
  } else {
    page.put(text.say(m.pdf_price_includes_all, {}), LEFT, page.y, 9, false, 'muted');
    page.y -= 24;
  }
  if (sheet.freeTime.length > 0) {
    const rest = sheet.freeTime.length - freeTime;
    layoutTable(
      page,
      fit,
      FREE_TIME_COLUMNS,
      sheet.freeTime
        .slice(0, freeTime)
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
    layoutTable(
      page,
      fit,
      PENALTY_COLUMNS,
      sheet.penalties.slice(0, penalties).map((p) => [p.label, p.detail ?? '', amountText(p)]),
      // Penalties are alternatives (a fee for each thing that may happen, a compensation below zero): counted, never added up.
      sheet.penalties.length > penalties ? `… and ${sheet.penalties.length - penalties} more penalties` : null,
    );
  }
  return { charges, freeTime, penalties, size: fit.size };
}

/** Charges left out are parts of the total: their sum says what they add up to. */
function moreCharges(rows: readonly SheetCharge[], shown: number, text: SheetText): string | null {
  const rest = rows.slice(shown);
  if (rest.length === 0) return null;
  const sum = totalsByCurrency(rest.flatMap((r) => (r.amount ? [r.amount] : [])));
  return `… and ${rest.length} more charges${sum.length > 0 ? ` totalling ${text.amounts(sum)}` : ''} (included in the total price)`;
}

/** One table: its headings over a rule, its rows at the fitted size, then the "and N more" line if any. */
function layoutTable(
  page: PageInLayout,
  fit: TableFit,
  columns: readonly Column[],
  rows: readonly (readonly string[])[],
  more: string | null,
): void {
  const { text, measure } = page;
  const lineHeight = fit.lineHeight;
  let x = LEFT;
  const xs = columns.map((c) => {
    const start = x;
    x += c.share * CONTENT;
    return start;
  });
  const cell = (value: string, c: number, rowY: number, bold: boolean, tone: Tone) => {
    const column = columns[c] as Column;
    const width = column.share * CONTENT - 8;
    const shown = ellipsize(value, width, fit.size, bold, measure);
    if (column.align === 'end')
      page.putEnd(shown, (xs[c] as number) + column.share * CONTENT, rowY, fit.size, bold, tone);
    else page.put(shown, xs[c] as number, rowY, fit.size, bold, tone);
  };
  columns.forEach((c, i) => cell(text.say(c.header, {}).toUpperCase(), i, page.y, true, 'muted'));
  page.y -= 4;
  page.box(LEFT, page.y, CONTENT, 0.6, 'rule');
  page.y -= lineHeight - 1;
  for (const row of rows) {
    row.forEach((value, i) => cell(value, i, page.y, false, 'ink'));
    page.y -= lineHeight;
  }
  if (more) {
    page.put(ellipsize(more, CONTENT, fit.size, false, measure), LEFT, page.y, fit.size, false, 'muted');
    page.y -= lineHeight;
  }
  page.y -= 18 - lineHeight + fit.size;
}

/** The carrier's notes above the footer, then the footer: a rule, the terms, the company's name. */
function layoutFoot(page: PageInLayout, sheet: QuoteSheet, company: string, notes: NoteLines): void {
  const { text, measure } = page;
  if (notes.lines.length > 0) {
    const notesY = PAGE.margin + FOOTER_HEIGHT + notes.height - 14;
    page.put(text.say(m.pdf_notes, {}).toUpperCase(), LEFT, notesY, 7.5, true, 'muted');
    notes.lines.forEach((line, i) => page.put(line, LEFT, notesY - 12 - i * 11, 8, false, 'muted'));
  }
  page.box(LEFT, PAGE.margin + 22, CONTENT, 0.6, 'rule');
  // The terms' lines sit above the bottom margin, their descenders included.
  wrapLines(sheet.terms, CONTENT, 7.5, false, measure, 2).forEach((line, i) =>
    page.put(line, LEFT, PAGE.margin + 12 - i * 9, 7.5, false, 'muted'),
  );
  if (company) {
    page.putEnd(ellipsize(company, CONTENT * 0.4, 7.5, true, measure), RIGHT, PAGE.margin + 27, 7.5, true, 'muted');
  }
}

/** The largest of `sizes` at which `text` fits `width` (the smallest when none does). */
function fitSize(text: string, width: number, sizes: readonly number[], measure: Measure): number {
  return sizes.find((size) => measure.width(text, size, true) <= width) ?? (sizes[sizes.length - 1] as number);
}
