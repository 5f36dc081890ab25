import { ratingModes } from '@shared/api/modes';
import type { SeaRate } from '@shared/api/rating';
import {
  seaRateDetailLists,
  type KeptRating,
  type RatingResult,
  type SeaRateSummary,
} from '@shared/ipc/channels/rating';

/** A sea rate without its detail lists: what the comparison shows of it. */
export function seaRateSummary(rate: SeaRate): SeaRateSummary {
  const summary: Partial<SeaRate> = { ...rate };
  for (const list of seaRateDetailLists) delete summary[list];
  // Every key but the detail lists is the rate's own: the shape SeaRateSummary names.
  return summary as SeaRateSummary;
}

/**
 * A rating as the renderer gets it: road and air rates whole, sea rates
 * without the lists it shows only once a rate is opened ('rating.details'
 * reads them from what main kept): one serialise and one parse of a large
 * FCL answer whole cost more than checking it.
 */
export function ratingSummary(kept: KeptRating): RatingResult {
  // Not a sea mode: its quote is a road or an air quote, whole in both shapes.
  if (ratingModes[kept.mode].kind !== 'sea') return kept as RatingResult;
  // The mode is a sea mode: its rates are the sea schema's.
  const rates = kept.quote.rates as SeaRate[];
  return { ...kept, quote: { ...kept.quote, rates: rates.map(seaRateSummary) } } as RatingResult;
}
