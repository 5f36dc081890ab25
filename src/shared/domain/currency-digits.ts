import { MINOR_DIGITS } from './money';

/*
 * How far each currency's amounts go after the decimal point (ISO 4217's
 * minor unit), for rounding a margin or a sell price to what the currency can
 * be paid in. The desk's amounts are always in hundredths (money.ts, the API's
 * scale): a yen amount rounds to a whole yen (a step of 100 hundredths), a
 * euro amount to the cent (a step of 1). A currency of three decimals (KWD)
 * stays at hundredths, as finely as the desk keeps any amount.
 */

/** ISO 4217 currencies whose minor unit is not the hundredth. */
const MINOR_UNIT_DIGITS: Readonly<Record<string, number>> = {
  BIF: 0,
  CLP: 0,
  DJF: 0,
  GNF: 0,
  ISK: 0,
  JPY: 0,
  KMF: 0,
  KRW: 0,
  PYG: 0,
  RWF: 0,
  UGX: 0,
  UYI: 0,
  VND: 0,
  VUV: 0,
  XAF: 0,
  XOF: 0,
  XPF: 0,
  BHD: 3,
  IQD: 3,
  JOD: 3,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  TND: 3,
  CLF: 4,
  UYW: 4,
};

/** The digits of the currency's minor unit: 0 for JPY, 2 for EUR and most, 3 for KWD. */
export function minorUnitDigits(currency: string | null): number {
  return (currency !== null ? MINOR_UNIT_DIGITS[currency.toUpperCase()] : undefined) ?? MINOR_DIGITS;
}

/** The step, in the desk's hundredths, an amount of the currency rounds to: 100 for JPY, 1 for EUR and KWD. */
export function roundingStep(currency: string | null): number {
  return 10 ** Math.max(0, MINOR_DIGITS - minorUnitDigits(currency));
}

/**
 * numerator / denominator, in hundredths, rounded half-up (a half goes away
 * from zero, as invoices round) to a multiple of `step`. Integers throughout
 * (BigInt): a percentage of a large amount never passes through a float.
 */
export function roundHalfUp(numerator: bigint, denominator: bigint, step: number): number {
  if (denominator <= 0n) throw new RangeError('the denominator must be positive');
  const negative = numerator < 0n;
  const size = negative ? -numerator : numerator;
  const unit = denominator * BigInt(step);
  const steps = (2n * size + unit) / (2n * unit);
  const value = Number(steps * BigInt(step));
  return negative && value !== 0 ? -value : value;
}
