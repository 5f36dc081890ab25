import { ratingModes } from '@shared/api/modes';
import type { Customer } from '@shared/domain/customers';
import { percentText } from '@shared/domain/customers';
import { levelOf, RULE_LEVEL_WORDS, type MarginRule } from '@shared/domain/margin-rules';
import { formatMoney } from '../../lib/format';

/*
 * A margin rule in the words of the Pricing screen's list: what rates it is
 * for, what it adds, and how specific it is (which rule wins, margin-rules.ts).
 */

/** "Acme · Sea FCL · ESVLC → CNSHA · Maersk", or "Every rate". */
export function scopeWords(rule: MarginRule, customers: readonly Customer[]): string {
  const s = rule.scope;
  const customer =
    s.customerId === null
      ? null
      : (customers.find((c) => c.id === s.customerId)?.name ?? `customer #${s.customerId} (deleted)`);
  const end = (port: string | null, country: string | null) => port ?? country ?? 'any';
  const lane =
    s.originPort || s.destinationPort || s.originCountry || s.destinationCountry
      ? `${end(s.originPort, s.originCountry)} → ${end(s.destinationPort, s.destinationCountry)}`
      : null;
  const parts = [customer, s.mode ? ratingModes[s.mode].label : null, lane, s.carrier];
  return parts.filter(Boolean).join(' · ') || 'Every rate';
}

/** "12 % + €50.00 per shipment, at least €25.00". */
export function termsWords(rule: MarginRule): string {
  const money = (value: number) => formatMoney({ value, currency: rule.currency });
  const parts = [
    rule.percentBp > 0 ? `${percentText(rule.percentBp)} %` : null,
    rule.fixed ? `${money(rule.fixed.amount)} per ${rule.fixed.per}` : null,
  ].filter(Boolean);
  const base = parts.join(' + ') || 'nothing';
  return rule.minimum !== null ? `${base}, at least ${money(rule.minimum)}` : base;
}

/** "customer", "lane (ports)", ... "desk default". */
export function levelWords(rule: MarginRule): string {
  return RULE_LEVEL_WORDS[levelOf(rule.scope)];
}
