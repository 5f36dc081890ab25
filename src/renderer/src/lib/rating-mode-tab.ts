import type { RatingMode } from '@shared/api/modes';
import { RATING_MODE_NAMES } from '@shared/domain/rating-mode-names';

/** "Sea FCL": a rating mode's name without its bracket, as the rating tabs, the quotes and the palette say it. */
export function ratingModeTab(mode: RatingMode): string {
  return RATING_MODE_NAMES[mode]().replace(/\s*\(.*\)$/, '');
}
