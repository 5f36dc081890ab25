import type { TariffRate, TariffReportItem } from '@shared/api/tariffs';
import { codeLabel } from '@shared/domain/code-labels';
import { m } from '@shared/i18n/messages';
import { counted, formatDate } from '../../lib/format';

/** How the report's rates read in the table: short, and the same for every rate. */

/** "ESVLC → CNSHA". */
export function laneText(rate: Pick<TariffRate, 'pol' | 'pod'>): string {
  return `${rate.pol ?? '?'} → ${rate.pod ?? '?'}`;
}

/** "Container yard → Store door" (the service types at each end), or null when neither is given. */
export function serviceTypesText(rate: Pick<TariffRate, 'polServiceType' | 'podServiceType'>): string | null {
  if (!rate.polServiceType && !rate.podServiceType) return null;
  return `${codeLabel('serviceType', rate.polServiceType) ?? '—'} → ${codeLabel('serviceType', rate.podServiceType) ?? '—'}`;
}

/** "1 Jan 2026 – 31 Dec 2026", "from 1 Jan 2026", or null. */
export function validityText(rate: Pick<TariffRate, 'startDate' | 'endDate'>, locale?: string): string | null {
  const start = rate.startDate ? formatDate(rate.startDate, locale) : null;
  const end = rate.endDate ? formatDate(rate.endDate, locale) : null;
  if (start && end) return `${start} – ${end}`;
  if (start) return m.tariffs_validity_from({ start });
  if (end) return m.tariffs_validity_until({ end });
  return null;
}

/** "28 days", or null when the service did not say. */
export function transitText(rate: Pick<TariffRate, 'timeInTransit'>, locale?: string): string | null {
  return rate.timeInTransit === null ? null : counted(m.tariffs_transit_days, rate.timeInTransit, locale);
}

/** "SeaContainer" -> "Sea container"; numbers (FCL/LCL codes) as they are. */
export function tariffTypeText(item: Pick<TariffReportItem, 'type'>): string | null {
  return codeLabel('tariffType', item.type);
}

/** "2 tariffs, 5 rates, 9 costs". */
export function reportCounts(items: readonly TariffReportItem[], locale?: string): string {
  const rates = items.reduce((n, item) => n + item.rates.length, 0);
  const costs = items.reduce((n, item) => n + item.rates.reduce((m, rate) => m + rate.costs.length, 0), 0);
  return [
    counted(m.tariffs_count_tariffs, items.length, locale),
    counted(m.tariffs_count_rates, rates, locale),
    counted(m.tariffs_costs_count, costs, locale),
  ].join(', ');
}

/**
 * What tells two tariffs of one contract apart, when the service says it: the
 * files and the upload date (the sandbox adds `files` and `uploadedDate`
 * beyond the documented fields; a real service may not).
 */
export function tariffNote(item: TariffReportItem, locale?: string): string | null {
  const extra = item as Record<string, unknown>;
  const files = Array.isArray(extra['files']) ? extra['files'].filter((f): f is string => typeof f === 'string') : [];
  const uploaded = typeof extra['uploadedDate'] === 'string' ? formatDate(extra['uploadedDate'], locale) : null;
  const parts = [files.join(', ') || null, uploaded ? m.tariffs_note_uploaded({ date: uploaded }) : null].filter(
    Boolean,
  );
  return parts.length > 0 ? parts.join(' · ') : null;
}
