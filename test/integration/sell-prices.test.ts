import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Customer } from '@shared/domain/customers';
import type { MarginRule } from '@shared/domain/margin-rules';
import type { Money } from '@shared/domain/money';
import { formatMoney } from '@shared/domain/money';
import type { PricedQuote, ShipmentSell } from '@shared/domain/priced-quotes';
import type { SavedFile } from '@shared/ipc/channels/files';
import type { QuoteSaved } from '@shared/ipc/channels/quotes';
import type { AppCore } from '@main/app-core';
import { ManualClock } from '@harness/manual-clock';
import { createAppCoreAtTestMoment } from '../helpers/app-core-at-test-moment';
import { memoryKeychain } from '../helpers/memory-keychain';
import { pdfText } from '../helpers/pdf-text';
import { savingDesktop } from '../helpers/saving-desktop';
import { TEST_NOW } from '../helpers/test-clock';
import { failureOf, statusWhen, syncIdle, value } from './helpers/core';
import { bookingBody, boxRatingBody } from './helpers/flows';

/**
 * Quotes sold at a margin, through the router as the window asks: a rule and
 * a customer kept in the store, a rate saved at its sell price with the
 * desk's own number, its PDF showing the sell price and never the buy price,
 * a later rule change that changes no saved quote, a booking that keeps the
 * sell price with its shipment, and the quotes report.
 */
let core: AppCore;
let dataDir: string;
let saved: Map<string, Buffer>;
let acme: Customer;
let rule: MarginRule;

type Rates = { quote: { rates: Array<{ id: string; price: Money | null }> } };

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'fd-sell-'));
  const saving = savingDesktop(dataDir);
  saved = saving.saved;
  core = await createAppCoreAtTestMoment({
    dataDir,
    keychain: memoryKeychain(),
    desktop: saving.desktop,
    sandbox: { demoHistory: false, seedShipments: 0 },
    // Main's clock too: the quote's number takes its year from it, the report its day.
    session: { clock: new ManualClock(TEST_NOW) },
  });
  await statusWhen(core, (s) => s.state === 'connected');
  await syncIdle(core);
  acme = await value<Customer>(core, 'pricing.saveCustomer', { name: 'Acme Imports Ltd', defaultMarginBp: 500 });
  rule = await value<MarginRule>(core, 'pricing.saveRule', {
    name: 'Boxes for Acme',
    scope: { customerId: acme.id, mode: 'boxes' },
    percentBp: 1200,
    currency: 'EUR',
    minimum: 25_00,
  });
});
afterAll(async () => {
  await core?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const margin = (buy: number) => Math.max(Math.round((buy * 12) / 100), 25_00);

describe('a quote sold at a margin', () => {
  let quote: PricedQuote;
  let buy: number;

  it('is saved with its buy, margin and sell, the rule, the customer and the desk’s number', async () => {
    const rating = await value<Rates>(core, 'rating.rate', { mode: 'boxes', request: boxRatingBody() });
    const rate = rating.quote.rates.find((r) => r.price !== null)!;
    buy = rate.price!.value;
    const sell = [{ value: buy + margin(buy), currency: 'EUR' }];
    const result = await value<QuoteSaved>(core, 'quotes.save', {
      type: 'boxes',
      rateId: rate.id,
      sale: { customerId: acme.id },
      shownSell: sell,
    });
    expect(result.success).toBe(true);
    quote = result.priced!;
    expect(quote.quoteNumber).toBe(`Q-${new Date(TEST_NOW).getUTCFullYear()}-0001`);
    expect(quote.savedAt).toBe(new Date(TEST_NOW).toISOString());
    expect(quote.customer).toEqual({ id: acme.id, name: 'Acme Imports Ltd' });
    expect(quote.pricing).toMatchObject({
      buy: [{ value: buy, currency: 'EUR' }],
      margin: [{ value: margin(buy), currency: 'EUR' }],
      sell,
      rule: { id: rule.id, name: 'Boxes for Acme', level: 'customer' },
    });
    expect(quote.from).toContain('Barcelona');
    expect(quote.serviceQuoteId).not.toBeNull();
  });

  it('is refused, unsaved, when the sell price shown is not the one the rules give now', async () => {
    const rating = await value<Rates>(core, 'rating.rate', { mode: 'boxes', request: boxRatingBody() });
    const rate = rating.quote.rates.find((r) => r.price !== null)!;
    const refused = await failureOf(core, 'quotes.save', {
      type: 'boxes',
      rateId: rate.id,
      sale: { customerId: acme.id },
      shownSell: [{ value: rate.price!.value, currency: 'EUR' }],
    });
    expect(refused.message).toContain('look at the sell price again');
    expect((await value<PricedQuote[]>(core, 'quotes.priced')).map((q) => q.rateId)).not.toContain(rate.id);
  });

  it('prints its sell price in its PDF from Quotes, never the buy price, and keeps it after the rule changes', async () => {
    await value(core, 'pricing.saveRule', { ...rule, percentBp: 3000, minimum: null });
    const [again] = await value<PricedQuote[]>(core, 'quotes.priced');
    expect(again).toEqual(quote);
    const file = await value<SavedFile>(core, 'quotes.pdf', { quoteId: quote.serviceQuoteId, locale: 'en-GB' });
    const page = (await pdfText(saved.get(file.fileName)!)).text[0]!;
    expect(file.fileName).toMatch(/^quote Q-\d{4}-0001 Acme Imports Ltd \d{4}-\d{2}-\d{2}\.pdf$/);
    expect(page).toContain(formatMoney(quote.pricing.sell[0]!, 'en-GB'));
    expect(page).not.toContain(formatMoney({ value: buy, currency: 'EUR' }, 'en-GB'));
    expect(page).toContain('Acme Imports Ltd');
    expect(page).toContain(`Quote ${quote.quoteNumber}`);
    // The PDF thread's first start reads its fonts: slow on a busy machine, which is no failure of this test.
  }, 60_000);

  it('keeps its sell price with the shipment booked from it', async () => {
    const listed = await value<{ value: Array<{ quoteId: string; shipmentId?: string }> }>(core, 'quotes.list');
    const item = listed.value.find((q) => q.quoteId === quote.serviceQuoteId)!;
    const booked = await value<{ shipmentId: string; shipmentCode: string }>(core, 'booking.book', {
      mode: 'boxes',
      request: bookingBody(item.shipmentId ?? item.quoteId),
    });
    const sells = await value<ShipmentSell[]>(core, 'pricing.sells');
    expect(sells).toEqual([
      expect.objectContaining({
        shipmentId: booked.shipmentId,
        quoteNumber: quote.quoteNumber,
        customerName: 'Acme Imports Ltd',
        sell: quote.pricing.sell,
        margin: quote.pricing.margin,
      }),
    ]);
  });

  it('is in the quotes report of its period, per quote as CSV and per customer as XLSX', async () => {
    const day = new Date(TEST_NOW).toISOString().slice(0, 10);
    const csv = await value<SavedFile>(core, 'quotes.report', { format: 'csv', kind: 'quotes', from: day, to: day });
    const lines = saved.get(csv.fileName)!.toString('utf8').slice(1).trim().split('\r\n');
    expect(lines[0]).toBe(
      'Quote,Saved,Customer,Mode,Carrier,From,To,Buy EUR,Margin EUR,Sell EUR,Margin rule,Valid until',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(quote.quoteNumber);
    expect(lines[1]).toContain(`,${(buy / 100).toFixed(2)},${(margin(buy) / 100).toFixed(2)},`);

    const xlsx = await value<SavedFile>(core, 'quotes.report', {
      format: 'xlsx',
      kind: 'customers',
      from: day,
      to: day,
      customerId: acme.id,
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(saved.get(xlsx.fileName)! as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Customers')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Customer', 'Quotes', 'Sell EUR', 'Margin EUR']);
    expect(sheet.getRow(2).values).toEqual([
      undefined,
      'Acme Imports Ltd',
      1,
      quote.pricing.sell[0]!.value / 100,
      margin(buy) / 100,
    ]);
  });
});

describe('customers and rules', () => {
  it('imports customers from CSV, all or nothing, each problem on its line', async () => {
    const refused = await core.invoke('pricing.importCustomers', {
      csv: 'name,contact,default margin %\nBeta BV,anna@beta.example,10\n,nobody,5\nGamma,,abc\n',
    });
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.error.message).toContain('Nothing was imported: the file has 2 problems');
    expect(refused.error.details).toEqual({
      problems: [
        { line: 3, message: 'the name is empty' },
        { line: 4, message: 'the default margin "abc" is not a percentage such as 12.5 (0 to 1000)' },
      ],
    });
    expect((await value<Customer[]>(core, 'pricing.customers', {})).map((c) => c.name)).toEqual(['Acme Imports Ltd']);

    const done = await value(core, 'pricing.importCustomers', {
      csv: '\uFEFFname;default margin %;notes\n"Beta; BV";10,5;"Pays in\n30 days"\nacme imports ltd;7;\n',
    });
    expect(done).toEqual({ added: 1, updated: 1 });
    const customers = await value<Customer[]>(core, 'pricing.customers', { search: 'beta' });
    expect(customers).toEqual([
      expect.objectContaining({ name: 'Beta; BV', defaultMarginBp: 1050, notes: 'Pays in\n30 days' }),
    ]);
  });

  it('refuses a rule that cannot price: an amount without a currency, per container outside Sea FCL', async () => {
    const refused = await failureOf(core, 'pricing.saveRule', {
      name: 'Bad',
      scope: { mode: 'boxes' },
      percentBp: 0,
      fixed: { amount: 10_00, per: 'container' },
    });
    expect(refused.code).toBe('validation');
    expect(refused.message).toMatch(/currency|container/);
  });

  it('refuses to delete a customer a rule is for', async () => {
    const refused = await failureOf(core, 'pricing.deleteCustomer', { id: acme.id });
    expect(refused.message).toContain('“Boxes for Acme”');
  });
});
