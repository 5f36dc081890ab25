import type { PalletType } from '@shared/api/lookups';
import { numberFormat } from '@shared/domain/intl-formats';
import { m } from '@shared/i18n/messages';
import { countryName, formatNumber } from '../../lib/format';

/** How the lookups show what the service sends: coordinates, pallet sizes, countries. */

/** "41.3851° N, 2.1734° E": a point as people read it, four decimals (about 10 m). */
export function formatCoordinates(
  lat: number | null | undefined,
  lng: number | null | undefined,
  locale?: string,
): string | null {
  if (lat === null || lat === undefined || lng === null || lng === undefined) return null;
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  const format = (value: number) =>
    numberFormat(locale, { minimumFractionDigits: 4, maximumFractionDigits: 4 }).format(Math.abs(value));
  return `${format(lat)}° ${lat < 0 ? m.lookups_south() : m.lookups_north()}, ${format(lng)}° ${lng < 0 ? m.lookups_west() : m.lookups_east()}`;
}

/** "cm" / "in" for the unit the service sends (CM, IN), else the text as sent, lower-cased. */
function unitText(unit: string | null): string {
  if (unit === 'CM') return 'cm';
  if (unit === 'IN') return 'in';
  return unit ? unit.toLowerCase() : '';
}

/**
 * "120 × 80 × 14.4 cm": the known dimensions, length first. A pallet whose
 * height is not given reads "48 × 40 in"; one with no sizes at all (Custom)
 * is null: its size is given per shipment.
 */
export function palletSize(
  p: Pick<PalletType, 'length' | 'width' | 'height' | 'unit'>,
  locale?: string,
): string | null {
  const dims = [p.length, p.width, p.height].filter((d): d is number => d !== null && d !== undefined);
  if (dims.length === 0) return null;
  const format = (value: number) => numberFormat(locale, { maximumFractionDigits: 2 }).format(value);
  const unit = unitText(p.unit);
  return `${dims.map(format).join(' × ')}${unit ? ` ${unit}` : ''}`;
}

/** What the table says about a pallet's height when the service leaves it out. */
export function palletNote(p: Pick<PalletType, 'length' | 'width' | 'height'>): string | null {
  if (p.length === null && p.width === null && p.height === null) return m.lookups_pallets_per_shipment();
  if (p.height === null) return m.lookups_pallets_height_not_fixed();
  return null;
}

/**
 * The countries whose postal codes the lookup offers: the service's
 * countries of the freight desk's daily work. Names come from the operator's
 * language (Intl), with English as the fallback.
 */
export const POSTAL_CODE_COUNTRIES: ReadonlyArray<{ code: string; english: string }> = [
  { code: 'ES', english: 'Spain' },
  { code: 'PT', english: 'Portugal' },
  { code: 'FR', english: 'France' },
  { code: 'DE', english: 'Germany' },
  { code: 'IT', english: 'Italy' },
  { code: 'GB', english: 'United Kingdom' },
  { code: 'NL', english: 'Netherlands' },
  { code: 'US', english: 'United States' },
];

/** The options of the country select, sorted by the name the operator reads. */
export function countryOptions(locale?: string): Array<{ value: string; label: string }> {
  return POSTAL_CODE_COUNTRIES.map((c) => ({
    value: c.code,
    label: `${countryName(c.code, locale) ?? c.english} (${c.code})`,
  })).sort((a, b) => a.label.localeCompare(b.label, locale));
}

/** A counted phrase about a search ("3 ports for “Barcelona”"): its plural form by `count`, the count in the desk's numbers. */
export function countedFor(
  message: (inputs: { count: number; shown: string; searched: string }) => string,
  count: number,
  searched: string,
  locale?: string,
): string {
  return message({ count, shown: formatNumber(count, locale), searched });
}
