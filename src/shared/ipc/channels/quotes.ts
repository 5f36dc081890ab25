import { m } from '../../i18n/messages';
import { z } from 'zod';
import type { OperationResult } from '../../api/operations';
import { quoteType } from '../../api/quotes';
import { channel, none, requiredId } from '../channel';
import type { Kept } from '../kept';
import type { PricedQuote } from '../../domain/priced-quotes';
import type { SavedFile } from './files';
import { saleInput } from './pricing';
import { quotePdfLanguage, quotePdfLocale } from './rating';

/** A save's answer, and the quote the desk kept with its sell price (null when the service did not save it). */
export type QuoteSaved = OperationResult<'quotes.save'> & { readonly priced: PricedQuote | null };

const shownAmount = z.object({ value: z.int(), currency: z.string().nullable() });
const day = (what: () => string) => z.iso.date({ error: () => m.pricing_field_date({ what: what() }) });

/** The quotes report: each quote, or per customer (count, sell and margin per currency), of a period. */
export const quotesReportInput = z
  .object({
    format: z.enum(['csv', 'xlsx']),
    kind: z.enum(['quotes', 'customers']),
    from: day(m.pricing_report_from),
    to: day(m.pricing_report_to),
    customerId: z.int().positive().nullable().default(null),
  })
  .refine((r) => r.from <= r.to, { path: ['to'], error: () => m.pricing_report_period_problem() });

/** Saved quotes: the list (kept, so it reads offline), save a rate as a quote, delete one. */
export const quotesChannels = {
  'quotes.list': channel<Kept<OperationResult<'quotes.list'>>>()(() => none),
  /**
   * Saves a rate as a quote priced for the sale given (main prices it again
   * from the rate it keeps, and refuses when that is not the sell price the
   * operator was shown: the rules changed meanwhile).
   */
  'quotes.save': channel<QuoteSaved>()(() =>
    z.object({
      type: quoteType,
      rateId: requiredId(m.ipc_id_rate),
      sale: saleInput.default({ customerId: null, override: null, exchangeRates: [] }),
      shownSell: z.array(shownAmount).max(10).optional(),
    }),
  ),
  /** The quotes this desk saved with their sell price, newest first (from the store: offline too). */
  'quotes.priced': channel<PricedQuote[]>()(() => none),
  /** The quotes report of a period, saved where the operator chooses. */
  'quotes.report': channel<SavedFile>()(() => quotesReportInput),
  'quotes.delete': channel<OperationResult<'quotes.delete'>>()(() =>
    z.object({ type: quoteType, quoteId: requiredId(m.ipc_id_quote) }),
  ),
  /** A saved quote (as last listed) as a one-page quote PDF, saved where the operator chooses. */
  'quotes.pdf': channel<SavedFile>()(() =>
    z.object({ quoteId: requiredId(m.ipc_id_quote), locale: quotePdfLocale, language: quotePdfLanguage }),
  ),
} as const;
