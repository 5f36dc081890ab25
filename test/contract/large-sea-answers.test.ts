import { describe, expect, it } from 'vitest';
import { describeIssues } from '@shared/api/issues';
import { seaQuoteResponse } from '@shared/api/rating';
import { fixture } from './fixtures';

/*
 * The largest sea ratings hold hundreds of surcharge items per rate, and the
 * sea schemas parse them on a fast path (compiled on first use). These
 * answers must read exactly like small ones: every item, the same totals,
 * the same value on every parse, and a problem deep inside named exactly.
 */

type Json = Record<string, unknown>;

const ITEMS_PER_GROUP = 150;
const RATES = 6;

function item(rate: number, index: number, currency: string | null): Json {
  return {
    quantity: (index % 4) + 1,
    basis: 'PER_CONTAINER',
    type: 'Freight',
    chargeCode: `C${index}`,
    description: `Charge ${rate}-${index}`,
    value: 1000 + rate * 10 + index,
    currency,
    containerSizeType: 'DRY20',
  };
}

/** The FCL fixture's first rate, six times, each with three groups of 150 items in two currencies. */
function largeFclAnswer(): Json {
  const quote = fixture<Json & { rates: Json[] }>('sea-fcl-quote.json');
  const model = quote.rates[0] as Json;
  const group = (rate: number, offset: number) =>
    Array.from({ length: ITEMS_PER_GROUP }, (_, i) => item(rate, offset + i, i % 3 === 0 ? 'EUR' : 'USD'));
  return {
    ...quote,
    rates: Array.from({ length: RATES }, (_, r) => ({
      ...structuredClone(model),
      id: `r-large-${r}`,
      surchages: {
        surchargesPerFreight: group(r, 0),
        surchargesAtOrigin: group(r, 1000),
        surchargesAtDestination: group(r, 2000),
      },
    })),
  };
}

/** The LCL fixture's first rate, twice, with five per-container groups of 150 items (no currency). */
function largeLclAnswer(): Json {
  const quote = fixture<Json & { rates: Json[] }>('sea-lcl-quote.json');
  const model = quote.rates[0] as Json;
  return {
    ...quote,
    rates: Array.from({ length: 2 }, (_, r) => ({
      ...structuredClone(model),
      id: `r-lcl-${r}`,
      surchages: {
        surchargePerDocs: [],
        surchargesPerContainer: Array.from({ length: 5 }, (_, c) => ({
          containerSizeType: `${c}0DRY`,
          surcharges: Array.from({ length: ITEMS_PER_GROUP }, (_, i) => {
            const { description, currency: _none, ...rest } = item(r, c * 1000 + i, null);
            return { ...rest, chargeDescription: description };
          }),
        })),
      },
    })),
  };
}

function problemsOf(answer: unknown) {
  const result = seaQuoteResponse.safeParse(answer);
  expect(result.success).toBe(false);
  return result.success ? [] : describeIssues(result.error);
}

describe('large FCL answer', () => {
  it('reads every surcharge item, with its total and the totals per currency', () => {
    const quote = seaQuoteResponse.parse(largeFclAnswer());
    expect(quote.rates).toHaveLength(RATES);
    for (const rate of quote.rates) {
      expect(rate.surcharges.map((g) => [g.group, g.items.length])).toEqual([
        ['perFreight', ITEMS_PER_GROUP],
        ['atOrigin', ITEMS_PER_GROUP],
        ['atDestination', ITEMS_PER_GROUP],
      ]);
      const sums = new Map<string | null, number>();
      for (const group of rate.surcharges) {
        for (const charge of group.items) {
          expect(charge.total).toEqual({
            value: (charge.value?.value ?? 0) * (charge.quantity ?? 1),
            currency: charge.value?.currency,
          });
          const currency = charge.total?.currency ?? null;
          sums.set(currency, (sums.get(currency) ?? 0) + (charge.total?.value ?? 0));
        }
      }
      expect(rate.surchargeTotals).toEqual([...sums].map(([currency, value]) => ({ value, currency })));
    }
    const first = quote.rates[0]?.surcharges[1]?.items[3];
    expect(first).toEqual({
      quantity: 4,
      basis: 'PER_CONTAINER',
      type: 'Freight',
      chargeCode: 'C1003',
      containerSizeType: 'DRY20',
      description: 'Charge 0-1003',
      value: { value: 2003, currency: 'EUR' },
      total: { value: 8012, currency: 'EUR' },
    });
  });

  it('gives the same value on every parse and leaves the decoded answer as it was', () => {
    const answer = largeFclAnswer();
    const untouched = structuredClone(answer);
    const first = seaQuoteResponse.parse(answer);
    const second = seaQuoteResponse.parse(answer);
    expect(second).toEqual(first);
    expect(answer).toEqual(untouched);
  });

  it('names the one wrong value deep inside, and reads the next good answer as before', () => {
    const good = seaQuoteResponse.parse(largeFclAnswer());
    const bad = largeFclAnswer() as { rates: { surchages: { surchargesAtOrigin: Json[] } }[] };
    (bad.rates[4]?.surchages.surchargesAtOrigin[120] as Json).value = 12.5;
    expect(problemsOf(bad)).toEqual([
      {
        path: '$.rates[4].surchages.surchargesAtOrigin[120].value',
        message: 'expected an amount: an integer Long in minor units or a Money object {value, currency}',
      },
    ]);
    expect(seaQuoteResponse.parse(largeFclAnswer())).toEqual(good);
  });

  it('names a wrong penalty amount inside a large answer', () => {
    const bad = largeFclAnswer() as { rates: { penalties: { charges: { price: Json }[] }[] }[] };
    (bad.rates[2]?.penalties[0]?.charges[1] as { price: Json }).price = { value: '15.00', currency: 'USD' };
    expect(problemsOf(bad).map((p) => p.path)).toEqual(['$.rates[2].penalties[0].charges[1].price.value']);
  });

  it('names a condition price that is neither a Long nor a Money object, with the amount message', () => {
    const bad = largeFclAnswer() as { rates: { conditions: { price: unknown }[] }[] };
    (bad.rates[3]?.conditions[0] as { price: unknown }).price = '75.00';
    expect(problemsOf(bad)).toEqual([
      {
        path: '$.rates[3].conditions[0].price',
        message: 'expected an amount: an integer Long in minor units or a Money object {value, currency}',
      },
    ]);
  });
});

describe('large LCL answer', () => {
  it('reads every per-container group, with chargeDescription as description and no currency', () => {
    const quote = seaQuoteResponse.parse(largeLclAnswer());
    const groups = quote.rates[1]?.surcharges ?? [];
    expect(groups.map((g) => [g.group, g.containerSizeType, g.items.length])).toEqual([
      ['perDoc', null, 0],
      ['perContainer', '00DRY', ITEMS_PER_GROUP],
      ['perContainer', '10DRY', ITEMS_PER_GROUP],
      ['perContainer', '20DRY', ITEMS_PER_GROUP],
      ['perContainer', '30DRY', ITEMS_PER_GROUP],
      ['perContainer', '40DRY', ITEMS_PER_GROUP],
    ]);
    expect(groups[3]?.items[7]).toEqual({
      quantity: 4,
      basis: 'PER_CONTAINER',
      type: 'Freight',
      chargeCode: 'C2007',
      containerSizeType: 'DRY20',
      description: 'Charge 1-2007',
      value: { value: 3017, currency: null },
      total: { value: 12068, currency: null },
    });
    expect(groups[3]?.items[7]).not.toHaveProperty('chargeDescription');
  });

  it('names the one wrong item deep inside a per-container group', () => {
    const bad = largeLclAnswer() as { rates: { surchages: { surchargesPerContainer: { surcharges: Json[] }[] } }[] };
    (bad.rates[1]?.surchages.surchargesPerContainer[3]?.surcharges[99] as Json).quantity = '2';
    expect(problemsOf(bad).map((p) => p.path)).toEqual([
      '$.rates[1].surchages.surchargesPerContainer[3].surcharges[99].quantity',
    ]);
  });
});
