import { describe, expect, it } from 'vitest';
import { operations } from '@shared/api/operations';
import type { SeaRate } from '@shared/api/rating';
import type { KeptRating } from '@shared/ipc/channels/rating';
import { quotePdf } from '@main/services/quote-pdf/quote-pdf';
import type { CarrierSheet, QuoteSheet } from '@main/services/quote-pdf/quote-sheet';
import { customerSheet } from '@main/services/quote-pdf/customer-sheet';
import { DEFAULT_QUOTE_PDF, deskSettingsInput, type QuotePdfSettings } from '@shared/ipc/channels/settings';
import { useLanguageSource } from '@shared/i18n/desk-language';
import { goodsText, sheetFromRate } from '@main/services/quote-pdf/sheet-from-rate';
import { SheetFaces } from '@main/services/quote-pdf/sheet-faces';
import { PAGE } from '@main/services/quote-pdf/sheet-layout';
import { SheetText } from '@main/services/quote-pdf/sheet-text';
import { UnprintableText } from '@main/services/quote-pdf/unprintable-text';
import { fixture } from '../../../contract/fixtures';
import { charactersDrawnMissing, pdfText, pdfTextItems } from '../../../helpers/pdf-text';
import { tinyPng } from '../../../helpers/png';

const text = new SheetText('en-GB');
const NOW = new Date('2026-11-23T10:00:00Z');
const plain = { companyName: 'Acme Forwarding S.L.', logo: null };

/** A rate id as the service sends them: longer than the head's column at its size. */
const RATE_ID = '90b6f37b-1f0e-4c55-9d6a-ef5e7bda1234';

/** The PDF's options with the carrier named, as the layout tests below print it. */
const NAMED: QuotePdfSettings = { ...DEFAULT_QUOTE_PDF, nameCarrier: true };

/** A carrier's sheet sold at its own price (no margin): the layout's tests read the carrier's amounts back. */
const atBuy = (carrier: CarrierSheet, options: QuotePdfSettings = NAMED): QuoteSheet =>
  customerSheet(carrier, { sell: carrier.buy, customer: null, quoteNumber: null }, options, text);

function seaCarrierSheet(): { carrier: CarrierSheet; rate: SeaRate } {
  const quote = operations['rates.sea-fcl'].response.parse(fixture('sea-fcl-quote.json'));
  const found = quote.rates.find((r) => r.conditions.length > 0 && r.penalties.length > 0) as SeaRate;
  const rate = { ...found, id: RATE_ID };
  const result: KeptRating = { mode: 'sea-fcl', quote, currency: 'USD', receivedAt: NOW.toISOString() };
  return { carrier: sheetFromRate({ request: {}, result, rate }, text), rate };
}

function seaSheet(): { sheet: QuoteSheet; rate: SeaRate } {
  const { carrier, rate } = seaCarrierSheet();
  return { sheet: atBuy(carrier), rate };
}

/** DejaVu's descender, as a share of the type size: how far below its baseline a line's letters reach. */
const DESCENT = 0.24;

describe('the quote sheet of a sea rate', () => {
  it('has the sailing’s ports, every surcharge, the free time and the penalties', () => {
    const { sheet, rate } = seaSheet();
    expect(sheet.from).toMatch(/Valencia \(ESVLC\)/);
    expect(sheet.charges).toHaveLength(rate.surcharges.flatMap((g) => g.items).length);
    expect(sheet.freeTime.map((f) => f.charge)).toEqual(rate.conditions.map((c) => c.chargeType ?? 'Free time'));
    expect(sheet.penalties.length).toBeGreaterThan(0);
    expect(sheet.total.length).toBeGreaterThan(0);
  });

  it('names the container of each FCL charge that has one, with how many', () => {
    const { sheet } = seaSheet();
    const freight = sheet.charges.find((c) => c.label === 'Basic Ocean Freight');
    expect(freight?.detail).toBe('2 × DRY20 · Paid with the freight');
    expect(sheet.charges.find((c) => c.label === 'Bill of lading fee')?.detail).toBe('Paid with the freight');
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
    expect(page).toContain(sheet.headline);
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

describe('a quote PDF in the customer’s language', () => {
  it('says every word in Spanish and writes dates and amounts as Spain does, whatever the desk speaks', async () => {
    const spanish = new SheetText('es-ES', 'es');
    const quote = operations['rates.sea-fcl'].response.parse(fixture('sea-fcl-quote.json'));
    const rate = quote.rates.find((r) => r.conditions.length > 0 && r.penalties.length > 0) as SeaRate;
    const result: KeptRating = { mode: 'sea-fcl', quote, currency: 'USD', receivedAt: NOW.toISOString() };
    const request = { containers: [{ quantity: 2, weight: 12000 }] };
    const carrier = sheetFromRate({ request, result, rate }, spanish);
    const sale = { sell: carrier.buy, customer: 'Importaciones Acme', quoteNumber: 'Q-2026-0042' };
    const sheet = customerSheet(carrier, sale, { ...DEFAULT_QUOTE_PDF, charges: 'by-charge' }, spanish);
    const page = (await pdfText((await quotePdf(sheet, plain, spanish, NOW)).bytes)).text[0]!.replace(/\s+/g, ' ');
    for (const words of ['COTIZACIÓN', 'Emitida el 23 de noviembre de 2026', 'PRECIO TOTAL', 'Válida hasta el']) {
      expect(page).toContain(words);
    }
    expect(page).toContain('Cotización Q-2026-0042');
    expect(page).toContain('Indique Q-2026-0042 al reservar.');
    expect(page).toContain('2 contenedores, 24.000 kg');
    expect(page).toContain('TIEMPO LIBRE');
    expect(page).toContain('Demora');
    expect(page).toContain('IMPORTE');
    // Amounts as a Spanish reader writes them: thousands with a point, decimals with a comma, the currency after.
    const total = spanish.amounts(sheet.total).replace(/\s+/g, ' ');
    expect(total).toMatch(/^\d{1,3}(\.\d{3})*,\d{2} US\$/);
    expect(page).toContain(total);
    for (const english of ['QUOTATION', 'Valid until', 'TOTAL PRICE', 'FREE TIME', 'Issued', 'when you book']) {
      expect(page).not.toContain(english);
    }
  });
});

describe('the terms at the foot of a quote', () => {
  const englishTerms = 'Subject to space and equipment at booking. Duties and taxes not listed are not included.';
  const spanishTerms =
    'Sujeto a disponibilidad de espacio y equipo en el momento de la reserva. No incluye los aranceles ni los impuestos no indicados.';
  const termsOf = (options: QuotePdfSettings, sheetText: SheetText) => {
    const { carrier } = seaCarrierSheet();
    return customerSheet(carrier, { sell: carrier.buy, customer: null, quoteNumber: null }, options, sheetText).terms;
  };

  it('prints the standard terms in the PDF’s language when the desk set none, whatever the desk speaks', () => {
    useLanguageSource(() => 'es');
    try {
      expect(termsOf(DEFAULT_QUOTE_PDF, text)).toContain(englishTerms);
      expect(termsOf(DEFAULT_QUOTE_PDF, new SheetText('es-ES', 'es'))).toContain(spanishTerms);
    } finally {
      useLanguageSource(() => 'en');
    }
    expect(termsOf(DEFAULT_QUOTE_PDF, new SheetText('es-ES', 'es'))).toContain(spanishTerms);
  });

  it('prints the desk’s own terms as typed, and none when the desk cleared them', () => {
    const own = { ...DEFAULT_QUOTE_PDF, terms: 'Pago a 30 días.' };
    expect(termsOf(own, text)).toContain('Pago a 30 días.');
    expect(termsOf(own, text)).not.toContain(englishTerms);
    expect(termsOf({ ...DEFAULT_QUOTE_PDF, terms: ' ' }, new SheetText('es-ES', 'es'))).not.toContain(spanishTerms);
  });

  it('reads the standard terms as typed in either language, or saved by an older desk, as none of the desk’s own', () => {
    const saved = (terms: string | null) =>
      deskSettingsInput.parse({ quotePdf: { ...DEFAULT_QUOTE_PDF, terms } }).quotePdf.terms;
    expect(saved(englishTerms)).toBeNull();
    expect(saved(` ${spanishTerms}\n`)).toBeNull();
    expect(saved(null)).toBeNull();
    expect(saved('Pago a 30 días.')).toBe('Pago a 30 días.');
  });
});

describe('the quote PDF of what the service sent, whatever it sent', () => {
  it('prints the reference whole, wrapped after a hyphen where it must be', async () => {
    const { sheet } = seaSheet();
    const page = (await pdfText((await quotePdf(sheet, plain, text, NOW)).bytes)).text[0]!;
    // A reader reads the wrapped id's pieces one after the other.
    expect(page.replace(/-\s+/g, '-')).toContain(`Ref. ${RATE_ID}`);
    expect(page).not.toMatch(/Ref\.[^…]*…/);
  });

  it('prints an FCL charge line with its container', async () => {
    const { sheet } = seaSheet();
    const page = (await pdfText((await quotePdf(sheet, plain, text, NOW)).bytes)).text[0]!;
    expect(page).toContain('Basic Ocean Freight 2 × DRY20 · Paid with the freight US$800.00');
  });

  it('counts the penalties left out for room and never adds them up (they are alternatives)', async () => {
    const { sheet } = seaSheet();
    const penalties = Array.from({ length: 60 }, (_, i) => ({
      label: i % 2 === 0 ? `Amendment fee ${i}` : `Compensation ${i}`,
      detail: '20DRY',
      amount: { value: i % 2 === 0 ? 1500 : -2000, currency: 'USD' },
    }));
    const pdf = await quotePdf({ ...sheet, penalties }, plain, text, NOW);
    const page = (await pdfText(pdf.bytes)).text[0]!;
    const left = pdf.layout.leftOut.penalties;
    expect(left).toBeGreaterThan(0);
    expect(page).toContain(`… and ${left} more penalties`);
    expect(page).not.toMatch(/more penalties totalling/);
  });

  it('makes one page of a rate with 300 notes of 2,000-character words, the notes cut with an ellipsis', async () => {
    const { sheet } = seaSheet();
    const notes = Array.from({ length: 300 }, (_, i) => `${i}`.padEnd(2000, 'W'));
    const read = await pdfText((await quotePdf({ ...sheet, notes }, plain, text, NOW)).bytes);
    expect(read.pages).toBe(1);
    expect(read.text[0]).toContain('NOTES');
    expect(read.text[0]).toMatch(/WWWW…/);
  });

  it('keeps every line of a long company name, carrier and notes inside the margins, the footer above the bottom one', async () => {
    const { sheet } = seaSheet();
    const long = {
      ...sheet,
      headline: 'Mediterranean Shipping Company Container Line Services '.repeat(6),
      terms: 'Subject to space and equipment at booking; duties and taxes not listed are not included. '.repeat(4),
      notes: ['Subject to availability of equipment at the port of loading. '.repeat(20)],
    };
    const letterhead = { companyName: 'Acme International Freight Forwarding and Logistics '.repeat(5), logo: null };
    const pdf = await quotePdf(long, letterhead, text, NOW);
    const faces = await SheetFaces.load();
    for (const step of pdf.layout.steps) {
      if (step.kind !== 'text') continue;
      expect(step.x, step.text).toBeGreaterThanOrEqual(PAGE.margin - 0.01);
      expect(step.x + faces.width(step.text, step.size, step.bold), step.text).toBeLessThanOrEqual(
        PAGE.width - PAGE.margin + 0.01,
      );
      expect(step.y - DESCENT * step.size, step.text).toBeGreaterThanOrEqual(PAGE.margin);
    }
    const page = (await pdfText(pdf.bytes)).text[0]!;
    expect(page).toContain('Subject to space and equipment at booking');
  });

  it('prints control codes as spaces and no direction override, and keeps a broken code visible as U+FFFD', async () => {
    const { sheet } = seaSheet();
    const pdf = await quotePdf({ ...sheet, headline: 'Ocean\u0000Line\u202E Ltd', notes: ['Gate \uD800 closes'] }, plain, text, NOW);
    const page = (await pdfText(pdf.bytes)).text[0]!;
    expect(page).toContain('Ocean Line Ltd');
    expect(page).toContain('Gate \uFFFD closes');
    expect(await charactersDrawnMissing(pdf.bytes)).toEqual([]);
  });
});

describe('a quote PDF in Chinese, Arabic and Hebrew', () => {
  const intl = (sheet: QuoteSheet): QuoteSheet => ({
    ...sheet,
    headline: '中远海运集装箱运输',
    from: '上海港 (CNSHA), CN',
    to: 'دبي جبل علي (AEJEA), AE',
    notes: ['东京とうきょう · חיפה נמל'],
  });

  it('draws every character with a glyph of an embedded font, none as an empty box', async () => {
    const { sheet } = seaSheet();
    const pdf = await quotePdf(intl(sheet), { companyName: '深圳国际货运代理有限公司', logo: null }, text, NOW);
    const page = (await pdfText(pdf.bytes)).text[0]!;
    for (const name of ['中远海运集装箱运输', '上海港', 'دبي جبل علي', '深圳国际货运代理有限公司', '东京とうきょう', 'חיפה נמל'])
      expect(page).toContain(name);
    expect(await charactersDrawnMissing(pdf.bytes)).toEqual([]);
  });

  it('sets an Arabic name right to left before the Latin code that follows it', async () => {
    const { sheet } = seaSheet();
    const items = await pdfTextItems((await quotePdf(intl(sheet), plain, text, NOW)).bytes);
    const arabic = items.find((item) => item.text.includes('دبي جبل علي'));
    const code = items.find((item) => item.text.includes('(AEJEA), AE'));
    // Read as the reader reads it: the Arabic words in their own order, then the code, on its right.
    expect(arabic?.text.trim()).toBe('دبي جبل علي');
    expect(code!.x).toBeGreaterThan(arabic!.x);
    expect(code!.y).toBe(arabic!.y);
  });

  it('refuses a sheet with characters no font of the desk has, naming each and where it is', async () => {
    const { sheet } = seaSheet();
    const refused = quotePdf({ ...sheet, notes: ['Loading 🚢 at แหลมฉบัง'] }, plain, text, NOW);
    await expect(refused).rejects.toBeInstanceOf(UnprintableText);
    await expect(refused).rejects.toThrow(/"🚢" \(U\+1F6A2\) in the carrier's notes; "แ" \(U\+0E41\) in the carrier's notes/);
    await expect(refused).rejects.toThrow(/The desk prints Latin, .*Chinese/);
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
    const sheet = atBuy(sheetFromRate({ request: {}, result, rate }, text));
    expect(sheet.from).not.toBeNull();
    expect(sheet.to).not.toBeNull();
    const read = await pdfText((await quotePdf(sheet, plain, text, NOW)).bytes);
    expect(read.pages).toBe(1);
    expect(read.text[0]).toContain(sheet.headline);
    expect(read.text[0]).toContain(sheet.from!.split(',')[0]!);
    if (sheet.total.length > 0) expect(read.text[0]).toContain(text.amounts(sheet.total));
    if (sheet.validUntil) expect(read.text[0]).toContain(`Valid until ${sheet.validUntil}`);
  });
});

describe('words on the sheet', () => {
  it('says the service’s free-time charges and events in the label table’s words, never their codes', () => {
    const { sheet } = seaSheet();
    const events = sheet.freeTime.map((f) => f.startEvent);
    expect(events).toContain('Discharge from vessel');
    for (const event of events) expect(event).not.toMatch(/^[A-Z_]+$/);
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
      }, text),
    ).toBe('Machine spare parts · 3 boxes, 24.5 kg');
    expect(goodsText({ containers: [{ quantity: 1, weight: 12000 }] }, text)).toBe('1 container, 12,000 kg');
    expect(goodsText({ cargos: [{ weight: 100 }, { weight: 100 }, { weight: 100 }] }, text)).toBe('3 cargo lines, 300 kg');
    expect(goodsText({ cargos: [{ quantity: 4, weight: 10 }, { quantity: 1, weight: 5 }] }, text)).toBe(
      '2 cargo lines (5 pieces), 45 kg',
    );
    expect(goodsText({}, text)).toBeNull();
    expect(goodsText(null, text)).toBeNull();
  });
});

describe('the quote a customer gets', () => {
  /** 12 % on every currency of the carrier's all-in, rounded to the cent. */
  const marked = (buy: readonly { value: number; currency: string | null }[]) =>
    buy.map((m) => ({ value: m.value + Math.round((m.value * 12) / 100), currency: m.currency }));

  it('prints the sell price and the quote number, never the carrier’s price nor “prices as quoted by”', async () => {
    const { carrier } = seaCarrierSheet();
    const sell = marked(carrier.buy);
    const sheet = customerSheet(carrier, { sell, customer: 'Acme Imports Ltd', quoteNumber: 'Q-2026-0042' }, DEFAULT_QUOTE_PDF, text);
    const page = (await pdfText((await quotePdf(sheet, plain, text, NOW)).bytes)).text[0]!;
    expect(page).toContain('Acme Imports Ltd');
    expect(page).toContain('Quote Q-2026-0042');
    expect(page).toContain(text.amounts(sell));
    for (const amount of carrier.buy) expect(page).not.toContain(text.money(amount));
    for (const charge of carrier.charges) if (charge.amount) expect(sheet.charges).not.toContainEqual(charge);
    expect(page).not.toMatch(/as quoted by/i);
    expect(page).not.toContain(carrier.carrier);
    // Nor a vessel of the carrier's, which would name it as well.
    const vessels = carrier.facts.filter((f) => f.namesCarrier);
    expect(vessels.length).toBeGreaterThan(0);
    for (const fact of vessels) expect(page).not.toContain(fact.value.slice(0, 12));
  });

  it('spreads the sell total over the charges so each currency’s lines add up to it exactly', () => {
    const { carrier } = seaCarrierSheet();
    const sell = marked(carrier.buy);
    const sheet = customerSheet(carrier, { sell, customer: null, quoteNumber: null }, DEFAULT_QUOTE_PDF, text);
    expect(sheet.charges).toHaveLength(carrier.charges.length);
    for (const total of sell) {
      const lines = sheet.charges.flatMap((c) => (c.amount?.currency === total.currency ? [c.amount.value] : []));
      expect(lines.reduce((a, b) => a + b, 0)).toBe(total.value);
    }
  });

  it('prints the sell price as one line when the desk chose so, and names the carrier only when chosen', () => {
    const { carrier } = seaCarrierSheet();
    const sell = marked(carrier.buy);
    const oneLine = customerSheet(
      carrier,
      { sell, customer: 'Acme', quoteNumber: null },
      { ...DEFAULT_QUOTE_PDF, charges: 'one-line', nameCarrier: true },
      text,
    );
    expect(oneLine.charges.map((c) => c.amount)).toEqual(sell);
    expect(oneLine.headline).toBe('Acme');
    expect(oneLine.subline).toContain(carrier.carrier);
  });

  it('lists charges in currencies the sell price is not in as included, never at the carrier’s amounts', () => {
    const { carrier } = seaCarrierSheet();
    const sell = [{ value: 5_000_00, currency: 'GBP' }];
    const sheet = customerSheet(carrier, { sell, customer: null, quoteNumber: null }, DEFAULT_QUOTE_PDF, text);
    expect(sheet.charges.map((c) => [c.label, c.detail])).toEqual(carrier.charges.map((c) => [c.label, c.detail]));
    expect(sheet.charges.every((c) => c.amount === null)).toBe(true);
    expect(sheet.total).toEqual(sell);
  });
});
