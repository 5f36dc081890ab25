import { ratingModeIds, ratingModes, type RatingMode } from '../../api/modes';
import type { OperationResult } from '../../api/operations';
import { z } from 'zod';
import { channel, modeInput, requiredId } from '../channel';
import type { SavedFile } from './files';

/**
 * A quote PDF of a record main keeps (a rate, a saved quote), by its id: main
 * reads the record from the store and makes the PDF, never from what the
 * renderer sends. The locale is the operator's, for dates and amounts.
 */
export const quotePdfLocale = z
  .string()
  .trim()
  .max(35)
  .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/, 'locale must be a language tag such as en-GB')
  .optional();

/** A rating's answer, with the mode it was asked in so the UI can show the right columns. */
export interface RatingResult {
  readonly mode: RatingMode;
  readonly quote: OperationResult<'rates.boxes'> | OperationResult<'rates.sea-fcl'> | OperationResult<'rates.air'>;
  /** The currency the operator asked for: the rates' prices are in it when the service sends a bare amount. */
  readonly currency: string | null;
  /** ISO time the rates were received: validity is shown against it. */
  readonly receivedAt: string;
}

/** Rating: one channel for every mode, the mode table picking the operation and its request schema. */
export const ratingChannels = {
  'rating.rate': channel<RatingResult>()(modeInput(ratingModeIds, ratingModes)),
  /** One rate of a kept rating as a one-page quote PDF, saved where the operator chooses. */
  'rating.pdf': channel<SavedFile>()(z.object({ rateId: requiredId('rateId'), locale: quotePdfLocale })),
} as const;
