import { z } from 'zod';
import { ratingModeIds } from '../../api/modes';
import { m } from '../../i18n/messages';
import { saidNumber } from '../../i18n/said-number';
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

/*
 * The problems are said as they are found (functions, not strings), so main
 * says them in the desk's language of the moment and the form shows them so.
 */
const said = (message: () => string) => ({ error: () => message() });

/** A field of text, `what` naming it in its messages ("The name"). */
const text = (what: () => string, max: number) =>
  z
    .string({ error: () => m.pricing_field_not_text({ what: what() }) })
    .trim()
    .max(max, { error: () => m.pricing_field_too_long({ what: what(), max }) });
const currencyCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, said(m.pricing_field_currency));
const basisPoints = z
  .int(said(m.pricing_field_percent_whole))
  .min(0, said(m.pricing_field_margin_below_zero))
  .max(MAX_MARGIN_BP, said(m.pricing_field_margin_too_high));
const amount = z
  .int(said(m.pricing_field_amount_whole))
  .min(0, said(m.pricing_field_amount_below_zero))
  .max(1_000_000_000_00, said(m.pricing_field_amount_too_high));
const customerId = z.int().positive();

export const customerFields = z.object({
  name: text(m.pricing_field_the_name, 120).min(1, said(m.pricing_field_name_required)),
  contact: text(m.pricing_field_the_contact, 200).default(''),
  language: text(m.pricing_field_the_language, 40).default(''),
  currencyNote: text(m.pricing_field_the_currency_note, 120).default(''),
  defaultMarginBp: basisPoints.nullable().default(null),
  notes: text(m.pricing_field_the_notes, 1000).default(''),
});

/** UN/LOCODE (ESVLC) or IATA (BCN); empty is none. */
const port = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^([A-Z]{2}[A-Z0-9]{3}|[A-Z]{3})?$/, said(m.pricing_field_port))
  .transform((s) => (s === '' ? null : s))
  .nullable();
const country = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^([A-Z]{2})?$/, said(m.pricing_field_country))
  .transform((s) => (s === '' ? null : s))
  .nullable();

export const ruleScope = z.object({
  customerId: customerId.nullable().default(null),
  mode: z.enum(ratingModeIds).nullable().default(null),
  carrier: text(m.pricing_field_the_carrier, 80)
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
    name: text(m.pricing_field_the_name, 80).min(1, said(m.pricing_field_rule_needs_name)),
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
      ctx.addIssue({ code: 'custom', path: ['currency'], message: m.pricing_field_amounts_need_currency() });
    }
    if (rule.fixed?.per === 'container' && rule.scope.mode !== 'sea-fcl') {
      ctx.addIssue({
        code: 'custom',
        path: ['fixed', 'per'],
        message: m.pricing_field_per_container_needs_fcl(),
      });
    }
    const step = roundingStep(rule.currency);
    for (const [path, value] of [
      [['fixed', 'amount'], rule.fixed?.amount],
      [['minimum'], rule.minimum],
    ] as const) {
      if (value !== undefined && value !== null && value % step !== 0) {
        ctx.addIssue({
          code: 'custom',
          path: [...path],
          message: m.pricing_field_no_decimals({ currency: String(rule.currency) }),
        });
      }
    }
    if (rule.percentBp === 0 && rule.fixed === null && rule.minimum === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['percentBp'],
        message: m.pricing_field_adds_nothing(),
      });
    }
  });

const money = z.object({
  value: z.int().refine(Number.isSafeInteger, said(m.pricing_field_safe_amount)),
  currency: currencyCode.nullable(),
});

export const marginOverride = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('percent'), bp: basisPoints }),
  z.object({
    kind: z.literal('amount'),
    amount: money.refine((given) => given.value >= 0, said(m.pricing_field_margin_amount_below_zero)),
  }),
]);

export const exchangeRate = z
  .object({
    from: currencyCode,
    to: currencyCode,
    perMillion: z.int().positive(said(m.pricing_field_exchange_above_zero)).max(1_000_000_000_000),
  })
  .refine((r) => r.from !== r.to, said(m.pricing_field_exchange_two_currencies));

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
  'pricing.customers': channel<Customer[]>()(() =>
    z.object({ search: text(m.pricing_field_the_search, 200).default('') }),
  ),
  /** A new customer (no id) or one changed; a name another customer has is refused. */
  'pricing.saveCustomer': channel<Customer>()(() => customerFields.extend({ id: customerId.nullable().default(null) })),
  /** Deletes a customer no rule names; its saved quotes keep its name. */
  'pricing.deleteCustomer': channel<null>()(() => z.object({ id: customerId })),
  /** Customers from a CSV file's text: all its lines, or none with each line's problem. */
  'pricing.importCustomers': channel<CustomerImportResult>()(() =>
    z.object({
      csv: z.string().max(MAX_CUSTOMER_CSV, {
        error: () => m.pricing_field_csv_too_large({ max: saidNumber(MAX_CUSTOMER_CSV) }),
      }),
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
