import { m } from '@shared/i18n/messages';
import type { RatingMode } from '@shared/api/modes';
import { isRatingMode } from '@shared/api/modes';
import { parsePercentBp, percentText } from '@shared/domain/customers';
import type { MarginBasis, MarginRule } from '@shared/domain/margin-rules';
import { parseMinor, toDecimalString } from '@shared/domain/money';
import type { FieldErrors } from '../../lib/field-errors';

/** What the rule form holds, as typed. */
export interface RuleFormValues {
  name: string;
  customerId: string;
  mode: string;
  carrier: string;
  originPort: string;
  destinationPort: string;
  originCountry: string;
  destinationCountry: string;
  percent: string;
  currency: string;
  fixedAmount: string;
  fixedPer: MarginBasis;
  minimum: string;
}

/** What main's pricing.saveRule takes. */
export interface RuleInput {
  readonly id: number | null;
  readonly name: string;
  readonly scope: {
    readonly customerId: number | null;
    readonly mode: RatingMode | null;
    readonly carrier: string;
    readonly originPort: string;
    readonly destinationPort: string;
    readonly originCountry: string;
    readonly destinationCountry: string;
  };
  readonly percentBp: number;
  readonly currency: string | null;
  readonly fixed: { readonly amount: number; readonly per: MarginBasis } | null;
  readonly minimum: number | null;
}

/** The form's fields, by the paths main names its problems with. */
export const RULE_FIELDS = {
  name: 'name',
  customerId: 'scope.customerId',
  mode: 'scope.mode',
  carrier: 'scope.carrier',
  originPort: 'scope.originPort',
  destinationPort: 'scope.destinationPort',
  originCountry: 'scope.originCountry',
  destinationCountry: 'scope.destinationCountry',
  percent: 'percentBp',
  currency: 'currency',
  fixedAmount: 'fixed.amount',
  fixedPer: 'fixed.per',
  minimum: 'minimum',
} as const satisfies Record<keyof RuleFormValues, string>;

/** The currency a new rule's amounts are in until the operator types another (a code, the same in every language). */
export const DEFAULT_RULE_CURRENCY = 'EUR';

export function emptyRuleForm(): RuleFormValues {
  return {
    name: '',
    customerId: '',
    mode: '',
    carrier: '',
    originPort: '',
    destinationPort: '',
    originCountry: '',
    destinationCountry: '',
    percent: '',
    currency: DEFAULT_RULE_CURRENCY,
    fixedAmount: '',
    fixedPer: 'shipment',
    minimum: '',
  };
}

/** A kept rule in the form, to edit it. */
export function ruleFormOf(rule: MarginRule): RuleFormValues {
  const s = rule.scope;
  return {
    name: rule.name,
    customerId: s.customerId === null ? '' : String(s.customerId),
    mode: s.mode ?? '',
    carrier: s.carrier ?? '',
    originPort: s.originPort ?? '',
    destinationPort: s.destinationPort ?? '',
    originCountry: s.originCountry ?? '',
    destinationCountry: s.destinationCountry ?? '',
    percent: rule.percentBp > 0 ? percentText(rule.percentBp) : '',
    currency: rule.currency ?? DEFAULT_RULE_CURRENCY,
    fixedAmount: rule.fixed ? toDecimalString(rule.fixed.amount) : '',
    fixedPer: rule.fixed?.per ?? 'shipment',
    minimum: rule.minimum === null ? '' : toDecimalString(rule.minimum),
  };
}

/**
 * The form read into what main takes, or the problems of what cannot be
 * read (a percentage, an amount); main checks the rest and says it under the
 * same fields (RULE_FIELDS).
 */
export function readRuleForm(
  values: RuleFormValues,
  id: number | null,
): { input: RuleInput | null; errors: FieldErrors } {
  const errors: Record<string, string> = {};
  const percent = values.percent.trim() === '' ? 0 : parsePercentBp(values.percent);
  if (percent === null) errors[RULE_FIELDS.percent] = m.pricing_percentage_problem();
  const amount = (text: string, field: string) => {
    if (text.trim() === '') return null;
    const value = parseMinor(text);
    if (value === null || value < 0) {
      errors[field] = m.pricing_amount_problem();
      return null;
    }
    return value;
  };
  const fixedAmount = amount(values.fixedAmount, RULE_FIELDS.fixedAmount);
  const minimum = amount(values.minimum, RULE_FIELDS.minimum);
  if (Object.keys(errors).length > 0) return { input: null, errors };
  const hasAmount = fixedAmount !== null || minimum !== null;
  return {
    input: {
      id,
      name: values.name,
      scope: {
        customerId: values.customerId === '' ? null : Number(values.customerId),
        mode: isRatingMode(values.mode) ? values.mode : null,
        carrier: values.carrier,
        originPort: values.originPort,
        destinationPort: values.destinationPort,
        originCountry: values.originCountry,
        destinationCountry: values.destinationCountry,
      },
      percentBp: percent ?? 0,
      currency: hasAmount ? values.currency.trim() || null : null,
      fixed: fixedAmount === null ? null : { amount: fixedAmount, per: values.fixedPer },
      minimum,
    },
    errors,
  };
}
