import { percentText } from '@shared/domain/customers';
import type { MarginPart, SellPrice } from '@shared/domain/sell-price';
import { exchangeRateText } from '@shared/domain/sell-price';
import { formatMoney, formatNumber } from '../../lib/format';

/*
 * A margin in words, each step recomputable by hand from what it says: the
 * comparison's margin column and a rate's details, and the saved quotes.
 */

const BASIS_WORDS = { shipment: 'shipment', container: 'container', kg: 'kg' } as const;

/** One line per step of the margin: "12 % of €1,000.00 = €120.00". */
export function marginPartWords(part: MarginPart, locale?: string): string {
  const money = (m: Parameters<typeof formatMoney>[0]) => formatMoney(m, locale);
  switch (part.kind) {
    case 'percent':
      return `${percentText(part.bp)} % of ${money(part.of)} = ${money(part.amount)}`;
    case 'fixed': {
      if (part.per === 'shipment') {
        return part.amount.currency === part.unit.currency
          ? `${money(part.unit)} per shipment`
          : `${money(part.unit)} per shipment = ${money(part.amount)}`;
      }
      const count =
        part.per === 'kg'
          ? `${formatNumber(part.count, locale)} kg`
          : `${part.count} ${part.count === 1 ? 'container' : 'containers'}`;
      return `${count} × ${money(part.unit)} per ${BASIS_WORDS[part.per]} = ${money(part.amount)}`;
    }
    case 'minimum':
      return `Minimum margin ${money(part.minimum)}: raised by ${money(part.raisedBy)}`;
    case 'exchange':
      return `1 ${part.rate.from} = ${exchangeRateText(part.rate.perMillion)} ${part.rate.to}, the rate of exchange you gave`;
    case 'by-hand':
      return `Set by hand: ${money(part.amount)}`;
  }
}

/** The short line under a margin: what made it. */
export function marginNote(sale: SellPrice): string {
  if (sale.unknown !== null) return sale.override ? 'set by hand' : (sale.choice.rule?.name ?? 'no rule');
  if (sale.override) return 'set by hand';
  const rule = sale.choice.rule;
  if (!rule) return 'no rule';
  const minimum = sale.parts.some((p) => p.kind === 'minimum') ? ' (minimum)' : '';
  return `${rule.name}${minimum}`;
}
