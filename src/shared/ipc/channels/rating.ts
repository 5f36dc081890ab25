import { ratingModeIds, ratingModes, type RatingMode } from '../../api/modes';
import type { OperationResult } from '../../api/operations';
import { channel, modeInput } from '../channel';

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
} as const;
