import { deskLanguages } from '../../i18n/desk-language';
import { ratingModeIds, type RatingMode } from '../../api/modes';
import type { OperationResult } from '../../api/operations';
import type { AirRate, Rate, SeaRate, TerrestrialRate } from '../../api/rating';
import { ratingRequests } from '../../api/rating-requests';
import { z } from 'zod';
import { channel, modeInput, requiredId } from '../channel';
import { m } from '../../i18n/messages';
import type { SavedFile } from './files';
import { saleInput } from './pricing';

/**
 * A quote PDF of a record main keeps (a rate, a saved quote), by its id: main
 * reads the record from the store and makes the PDF, never from what the
 * renderer sends. The locale is the operator's, for dates and amounts.
 */
/**
 * The PDF's language: the customer's, whatever the desk speaks; absent, the
 * desk's. (A customer record with its language can give it; until then the
 * operator chooses at export.)
 */
export const quotePdfLanguage = z.enum(deskLanguages, { error: () => m.ipc_pdf_language() }).optional();

export const quotePdfLocale = z
  .string()
  .trim()
  .max(35)
  .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/, { error: () => m.ipc_pdf_locale() })
  .optional();

/**
 * The lists of a sea rate that stay in main until the operator opens the
 * rate ('rating.details'): most of a large FCL answer's bytes, which the
 * comparison never shows, and
 * carrying them to the renderer with every rating cost more than the
 * rating's own check.
 */
export const seaRateDetailLists = ['surcharges', 'conditions', 'penalties', 'scheduleDetails'] as const;
export type SeaRateDetailLists = (typeof seaRateDetailLists)[number];
/**
 * Omit for the loose objects the response schemas make: Omit of a type with
 * an index signature keeps only the signature, this keeps the named keys too.
 */
type Without<T, K extends PropertyKey> = { [P in keyof T as P extends K ? never : P]: T[P] };
/** A sea rate as the comparison gets it: every field but its detail lists (its surcharge totals included). */
export type SeaRateSummary = Without<SeaRate, SeaRateDetailLists>;
type SeaQuoteSummary = Without<OperationResult<'rates.sea-fcl'>, 'rates'> & { readonly rates: SeaRateSummary[] };
/** A rate as the renderer gets it from a rating: road and air rates whole, sea rates summarised. */
export type RatedRate = TerrestrialRate | SeaRateSummary | AirRate;

/** A rating's answer as main keeps it: every rate whole. */
export interface KeptRating {
  readonly mode: RatingMode;
  readonly quote: OperationResult<'rates.boxes'> | OperationResult<'rates.sea-fcl'> | OperationResult<'rates.air'>;
  /** The currency the operator asked for: the rates' prices are in it when the service sends a bare amount. */
  readonly currency: string | null;
  /** ISO time the rates were received: validity is shown against it. */
  readonly receivedAt: string;
}

/** A rating's answer, with the mode it was asked in so the UI can show the right columns; sea rates summarised. */
export interface RatingResult extends Omit<KeptRating, 'quote'> {
  readonly quote: OperationResult<'rates.boxes'> | SeaQuoteSummary | OperationResult<'rates.air'>;
}

/** Rating: one channel for every mode, ratingRequests picking its request schema and the mode table its operation. */
export const ratingChannels = {
  'rating.rate': channel<RatingResult>()(() => modeInput(ratingModeIds, ratingRequests)),
  /** One rate of a kept rating, whole: a sea rate's surcharges, conditions, penalties and schedule. */
  'rating.details': channel<Rate>()(() => z.object({ rateId: requiredId(m.ipc_id_rate) })),
  /** One rate of a kept rating as a one-page quote PDF at its sell price (the saved quote's, once saved), saved where the operator chooses. */
  'rating.pdf': channel<SavedFile>()(() =>
    z.object({
      rateId: requiredId(m.ipc_id_rate),
      locale: quotePdfLocale,
      language: quotePdfLanguage,
      sale: saleInput.default({ customerId: null, override: null, exchangeRates: [] }),
    }),
  ),
} as const;
