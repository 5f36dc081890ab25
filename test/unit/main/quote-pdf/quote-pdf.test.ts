import { describe, expect, it } from 'vitest';
import { operations } from '@shared/api/operations';
import { savedQuoteListResponse } from '@shared/api/quotes';
import type { SeaRate } from '@shared/api/rating';
import type { KeptRating } from '@shared/ipc/channels/rating';
import { quotePdf } from '@main/services/quote-pdf/quote-pdf';
import type { QuoteSheet } from '@main/services/quote-pdf/quote-sheet';
import { sheetFromQuote } from '@main/services/quote-pdf/sheet-from-quote';
import { goodsText, sheetFromRate } from '@main/services/quote-pdf/sheet-from-rate';
import { eventWords } from '@main/services/quote-pdf/sheet-layout';
import { SheetText } from '@main/services/quote-pdf/sheet-text';
import { fixture } from '../../../contract/fixtures';
import { pdfText } from '../../../helpers/pdf-text';
import { tinyPng } from '../../../helpers/png';

const text = new SheetText('en-GB');
const NOW = new Date('2026-11-23T10:00:00Z');
const plain = { companyName: 'Acme Forwarding S.L.', logo: null };

function seaSheet(): { sheet: QuoteSheet; rate: SeaRate } {
  const quote = operations['rates.sea-fcl'].response.parse(fixture('sea-fcl-quote.json'));
  const rate = quote.rates.find((r) => r.conditions.length > 0 && r.penalties.length > 0) as SeaRate;
  const result: KeptRating = { mode: 'sea-fcl', quote, currency: 'USD', receivedAt: NOW.toISOString() };
  return { sheet: sheetFromRate({ resultId: 1, request: {}, result, rate }, text), rate };
}

describe('the quote sheet of a sea rate', () => {
  it('has the sailing’s ports, every surcharge, the free time and the penalties', () => {
    const { sheet, rate } = seaSheet();
    expect(sheet.from).toMatch(/Valencia \(ESVLC\)/);
    expect(sheet.charges).toHaveLength(rate.surcharges.flatMap((g) => g.items).length);
    expect(sheet.freeTime.map((f) => f.charge)).toEqual(rate.conditions.map((c) => c.chargeType ?? 'Free time'));
    expect(sheet.penalties.length).toBeGreaterThan(0);
    expect(sheet.total.length).toBeGreaterThan(0);
  });
});

describe('the quote PDF', () => {
  it('is one page a reader extracts the carrier, route, price, validity and free time from', async () => {
    const { sheet } = seaSheet();
    const pdf = await quotePdf(sheet, plain, text, NOW);
    const read = await pdfText(pdf.bytes);
    expect(read.pages).toBe(1);
    const page = read.text[0]!;
    expect(page).toContain('Acme Forwarding S.L.');
    expect(page).toContain(sheet.carrier);
    expect(page).toContain(text.amounts(sheet.total));
    expect(page).toContain(`Valid until ${sheet.validUntil}`);
    expect(page).toContain('Demurrage');
    expect(page).toContain('FREE TIME');
  });

  it('prints place names beyond Latin-1 with its embedded font', async () => {
    const { sheet } = seaSheet();
    const pdf = await quotePdf(
      { ...sheet, from: 'İzmir (TRIZM), TR', to: 'Łódź, PL', notes: ['Москва · Γλυφάδα'] },
      plain,
      text,
      NOW,
    );
    const page = (await pdfText(pdf.bytes)).text[0]!;
    for (const name of ['İzmir', 'Łódź', 'Москва', 'Γλυφάδα']) expect(page).toContain(name);
  });

  it('keeps many surcharges on one page, the rest said as "and N more" with their sum', async () => {
    const { sheet } = seaSheet();
    const charges = Array.from({ length: 90 }, (_, i) => ({
      label: `Charge ${i + 1}`,
      detail: 'At origin',
      amount: { value: 1000, currency: 'EUR' },
    }));
    const pdf = await quotePdf({ ...sheet, charges }, plain, text, NOW);
    const read = await pdfText(pdf.bytes);
    expect(read.pages).toBe(1);
    const left = pdf.layout.leftOut.charges;
    expect(left).toBeGreaterThan(0);
    expect(pdf.layout.tableSize).toBe(7);
    expect(read.text[0]).toContain(
      `and ${left} more charges totalling ${text.money({ value: 1000 * left, currency: 'EUR' })}`,
    );
    expect(read.text[0]).toContain(`Charge ${90 - left}`);
    expect(read.text[0]).not.toContain(`Charge ${90 - left + 1} `);
  });

  it('draws the logo beside the company name, scaled into its box', async () => {
    const { sheet } = seaSheet();
    const logo = { mediaType: 'image/png' as const, bytes: tinyPng() };
    const pdf = await quotePdf(sheet, { companyName: 'Acme', logo }, text, NOW);
    const drawn = pdf.layout.steps.find((s) => s.kind === 'logo');
    expect(drawn).toMatchObject({ width: 2, height: 1 });
    const name = pdf.layout.steps.find((s) => s.kind === 'text' && s.text === 'Acme');
    expect(name && name.kind === 'text' && name.x).toBeGreaterThan(drawn!.x + drawn!.width);
  });
});

describe('the quote sheet of a saved quote', () => {
  it('has its carrier, total, charges and validity, and no route (the saved quote names no place)', async () => {
    const [quote] = savedQuoteListResponse.parse(fixture('saved-quotes.json'));
    const sheet = sheetFromQuote(quote!, text);
    expect(sheet.carrier).toBe(quote!.agency);
    expect(sheet.total).toEqual([quote!.totalPrice]);
    expect(sheet.charges).toHaveLength(quote!.surcharges.length);
    const page = (await pdfText((await quotePdf(sheet, plain, text, NOW)).bytes)).text[0]!;
    expect(page).not.toContain('FROM');
    expect(page).toContain(`Valid until ${sheet.validUntil}`);
  });
});

describe('a rate of every mode', () => {
  const modes = [
    ['boxes', 'terrestrial-quote.variants.json'],
    ['pallets', 'terrestrial-quote.variants.json'],
    ['sea-fcl', 'sea-fcl-quote.json'],
    ['sea-lcl', 'sea-lcl-quote.json'],
    ['air', 'air-quote.json'],
  ] as const;
  it.each(modes)('%s: one page with its carrier, places, price and validity', async (mode, file) => {
    const quote = operations[`rates.${mode}`].response.parse(fixture(file));
    const rate = quote.rates.find((r) => r.price !== null && r.expirationDate !== null) ?? quote.rates[0]!;
    const result = { mode, quote, currency: 'EUR', receivedAt: NOW.toISOString() } as KeptRating;
    const sheet = sheetFromRate({ resultId: 1, request: {}, result, rate }, text);
    expect(sheet.from).not.toBeNull();
    expect(sheet.to).not.toBeNull();
    const read = await pdfText((await quotePdf(sheet, plain, text, NOW)).bytes);
    expect(read.pages).toBe(1);
    expect(read.text[0]).toContain(sheet.carrier);
    expect(read.text[0]).toContain(sheet.from!.split(',')[0]!);
    if (sheet.total.length > 0) expect(read.text[0]).toContain(text.amounts(sheet.total));
    if (sheet.validUntil) expect(read.text[0]).toContain(`Valid until ${sheet.validUntil}`);
  });
});

describe('words on the sheet', () => {
  it('says the service’s free-time events in words', () => {
    expect(eventWords('GATE_OUT')).toBe('Gate out');
    expect(eventWords('DISCHARGE')).toBe('Discharge');
    expect(eventWords('GateIn')).toBe('Gate in');
  });
});

describe('what was rated', () => {
  it('says the goods and the load from the kept request', () => {
    expect(
      goodsText({
        goodsDescription: 'Machine spare parts',
        boxes: [
          { quantity: 2, weight: 12 },
          { quantity: 1, weight: 0.5 },
        ],
      }),
    ).toBe('Machine spare parts · 3 boxes, 24.5 kg');
    expect(goodsText({ containers: [{ quantity: 1, weight: 12000 }] })).toBe('1 container, 12000 kg');
    expect(goodsText({})).toBeNull();
    expect(goodsText(null)).toBeNull();
  });
});
