import { z } from 'zod';
import { ratingModeIds } from '../../api/modes';
import { roundingStep } from '../../domain/currency-digits';
import { MAX_MARGIN_BP, type Customer } from '../../domain/customers';
import { MAX_CUSTOMER_CSV, type CsvLineProblem } from '../../domain/customer-csv';
import { marginBases, type MarginRule } from '../../domain/margin-rules';
import type { ShipmentSell } from '../../domain/priced-quotes';
import { channel, none } from '../channel';

/*
 * What the desk sells at: its customers and its margin rules (per profile, in
 * the local store), and the sell price each booked shipment was sold at.
 * What a quote is priced with (the customer, a margin by hand, rates of
 * exchange) goes with quotes.save and rating.pdf: `saleInput`.
 */

/** What an import of customers did. */
export interface CustomerImportResult {
  readonly added: number;
  readonly updated: number;
}

/** The details of a refused import: each line's problem. */
export interface CustomerImportProblems {
  readonly problems: readonly CsvLineProblem[];
}

const text = (what: string, max: number) =>
  z
    .string({ error: `${what} must be text` })
    .trim()
    .max(max, `${what} must be at most ${max} characters`);
const currencyCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'A currency is three letters, such as EUR');
const basisPoints = z
  .int({ error: 'A percentage is a whole number of hundredths of a percent' })
  .min(0, 'A margin cannot be below 0 %')
  .max(MAX_MARGIN_BP, 'A margin is at most 1,000 %');
const amount = z
  .int({ error: 'An amount is a whole number of hundredths' })
  .min(0, 'An amount cannot be below zero')
  .max(1_000_000_000_00, 'An amount is at most 1,000,000,000');
const customerId = z.int().positive();

export const customerFields = z.object({
  name: text('The name', 120).min(1, 'The name is required'),
  contact: text('The contact', 200).default(''),
  language: text('The language', 40).default(''),
  currencyNote: text('The currency note', 120).default(''),
  defaultMarginBp: basisPoints.nullable().default(null),
  notes: text('The notes', 1000).default(''),
});

/** UN/LOCODE (ESVLC) or IATA (BCN); empty is none. */
const port = z
  .string()
  .trim()
  .toUpperCase()
  .regex(
    /^([A-Z]{2}[A-Z0-9]{3}|[A-Z]{3})?$/,
    'A port is a UN/LOCODE such as ESVLC, an airport an IATA code such as BCN',
  )
  .transform((s) => (s === '' ? null : s))
  .nullable();
const country = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^([A-Z]{2})?$/, 'A country is its two-letter ISO code, such as ES')
  .transform((s) => (s === '' ? null : s))
  .nullable();

export const ruleScope = z.object({
  customerId: customerId.nullable().default(null),
  mode: z.enum(ratingModeIds).nullable().default(null),
  carrier: text('The carrier', 80)
    .transform((s) => (s === '' ? null : s))
    .nullable()
    .default(null),
  originPort: port.default(null),
  destinationPort: port.default(null),
  originCountry: country.default(null),
  destinationCountry: country.default(null),
});

/** A margin rule as a form sends it: checked whole, every problem said under its field. */
export const ruleFields = z
  .object({
    name: text('The name', 80).min(1, 'The rule needs a name'),
    scope: ruleScope,
    percentBp: basisPoints,
    currency: currencyCode.nullable().default(null),
    fixed: z
      .object({ amount, per: z.enum(marginBases) })
      .nullable()
      .default(null),
    minimum: amount.nullable().default(null),
  })
  .superRefine((rule, ctx) => {
    const amounts = rule.fixed !== null || rule.minimum !== null;
    if (amounts && rule.currency === null) {
      ctx.addIssue({ code: 'custom', path: ['currency'], message: 'A fixed amount or a minimum needs its currency' });
    }
    if (rule.fixed?.per === 'container' && rule.scope.mode !== 'sea-fcl') {
      ctx.addIssue({
        code: 'custom',
        path: ['fixed', 'per'],
        message: 'An amount per container needs the mode Sea FCL (the only one rated by container)',
      });
    }
    const step = roundingStep(rule.currency);
    for (const [path, value] of [
      [['fixed', 'amount'], rule.fixed?.amount],
      [['minimum'], rule.minimum],
    ] as const) {
      if (value !== undefined && value !== null && value % step !== 0) {
        ctx.addIssue({ code: 'custom', path: [...path], message: `${rule.currency} amounts have no decimals` });
      }
    }
    if (rule.percentBp === 0 && rule.fixed === null && rule.minimum === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['percentBp'],
        message: 'The rule adds nothing: give a percentage, a fixed amount or a minimum',
      });
    }
  });

const money = z.object({
  value: z.int().refine(Number.isSafeInteger, 'An amount must be a safe integer'),
  currency: currencyCode.nullable(),
});

export const marginOverride = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('percent'), bp: basisPoints }),
  z.object({
    kind: z.literal('amount'),
    amount: money.refine((m) => m.value >= 0, 'A margin cannot be below zero'),
  }),
]);

export const exchangeRate = z
  .object({
    from: currencyCode,
    to: currencyCode,
    perMillion: z.int().positive('A rate of exchange is above zero').max(1_000_000_000_000),
  })
  .refine((r) => r.from !== r.to, 'A rate of exchange is between two currencies');

/** What one quote is priced with: for whom, a margin by hand, and the rates of exchange the operator gave. */
export const saleInput = z.object({
  customerId: customerId.nullable().default(null),
  override: marginOverride.nullable().default(null),
  exchangeRates: z.array(exchangeRate).max(20).default([]),
});
export type SaleInput = z.input<typeof saleInput>;
/** A sale as main reads it, the defaults filled in. */
export type Sale = z.output<typeof saleInput>;


export const pricingChannels = {
  /** The profile's customers by name; with `search`, those that hold each word typed. */
  'pricing.customers': channel<Customer[]>()(() => z.object({ search: text('The search', 200).default('') })),
  /** A new customer (no id) or one changed; a name another customer has is refused. */
  'pricing.saveCustomer': channel<Customer>()(() => customerFields.extend({ id: customerId.nullable().default(null) })),
  /** Deletes a customer no rule names; its saved quotes keep its name. */
  'pricing.deleteCustomer': channel<null>()(() => z.object({ id: customerId })),
  /** Customers from a CSV file's text: all its lines, or none with each line's problem. */
  'pricing.importCustomers': channel<CustomerImportResult>()(() =>
    z.object({
      csv: z
        .string()
        .max(MAX_CUSTOMER_CSV, `A customer file is at most ${MAX_CUSTOMER_CSV.toLocaleString('en')} characters`),
    }),
  ),
  'pricing.rules': channel<MarginRule[]>()(() => none),
  /** A new rule (no id) or one changed: saved quotes keep the rule as it was. */
  'pricing.saveRule': channel<MarginRule>()(() =>
    ruleFields.and(z.object({ id: z.int().positive().nullable().default(null) })),
  ),
  'pricing.deleteRule': channel<null>()(() => z.object({ id: z.int().positive() })),
  /** The sell price of each shipment booked from a priced quote (Tracking's Sell and Margin columns). */
  'pricing.sells': channel<ShipmentSell[]>()(() => none),
} as const;
