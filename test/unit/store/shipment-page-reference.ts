import type { ShipmentListItem } from '@shared/api/tracking';
import { trackingStatusCodes } from '@shared/domain/code-labels';
import type { ShipmentFilters } from '@shared/ipc/channels/tracking';
import type { ShipmentSort } from '@shared/domain/stored-records';

/*
 * The tracking list's query rules, written again plainly in JS from the
 * service's rules (the sandbox's tracking handler) and the list's sort rules
 * (the list cache the store replaces), to check the store's SQL against.
 * Nothing here is imported from the store.
 */

const fold = (text: string | null | undefined): string =>
  (text ?? '')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
const postal = (text: string | null | undefined): string => (text ?? '').toUpperCase().replace(/\s+/g, '');

function placeMatches(place: ShipmentListItem['origin'], text: string): boolean {
  const needle = fold(text);
  if (needle === '') return true;
  if (!place) return false;
  if (fold(place.city).includes(needle)) return true;
  if (place.postalCode && postal(place.postalCode).startsWith(postal(text))) return true;
  return (place.countryCode ?? '').trim().toUpperCase() === needle.toUpperCase();
}

function dateBound(text: string | undefined, end: boolean): ((date: string) => boolean) | null {
  const value = (text ?? '').trim();
  if (value === '') return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return end ? (date) => date.slice(0, 10) <= value : (date) => date >= `${value}T00:00:00`;
  }
  return end ? (date) => date <= value : (date) => date >= value;
}

/** Everything a text search looks in: code, agency, both places, the detail's references. */
function searchable(item: ShipmentListItem, references: readonly string[]): string[] {
  const place = (p: ShipmentListItem['origin']) => [p?.city, p?.state, postal(p?.postalCode), p?.countryCode];
  return [item.shipmentCode, item.agency, ...place(item.origin), ...place(item.destination), ...references].map(fold);
}

export function referenceMatches(
  item: ShipmentListItem,
  filters: ShipmentFilters | undefined,
  search: string | undefined,
  references: readonly string[] = [],
): boolean {
  const f = filters ?? {};
  if (f.Origin !== undefined && !placeMatches(item.origin, f.Origin)) return false;
  if (f.Destination !== undefined && !placeMatches(item.destination, f.Destination)) return false;
  if (f.ShipmentCode && !fold(item.shipmentCode).includes(fold(f.ShipmentCode))) return false;
  if (f.TransportOperator && !fold(item.agency).includes(fold(f.TransportOperator))) return false;
  const from = dateBound(f.StartDate, false);
  const to = dateBound(f.EndDate, true);
  if ((from || to) && item.pickUpDate === null) return false;
  if (from && !from(item.pickUpDate as string)) return false;
  if (to && !to(item.pickUpDate as string)) return false;
  if (f.TrackingStatus && f.TrackingStatus.length > 0) {
    const sent = item.trackingStatus ?? '';
    const none = f.TrackingStatus.includes('None') && sent === '';
    if (!none && !f.TrackingStatus.includes(sent)) return false;
  }
  const words = fold(search).split(/\s+/).filter(Boolean);
  const fields = searchable(item, references);
  return words.every((word) => fields.some((field) => field.includes(word)));
}

/** A status's place in a shipment's life: the label table's order, any other status after, none (None) last. */
function statusOrder(status: string | null): number | null {
  if (status === null || status.trim() === '' || status.trim() === 'None') return null;
  const at = (trackingStatusCodes as readonly string[]).indexOf(status.trim());
  return at === -1 ? 1_000 : at;
}

const sortValue = (item: ShipmentListItem, key: ShipmentSort['key']): string | number | null =>
  key === 'price'
    ? (item.price?.value ?? null)
    : key === 'status'
      ? statusOrder(item.trackingStatus)
      : (item[key] ?? null);

/** Stable sort of the list (given in the service's order): rows without the value last either way. */
export function referenceSort(items: readonly ShipmentListItem[], sort: ShipmentSort | undefined): ShipmentListItem[] {
  if (!sort) return [...items];
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...items].sort((a, b) => {
    const x = sortValue(a, sort.key);
    const y = sortValue(b, sort.key);
    if (x === y) return 0;
    if (x === null) return 1;
    if (y === null) return -1;
    return (x < y ? -1 : 1) * sign;
  });
}
