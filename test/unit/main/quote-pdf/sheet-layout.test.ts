import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { layoutSheet, type SheetLayout } from '@main/services/quote-pdf/sheet-layout';
import type { QuoteSheet, SheetCharge } from '@main/services/quote-pdf/quote-sheet';
import { SheetText } from '@main/services/quote-pdf/sheet-text';
import type { Measure } from '@main/services/quote-pdf/text-fit';
import type { Money } from '@shared/domain/money';

/*
 * The whole page's layout, every step's text and position, against the one
 * recorded in test/fixtures/quote-pdf/sheet-layouts.json: a change to how the
 * layout is written must leave the PDF where it was. A change meant to move
 * something records the file again and shows the move in its diff.
 */

const GOLDEN = new URL('../../../fixtures/quote-pdf/sheet-layouts.json', import.meta.url);

/** A face of fixed advances, so the figures depend on the layout alone, not on a font file. */
const measure: Measure = {
  advance: (codePoint, bold) => (codePoint === 32 ? 0.28 : bold ? 0.6 : 0.52),
  width(text, size, bold) {
    let width = 0;
    for (const char of text) width += this.advance(char.codePointAt(0) as number, bold);
    return width * size;
  },
};

const NOW = new Date('2026-11-23T10:00:00Z');
const usd = (value: number): Money => ({ value, currency: 'USD' });

const charges = (count: number): SheetCharge[] =>
  Array.from({ length: count }, (_, i) => ({
    label: `Surcharge ${i + 1} · 40' high cube`,
    detail: i % 3 === 0 ? null : 'Per container',
    amount: i % 4 === 3 ? null : usd(10_000 + i * 137),
  }));

const base: QuoteSheet = {
  kind: 'Sea FCL (full container)',
  reference: 'Q-2026-0042',
  referenceLabel: 'Quote',
  headline: 'Northwind Traders Ltd.',
  subline: 'Maersk · Maersk Spot',
  from: 'Valencia (ESVLC), ES',
  to: 'Shanghai (CNSHA), CN',
  facts: [
    { label: 'Goods', value: 'Ceramic tiles, palletised, 18,400 kg', wide: true },
    { label: 'Transit', value: '31 days' },
    { label: 'Via', value: 'Port Said' },
    { label: 'Pickup', value: '1 Dec 2026' },
  ],
  validUntil: '15 Dec 2026',
  total: [usd(254_300), { value: 12_000, currency: 'EUR' }],
  totalNote: 'Charges by line, below',
  charges: charges(6),
  freeTime: [
    { charge: 'Demurrage', container: "40' HC", freeDays: 7, startEvent: 'Discharge from vessel', perDay: usd(9_500) },
    { charge: 'Detention', container: null, freeDays: null, startEvent: null, perDay: null },
  ],
  penalties: [
    { label: 'Cancellation', detail: "40' HC", amount: usd(25_000) },
    { label: 'No-show', detail: null, amount: usd(-5_000) },
  ],
  notes: ['Rates subject to space and equipment.', 'Subject to the carrier’s terms.'],
  terms: 'Valid until 15 Dec 2026. Prices in the currencies shown; taxes not included.',
  fileLabel: 'Q-2026-0042 Northwind',
};

/** Sheets that take every branch of the layout: a logo or none, route or none, tables cut for room or empty. */
const sheets: Record<
  string,
  { sheet: QuoteSheet; companyName: string; logoSize: { width: number; height: number } | null }
> = {
  'a quote with every part': {
    sheet: base,
    companyName: 'Acme Forwarding S.L.',
    logoSize: { width: 600, height: 200 },
  },
  'a rate id, no route, no charges, no company': {
    sheet: {
      ...base,
      referenceLabel: 'Ref.',
      reference: '90b6f37b-1f0e-4c55-9d6a-ef5e7bda1234-with-a-long-tail-of-parts',
      headline: 'Sea FCL (full container)',
      subline: null,
      from: null,
      to: null,
      validUntil: null,
      totalNote: null,
      charges: [],
      freeTime: [],
      penalties: [],
      notes: [],
    },
    companyName: '  ',
    logoSize: null,
  },
  'more rows than the page holds, a long company name, a tall logo': {
    sheet: {
      ...base,
      charges: charges(140).map((c) => ({ ...c, detail: null })),
      freeTime: Array.from({ length: 30 }, () => base.freeTime[0]!),
      penalties: Array.from({ length: 30 }, (_, i) => ({ label: `Penalty ${i}`, detail: null, amount: usd(i * 100) })),
      notes: Array.from({ length: 20 }, (_, i) => `Note ${i} on the carrier's terms of carriage and equipment`),
    },
    companyName: 'International Freight Forwarding and Customs Brokerage Company of the Levant S.A.',
    logoSize: { width: 80, height: 400 },
  },
};

function layouts(): Record<string, SheetLayout> {
  const text = new SheetText('en-GB');
  return Object.fromEntries(
    Object.entries(sheets).map(([name, { sheet, companyName, logoSize }]) => [
      name,
      layoutSheet(sheet, { companyName, logo: null }, { measure, text, now: NOW, logoSize }),
    ]),
  );
}

describe('a quote sheet laid out on its page', () => {
  it('puts every text, box and logo where the recorded layout has them', () => {
    const recorded = JSON.parse(readFileSync(GOLDEN, 'utf8')) as Record<string, SheetLayout>;
    const now = layouts();
    expect(Object.keys(now)).toEqual(Object.keys(recorded));
    for (const name of Object.keys(recorded)) expect(now[name], name).toEqual(recorded[name]);
  });
});

/** Writes the recorded layout again: `RECORD_SHEET_LAYOUTS=1 npx vitest run` this file. */
if (process.env['RECORD_SHEET_LAYOUTS'] === '1') {
  const { writeFileSync } = await import('node:fs');
  writeFileSync(GOLDEN, `${JSON.stringify(layouts(), null, 1)}\n`);
}
