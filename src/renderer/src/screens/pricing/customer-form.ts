import { m } from '@shared/i18n/messages';
import { parsePercentBp, percentText, type Customer } from '@shared/domain/customers';
import type { FieldErrors } from '../../lib/field-errors';

/** What the customer form holds, as typed. */
export interface CustomerFormValues {
  name: string;
  contact: string;
  language: string;
  currencyNote: string;
  defaultMargin: string;
  notes: string;
}

/** The form's fields, by the paths main names its problems with. */
export const CUSTOMER_FIELDS = {
  name: 'name',
  contact: 'contact',
  language: 'language',
  currencyNote: 'currencyNote',
  defaultMargin: 'defaultMarginBp',
  notes: 'notes',
} as const satisfies Record<keyof CustomerFormValues, string>;

export function emptyCustomerForm(): CustomerFormValues {
  return { name: '', contact: '', language: '', currencyNote: '', defaultMargin: '', notes: '' };
}

export function customerFormOf(customer: Customer): CustomerFormValues {
  return {
    name: customer.name,
    contact: customer.contact,
    language: customer.language,
    currencyNote: customer.currencyNote,
    defaultMargin: customer.defaultMarginBp === null ? '' : percentText(customer.defaultMarginBp),
    notes: customer.notes,
  };
}

/** The form as main's pricing.saveCustomer takes it, or the problem of a margin that is no percentage. */
/** What the form sends main: the customer with its margin in basis points, and its id when it is changed. */
export type CustomerInput = Omit<CustomerFormValues, 'defaultMargin'> & { id: number | null; defaultMarginBp: number | null };

export function readCustomerForm(
  values: CustomerFormValues,
  id: number | null,
): {
  input: CustomerInput | null;
  errors: FieldErrors;
} {
  const { defaultMargin, ...rest } = values;
  const margin = defaultMargin.trim() === '' ? null : parsePercentBp(defaultMargin);
  if (defaultMargin.trim() !== '' && margin === null) {
    return { input: null, errors: { [CUSTOMER_FIELDS.defaultMargin]: m.pricing_percentage_problem() } };
  }
  return { input: { ...rest, id, defaultMarginBp: margin }, errors: {} };
}
