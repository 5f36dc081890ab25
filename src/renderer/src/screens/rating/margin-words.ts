import { percentText } from '@shared/domain/customers';
import type { MarginPart, SellPrice } from '@shared/domain/sell-price';
import { exchangeRateText } from '@shared/domain/sell-price';
import { m } from '@shared/i18n/messages';
import { counted, formatMoney, formatNumber } from '../../lib/format';

/*
 * A margin in words, each step recomputable by hand from what it says: the
 * comparison's margin column and a rate's details, and the saved quotes.
 */

/** One line per step of the margin: "12 % of €1,000.00 = €120.00". */
export function marginPartWords(part: MarginPart, locale?: string): string {
  const money = (amount: Parameters<typeof formatMoney>[0]) => formatMoney(amount, locale);
  switch (part.kind) {
    case 'percent':
      return m.rating_margin_part_percent({ percent: percentText(part.bp), of: money(part.of), amount: money(part.amount) });
    case 'fixed': {
      const unit = money(part.unit);
      const amount = money(part.amount);
      if (part.per === 'shipment') {
        return part.amount.currency === part.unit.currency
          ? m.rating_margin_part_per_shipment({ unit })
          : m.rating_margin_part_per_shipment_is({ unit, amount });
      }
      if (part.per === 'kg') return m.rating_margin_part_per_kg({ kg: formatNumber(part.count, locale), unit, amount });
      return counted((inputs) => m.rating_margin_part_per_container({ ...inputs, unit, amount }), part.count, locale);
    }
    case 'minimum':
      return m.rating_margin_part_minimum({ minimum: money(part.minimum), raised: money(part.raisedBy) });
    case 'exchange':
      return m.rating_margin_part_exchange({
        from: part.rate.from,
        rate: exchangeRateText(part.rate.perMillion),
        to: part.rate.to,
      });
    case 'by-hand':
      return m.rating_margin_part_by_hand({ amount: money(part.amount) });
  }
}

/** The short line under a margin: what made it. */
export function marginNote(sale: SellPrice): string {
  if (sale.unknown !== null) {
    return sale.override ? m.rating_margin_note_by_hand() : (sale.choice.rule?.name ?? m.rating_margin_note_no_rule());
  }
  if (sale.override) return m.rating_margin_note_by_hand();
  const rule = sale.choice.rule;
  if (!rule) return m.rating_margin_note_no_rule();
  return sale.parts.some((p) => p.kind === 'minimum') ? m.rating_margin_note_minimum({ rule: rule.name }) : rule.name;
}
