import { m } from '@shared/i18n/messages';

/**
 * A number as an operator types it into a form: "12", "12.5", "12,5" (a desk
 * in Spain types a comma), "-5". Reading it says only whether it IS a
 * number; whether it is a good one (more than 0, at most 6 decimals) is for
 * the shared rules, which name the bound. So "-5" in a quantity is refused
 * as "must be more than 0", never as "must be a number".
 */
export type TypedNumber =
  { readonly kind: 'empty' } | { readonly kind: 'not-a-number' } | { readonly kind: 'number'; readonly value: number };

/** Digits with one optional point or comma and an optional sign; no exponents, no thousands separators. */
const NUMBER = /^[+-]?(?:\d+(?:[.,]\d+)?|[.,]\d+)$/;

export function readTypedNumber(text: string): TypedNumber {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  if (!NUMBER.test(trimmed)) return { kind: 'not-a-number' };
  const value = Number(trimmed.replace(',', '.'));
  return Number.isFinite(value) ? { kind: 'number', value } : { kind: 'not-a-number' };
}

/**
 * What is wrong with a typed number before its bounds are checked: nothing
 * typed, not a number, or (for a count) not a whole number. Null when it is
 * a number of the right kind. Said in the desk's language of the moment.
 */
export function typedNumberProblem(label: string, typed: TypedNumber, whole: boolean): string | null {
  if (typed.kind === 'empty') return m.typed_number_required({ label });
  if (whole && (typed.kind === 'not-a-number' || !Number.isInteger(typed.value))) {
    return m.typed_number_whole({ label });
  }
  if (typed.kind === 'not-a-number') return m.typed_number_decimal({ label });
  return null;
}
