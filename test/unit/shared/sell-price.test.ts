import { describe, expect, it } from 'vitest';
import { minorUnitDigits, roundHalfUp, roundingStep } from '@shared/domain/currency-digits';
import { ANY_RATE, chooseRule, type MarginRule, type RuleScope } from '@shared/domain/margin-rules';
import type { Money } from '@shared/domain/money';
import { pricedShipmentOf, type PricedShipment } from '@shared/domain/priced-shipment';
import {
  exchangeRateText,
  parseExchangeRate,
  sellPriceOf,
  type ExchangeRate,
  type MarginOverride,
} from '@shared/domain/sell-price';
import { allocate, spreadSell } from '@shared/domain/sell-spread';

const eur = (value: number): Money => ({ value, currency: 'EUR' });
const usd = (value: number): Money => ({ value, currency: 'USD' });
const jpy = (value: number): Money => ({ value, currency: 'JPY' });

const fcl: PricedShipment = pricedShipmentOf('sea-fcl', {
  originUnLocCode: 'ESVLC',
  destinationUnLocCode: 'CNSHA',
  containers: [
    { quantity: 2, weight: 10_000, type: 'DRY40' },
    { quantity: 1, weight: 5_500.5, type: 'DRY20' },
  ],
});
const maersk = { names: ['Maersk Line', 'MAEU'] };

let nextId = 1;
function rule(scope: Partial<RuleScope>, terms: Partial<MarginRule> = {}): MarginRule {
  const id = terms.id ?? nextId++;
  return {
    id,
    name: terms.name ?? `rule ${id}`,
    scope: { ...ANY_RATE, ...scope },
    percentBp: terms.percentBp ?? 1000,
    currency: terms.currency ?? null,
    fixed: terms.fixed ?? null,
    minimum: terms.minimum ?? null,
  };
}

function priced(
  buy: readonly Money[],
  r: MarginRule | null,
  options: { override?: MarginOverride; rates?: ExchangeRate[]; shipment?: PricedShipment } = {},
) {
  return sellPriceOf(buy, {
    choice: { rule: r ? { ...r, level: 'mode' } : null, why: '' },
    override: options.override ?? null,
    exchangeRates: options.rates ?? [],
    shipment: options.shipment ?? fcl,
  });
}

describe('the facts of a rating request', () => {
  it('reads a sea FCL lane, its countries from the UN/LOCODEs, its containers and kilograms', () => {
    expect(fcl).toEqual({
      mode: 'sea-fcl',
      originPort: 'ESVLC',
      destinationPort: 'CNSHA',
      originCountry: 'ES',
      destinationCountry: 'CN',
      containers: 3,
      kilograms: 25_500.5,
    });
  });

  it('reads a road lane’s countries from its addresses, and no ports', () => {
    const boxes = pricedShipmentOf('boxes', {
      origin: { country: 'es' },
      destination: { country: 'FR' },
      boxes: [{ quantity: 2, weight: 12.5 }],
    });
    expect(boxes).toMatchObject({ originPort: null, originCountry: 'ES', destinationCountry: 'FR', containers: null });
    expect(boxes.kilograms).toBe(25);
  });
});

describe('which rule prices a rate', () => {
  const desk = rule({}, { name: 'Desk default' });
  const seaFcl = rule({ mode: 'sea-fcl' }, { name: 'Sea FCL' });
  const carrier = rule({ carrier: 'maersk line' }, { name: 'Maersk' });
  const country = rule({ originCountry: 'ES', destinationCountry: 'CN' }, { name: 'Spain to China' });
  const port = rule({ originPort: 'ESVLC' }, { name: 'From Valencia' });
  const acme = rule({ customerId: 7 }, { name: 'Acme' });
  const all = [desk, seaFcl, carrier, country, port, acme];
  const customer = { id: 7, name: 'Acme', defaultMarginBp: null };

  it('takes the customer’s rule, then a lane by port, by country, a carrier, a mode, the desk’s default', () => {
    const names = (rules: MarginRule[], who = customer) => chooseRule(rules, who, fcl, maersk).rule?.name;
    expect(names(all)).toBe('Acme');
    expect(names(all, { id: 8, name: 'Other', defaultMarginBp: null })).toBe('From Valencia');
    expect(names([desk, seaFcl, carrier, country])).toBe('Spain to China');
    expect(names([desk, seaFcl, carrier])).toBe('Maersk');
    expect(names([desk, seaFcl])).toBe('Sea FCL');
    expect(names([desk])).toBe('Desk default');
    expect(chooseRule([], null, fcl, maersk)).toEqual({
      rule: null,
      why: 'No margin rule matches this rate: it sells at its buy price.',
    });
  });

  it('says which rule applied and at what level', () => {
    const choice = chooseRule([desk, seaFcl], null, fcl, maersk);
    expect(choice.rule).toMatchObject({ name: 'Sea FCL', level: 'mode', id: seaFcl.id });
    expect(choice.why).toBe('“Sea FCL” applies: a mode rule, the most specific of 2 that match.');
  });

  it('leaves out rules for another mode, carrier, lane or customer', () => {
    const rules = [
      rule({ mode: 'air' }),
      rule({ carrier: 'MSC' }),
      rule({ destinationPort: 'NLRTM' }),
      rule({ customerId: 9 }),
    ];
    expect(chooseRule(rules, customer, fcl, maersk).rule).toBeNull();
  });

  it('matches a carrier by its code too', () => {
    expect(chooseRule([rule({ carrier: 'maeu' }, { name: 'By code' })], null, fcl, maersk).rule?.name).toBe('By code');
  });

  it('breaks a tie the same way every time: the older rule, and says so', () => {
    const older = rule({ mode: 'sea-fcl' }, { id: 100, name: 'Older' });
    const newer = rule({ mode: 'sea-fcl' }, { id: 101, name: 'Newer' });
    for (const order of [
      [older, newer],
      [newer, older],
    ]) {
      const choice = chooseRule(order, null, fcl, maersk);
      expect(choice.rule?.name).toBe('Older');
      expect(choice.why).toContain('as specific as “Newer” and wins as the older rule');
    }
  });

  it('counts a customer’s default margin as the customer’s rule, after one written for the customer', () => {
    const withDefault = { id: 7, name: 'Acme', defaultMarginBp: 1500 };
    expect(chooseRule([seaFcl, port], withDefault, fcl, maersk).rule).toMatchObject({
      id: null,
      name: 'Acme’s default margin',
      level: 'customer',
      percentBp: 1500,
    });
    const written = chooseRule([acme, seaFcl], withDefault, fcl, maersk);
    expect(written.rule?.name).toBe('Acme');
    expect(written.why).toContain('wins as a rule you wrote over a default margin');
  });
});

describe('rounding to the minor unit of each currency', () => {
  it('knows the currencies without cents and with three decimals', () => {
    expect([minorUnitDigits('EUR'), minorUnitDigits('JPY'), minorUnitDigits('KWD'), minorUnitDigits(null)]).toEqual([
      2, 0, 3, 2,
    ]);
    expect([roundingStep('EUR'), roundingStep('jpy'), roundingStep('KWD')]).toEqual([1, 100, 1]);
  });

  it('rounds a half up (away from zero), never through a float', () => {
    expect(roundHalfUp(5n, 10n, 1)).toBe(1);
    expect(roundHalfUp(4n, 10n, 1)).toBe(0);
    expect(roundHalfUp(-5n, 10n, 1)).toBe(-1);
    expect(roundHalfUp(15_000n, 100n, 100)).toBe(200);
    expect(roundHalfUp(14_999n, 100n, 100)).toBe(100);
    expect(roundHalfUp(9_007_199_254_740_993n * 1200n, 10_000n, 1)).toBe(1_080_863_910_568_919);
  });

  it('rounds 12 % of each amount to its currency’s unit: cents for EUR, whole yen for JPY', () => {
    const price = priced([eur(10_04), jpy(1_234_00)], rule({}, { percentBp: 1200 }));
    // 12 % of €10.04 is €1.2048, of ¥1,234 is ¥148.08.
    expect(price.margin).toEqual([eur(1_20), jpy(148_00)]);
    expect(price.sell).toEqual([eur(11_24), jpy(1_382_00)]);
  });

  it('rounds an exact half up: 12.5 % of €0.04 is €0.01, 10 % of ¥5 is ¥1', () => {
    expect(priced([eur(4)], rule({}, { percentBp: 1250 })).margin).toEqual([eur(1)]);
    expect(priced([jpy(5_00)], rule({}, { percentBp: 1000 })).margin).toEqual([jpy(1_00)]);
  });
});

describe('the margin of a rule', () => {
  const twelveMin25 = rule({ mode: 'sea-fcl' }, { percentBp: 1200, currency: 'EUR', minimum: 25_00 });

  it('is 12 % of the buy price when that is above the minimum', () => {
    const price = priced([eur(500_00)], twelveMin25);
    expect(price.margin).toEqual([eur(60_00)]);
    expect(price.sell).toEqual([eur(560_00)]);
    expect(price.parts).toEqual([{ kind: 'percent', bp: 1200, of: eur(500_00), amount: eur(60_00) }]);
  });

  it('is the minimum when 12 % is less, and says by how much it was raised', () => {
    const price = priced([eur(100_00)], twelveMin25);
    expect(price.margin).toEqual([eur(25_00)]);
    expect(price.sell).toEqual([eur(125_00)]);
    expect(price.parts.at(-1)).toEqual({ kind: 'minimum', minimum: eur(25_00), raisedBy: eur(13_00) });
  });

  it('applies the minimum to the amount in its currency, and the percentage to every currency', () => {
    const price = priced([usd(2_000_00), eur(100_00)], twelveMin25);
    expect(price.margin).toEqual([usd(240_00), eur(25_00)]);
    expect(price.sell).toEqual([usd(2_240_00), eur(125_00)]);
  });

  it('is unknown for a rate without an amount in the rule’s currency, unless a rate of exchange is given', () => {
    const unknown = priced([usd(100_00)], twelveMin25);
    expect(unknown.margin).toBeNull();
    expect(unknown.sell).toBeNull();
    expect(unknown.unknown).toContain('The rule’s amounts are in EUR and this rate is in USD');

    const rate = { from: 'EUR', to: 'USD', perMillion: 1_100_000 };
    const known = priced([usd(100_00)], twelveMin25, { rates: [rate] });
    // €25 at 1.10 is US$27.50, above 12 % of US$100.
    expect(known.margin).toEqual([usd(27_50)]);
    expect(known.exchange).toEqual(rate);
    expect(known.parts).toContainEqual({ kind: 'exchange', rate });
  });

  it('adds a fixed amount per shipment, per container and per kilogram', () => {
    const perShipment = rule({}, { percentBp: 0, currency: 'EUR', fixed: { amount: 50_00, per: 'shipment' } });
    expect(priced([eur(1_000_00)], perShipment).margin).toEqual([eur(50_00)]);
    const perContainer = rule({}, { percentBp: 0, currency: 'EUR', fixed: { amount: 40_00, per: 'container' } });
    expect(priced([eur(1_000_00)], perContainer).margin).toEqual([eur(120_00)]);
    // 25,500.5 kg at €0.03: €765.015, rounded half-up to €765.02.
    const perKg = rule({}, { percentBp: 0, currency: 'EUR', fixed: { amount: 3, per: 'kg' } });
    expect(priced([eur(1_000_00)], perKg).margin).toEqual([eur(765_02)]);
  });

  it('says so when a count the rule needs is not there', () => {
    const perContainer = rule({}, { percentBp: 0, currency: 'EUR', fixed: { amount: 40_00, per: 'container' } });
    const boxes = pricedShipmentOf('boxes', { boxes: [{ quantity: 1, weight: 3 }] });
    expect(priced([eur(100_00)], perContainer, { shipment: boxes }).unknown).toContain('no containers');
  });

  it('is the one set by hand when the operator overrides it, as a percentage or an amount', () => {
    const percent = priced([eur(200_00)], twelveMin25, { override: { kind: 'percent', bp: 500 } });
    expect(percent.margin).toEqual([eur(10_00)]);
    const amount = priced([usd(2_000_00), eur(100_00)], twelveMin25, {
      override: { kind: 'amount', amount: usd(150_00) },
    });
    expect(amount.margin).toEqual([usd(150_00), eur(0)]);
    expect(amount.sell).toEqual([usd(2_150_00), eur(100_00)]);
  });

  it('sells at the buy price when no rule applies', () => {
    expect(priced([eur(99_99)], null).sell).toEqual([eur(99_99)]);
  });
});

describe('rates of exchange typed by the operator', () => {
  it('reads up to six decimals exactly, and nothing else', () => {
    expect(parseExchangeRate('1.085')).toBe(1_085_000);
    expect(parseExchangeRate('1,0850')).toBe(1_085_000);
    expect(parseExchangeRate('158')).toBe(158_000_000);
    for (const bad of ['', '0', '1.1234567', '-1', 'abc', '1.2.3']) expect(parseExchangeRate(bad)).toBeNull();
    expect(exchangeRateText(1_085_000)).toBe('1.085');
    expect(exchangeRateText(158_000_000)).toBe('158');
  });
});

describe('a sell total spread over the charge lines', () => {
  it('gives each line its share and the leftover units to the largest remainders, summing exactly', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(1000, [333, 333, 334])).toEqual([333, 333, 334]);
    const shares = allocate(1_234_57, [17_00, 250_00, 3_33, 900_01]);
    expect(shares?.reduce((a, b) => a + b, 0)).toBe(1_234_57);
  });

  it('keeps whole yen when the total is in whole yen', () => {
    const shares = allocate(1_000_00, [1, 1, 1], 100);
    expect(shares).toEqual([334_00, 333_00, 333_00]);
  });

  it('cannot share among lines below zero or adding to nothing', () => {
    expect(allocate(100, [50, -10])).toBeNull();
    expect(allocate(100, [0, 0])).toBeNull();
  });

  it('spreads each currency’s sell total over that currency’s lines; a line without an amount stays one', () => {
    const lines = [usd(1_000_00), eur(80_00), null, usd(500_00), eur(20_00)];
    const spread = spreadSell(lines, [usd(1_680_00), eur(112_00)]);
    expect(spread).toEqual([usd(1_120_00), eur(89_60), null, usd(560_00), eur(22_40)]);
  });

  it('gives up (one line instead) when a currency of the lines has no sell total', () => {
    expect(spreadSell([usd(10_00), eur(5_00)], [usd(12_00)])).toBeNull();
  });
});
