import { roundingStep } from './currency-digits';
import type { Money } from './money';

/*
 * A sell total shared out over the carrier's charge lines in proportion to
 * each line's buy amount (so the margin is spread the same way), by the
 * largest remainder: each line gets its share rounded down to the currency's
 * minor unit, and the units left over go one each to the lines whose shares
 * lost the most, the earlier line first on a tie. The lines then add up to
 * the total exactly.
 */

/**
 * `total` split in proportion to `weights` (integers), in multiples of `step`
 * when the total is one; null when the weights cannot share it (one below
 * zero, or none above).
 */
export function allocate(total: number, weights: readonly number[], step = 1): number[] | null {
  if (weights.some((w) => w < 0 || !Number.isSafeInteger(w))) return null;
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || !Number.isSafeInteger(total)) return null;
  const unit = total % step === 0 ? step : 1;
  const units = BigInt(total / unit);
  const whole = BigInt(sum);
  const shares = weights.map((w, index) => {
    const exact = units * BigInt(w);
    return { index, floor: exact / whole, remainder: exact % whole };
  });
  let left = units - shares.reduce((a, s) => a + s.floor, 0n);
  const order = [...shares].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  const extra = new Set<number>();
  for (const share of order) {
    if (left <= 0n) break;
    extra.add(share.index);
    left -= 1n;
  }
  return shares.map((s) => Number(s.floor + (extra.has(s.index) ? 1n : 0n)) * unit);
}

/**
 * Each line's sell amount: the lines of each currency share that currency's
 * sell total. A line without an amount stays without one. Null when a
 * currency's lines cannot share its total (a line below zero, none above, a
 * sell total in a currency no line is in): the sheet then prints one line.
 */
export function spreadSell(lines: readonly (Money | null)[], sell: readonly Money[]): (Money | null)[] | null {
  const result: (Money | null)[] = lines.map(() => null);
  for (const total of sell) {
    const indexes = lines.flatMap((line, i) => (line !== null && line.currency === total.currency ? [i] : []));
    const shares = allocate(
      total.value,
      indexes.map((i) => (lines[i] as Money).value),
      roundingStep(total.currency),
    );
    if (shares === null) return null;
    indexes.forEach((lineIndex, k) => {
      result[lineIndex] = { value: shares[k] as number, currency: total.currency };
    });
  }
  // A line in a currency the sell total does not have would print a buy amount: no spread then.
  if (lines.some((line, i) => line !== null && result[i] === null)) return null;
  return result;
}
