import { operations } from '@shared/api/operations';
import type { SeaRate } from '@shared/api/rating';
import type { KeptRating } from '@shared/ipc/channels/rating';

/** What a hostile rate holds: how many carrier notes, and how long the one word of each is. */
export interface HostileShape {
  readonly notes: number;
  readonly wordLength: number;
  /** Surcharge items added to its freight group. */
  readonly charges?: number;
}

/**
 * A sea FCL rating as a service could send it, its one rate made hostile:
 * carrier notes of one long word each (no space to break at), as many
 * surcharges as asked, a carrier name of 5,000 characters. Built from a sea
 * FCL answer (`payload`, test/fixtures/payloads/sea-fcl-quote.json), checked
 * by the operation's schema as main checks the service's answer.
 */
export function hostileSeaRating(
  payload: unknown,
  receivedAt: string,
  shape: HostileShape,
): { readonly request: unknown; readonly result: KeptRating; readonly rateId: string } {
  const quote = operations['rates.sea-fcl'].response.parse(payload);
  const base = quote.rates.find((r) => r.penalties.length > 0) ?? quote.rates[0];
  if (!base) throw new Error('the sea FCL answer has no rate');
  const rateId = `hostile-${shape.notes}-${shape.wordLength}-${shape.charges ?? 0}`;
  const [firstGroup, ...otherGroups] = base.surcharges;
  const extra = Array.from({ length: shape.charges ?? 0 }, (_, i) => ({
    ...(firstGroup?.items[0] ?? { quantity: 1, basis: null, type: null, chargeCode: 'X', containerSizeType: null }),
    description: `Surcharge ${i + 1} ${'Z'.repeat(300)}`,
    value: { value: 100 + i, currency: 'USD' },
    total: { value: 100 + i, currency: 'USD' },
  }));
  const rate: SeaRate = {
    ...base,
    id: rateId,
    agency: 'Carrier'.repeat(700),
    extraInfo: Array.from({ length: shape.notes }, (_, i) => `${i}`.padEnd(shape.wordLength, 'W')),
    surcharges: firstGroup ? [{ ...firstGroup, items: [...firstGroup.items, ...extra] }, ...otherGroups] : [],
  };
  return {
    request: { goodsDescription: 'Machine parts', containers: [{ quantity: 1, weight: 12000 }] },
    result: { mode: 'sea-fcl', quote: { ...quote, rates: [rate] }, currency: 'USD', receivedAt },
    rateId,
  };
}
