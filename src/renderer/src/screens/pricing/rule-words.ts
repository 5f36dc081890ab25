import type { MarginBasis } from '@shared/domain/margin-rules';
import { levelOf, RULE_LEVEL_WORDS, type MarginRule } from '@shared/domain/margin-rules';
import type { Customer } from '@shared/domain/customers';
import { m } from '@shared/i18n/messages';
import { RATING_MODE_NAMES } from '@shared/domain/rating-mode-names';
import { numberFormat } from '@shared/domain/intl-formats';
import { currentLocale, formatMoney } from '../../lib/format';

/*
 * A margin rule in the words of the Pricing screen's list: what rates it is
 * for, what it adds, and how specific it is (which rule wins, margin-rules.ts).
 */

/** "12,5 %": basis points as the desk writes a percentage (up to two decimals, never grouped, as typed in the form). */
export function percentWords(bp: number, locale: string = currentLocale()): string {
  const percent = numberFormat(locale, { maximumFractionDigits: 2, useGrouping: false }).format(bp / 100);
  return m.pricing_percent({ percent });
}

/** "Acme · Sea FCL · ESVLC → CNSHA · Maersk", or "Every rate". */
export function scopeWords(rule: MarginRule, customers: readonly Customer[]): string {
  const s = rule.scope;
  const customer =
    s.customerId === null
      ? null
      : (customers.find((c) => c.id === s.customerId)?.name ?? m.pricing_scope_deleted_customer({ id: s.customerId }));
  const end = (port: string | null, country: string | null) => port ?? country ?? m.pricing_scope_any();
  const lane =
    s.originPort || s.destinationPort || s.originCountry || s.destinationCountry
      ? `${end(s.originPort, s.originCountry)} → ${end(s.destinationPort, s.destinationCountry)}`
      : null;
  const parts = [customer, s.mode ? RATING_MODE_NAMES[s.mode]() : null, lane, s.carrier];
  return parts.filter(Boolean).join(' · ') || m.pricing_scope_every_rate();
}

/** "€50.00 per shipment", by what a fixed amount is counted. */
const PER_WORDS: Readonly<Record<MarginBasis, typeof m.pricing_terms_per_kg>> = {
  shipment: m.pricing_terms_per_shipment,
  container: m.pricing_terms_per_container,
  kg: m.pricing_terms_per_kg,
};

/** "12 % + €50.00 per shipment, at least €25.00". */
export function termsWords(rule: MarginRule): string {
  const money = (value: number) => formatMoney({ value, currency: rule.currency });
  const parts = [
    rule.percentBp > 0 ? percentWords(rule.percentBp) : null,
    rule.fixed ? PER_WORDS[rule.fixed.per]({ amount: money(rule.fixed.amount) }) : null,
  ].filter(Boolean);
  const terms = parts.join(' + ') || m.pricing_terms_nothing();
  return rule.minimum !== null ? m.pricing_terms_at_least({ terms, minimum: money(rule.minimum) }) : terms;
}

/** "customer", "lane (ports)", ... "desk default". */
export function levelWords(rule: MarginRule): string {
  return RULE_LEVEL_WORDS[levelOf(rule.scope)]();
}
