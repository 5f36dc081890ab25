import { serviceSentenceText } from '@shared/api/service-sentences';
import { invalidField } from '../errors';

/**
 * measurementUnit values: `CmKg` in every payload; `InLb` (inches and pounds)
 * is read too. Anything else is refused naming the field, rather than priced
 * in the wrong unit.
 */
export interface UnitFactors {
  /** Multiply a length by this to get cm. */
  readonly toCm: number;
  /** Multiply a weight by this to get kg. */
  readonly toKg: number;
}

const UNITS: Readonly<Record<string, UnitFactors>> = {
  cmkg: { toCm: 1, toKg: 1 },
  inlb: { toCm: 2.54, toKg: 0.45359237 },
};

export function unitFactors(unit: string, field: string): UnitFactors {
  const factors = UNITS[unit.trim().toLowerCase()];
  if (!factors) throw invalidField(field, serviceSentenceText['measurement-unit'](unit));
  return factors;
}

/** The number the tracking detail carries for a unit (the payload sends measurementUnit: 1 for CmKg). */
export function unitNumber(unit: 'CmKg' | 'InLb'): number {
  return unit === 'CmKg' ? 1 : 2;
}
