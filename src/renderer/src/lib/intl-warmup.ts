import { countryName, formatDateTime, formatMoney } from './format';

/**
 * The first date format a page builds loads the locale's calendar and time
 * zone data, and the first country name its region names; later ones are
 * nearly free. The app calls
 * this once it has asked for its first screen's code and data, so that load
 * happens while those are on their way instead of while the screen's first
 * rows are drawn (the tracking list formats dates in each, and names the
 * countries of its route's places). It formats as the lists do, through the
 * same cached formatters.
 */
export function warmIntl(): void {
  formatDateTime('2000-01-01T00:00:00');
  formatMoney({ value: 0, currency: 'EUR' });
  countryName('ES');
}
