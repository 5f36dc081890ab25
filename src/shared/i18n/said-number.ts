import { numberFormat } from '../domain/intl-formats';
import { getLocale } from './paraglide/runtime.js';

/**
 * A number inside a message said where no locale of formats is at hand (a
 * schema's limit, a count of problems): grouped as the messages' language
 * writes it, "2.000.000" in Spanish; or in `locale` when the caller has one.
 */
export function saidNumber(value: number, locale: string = getLocale()): string {
  return numberFormat(locale, { useGrouping: 'always' }).format(value);
}
