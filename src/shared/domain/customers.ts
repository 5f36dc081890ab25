/*
 * The desk's customers (per profile, in the local store): who a quote is
 * for. A customer's default margin is a percentage that prices its quotes
 * when no rule of the customer's own is more specific (margin-rules.ts).
 */

export interface Customer {
  readonly id: number;
  readonly name: string;
  /** Who to write to: a person, an e-mail, a phone, as the operator keeps it. */
  readonly contact: string;
  /** The language the customer reads, as the operator writes it ("es", "French"). */
  readonly language: string;
  /** What the operator notes about the customer's currency ("pays in EUR"); the desk converts nothing. */
  readonly currencyNote: string;
  /** Basis points (1250 is 12.5 %); null when the customer has none. */
  readonly defaultMarginBp: number | null;
  readonly notes: string;
}

/** A customer as a form or an import line gives it: without an id for a new one. */
export type CustomerFields = Omit<Customer, 'id'>;

/** The most basis points a margin may be: 1,000 %. */
export const MAX_MARGIN_BP = 100_000;

/**
 * "12.5" or "12,5" (a percentage, at most two decimals) as basis points;
 * null for anything else. "12.5 %" is read too.
 */
export function parsePercentBp(text: string): number | null {
  const match = /^\s*(\d{1,4})(?:[.,](\d{1,2}))?\s*%?\s*$/.exec(text);
  if (!match) return null;
  const bp = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bp <= MAX_MARGIN_BP ? bp : null;
}

/** 1250 -> "12.5": basis points as a percentage, without trailing zeros. */
export function percentText(bp: number): string {
  const whole = Math.trunc(bp / 100);
  const rest = String(Math.abs(bp % 100))
    .padStart(2, '0')
    .replace(/0+$/, '');
  return rest ? `${whole}.${rest}` : String(whole);
}
