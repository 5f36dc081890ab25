import type { CommodityUnit, ShipmentDetail, ShipmentListItem } from '@shared/api/tracking';
import { m } from '@shared/i18n/messages';
import { counted, countryName, formatNumber } from '../../lib/format';

/*
 * What the detail panel shows of a shipment, in words: its codes, its two
 * addresses, its units, and whether its tracking is on.
 */

export interface CodeItem {
  readonly id: 'shipment' | 'booking' | 'tracking';
  readonly label: string;
  readonly value: string | null;
}

/** Shipment, booking and tracking code (the detail's names differ from the booking result's). */
export function codesOf(detail: ShipmentDetail, row?: ShipmentListItem | null): CodeItem[] {
  return [
    {
      id: 'shipment',
      label: m.tracking_shipment_code(),
      value: detail.shipmentCode ?? detail.reference ?? row?.shipmentCode ?? null,
    },
    { id: 'booking', label: m.tracking_code_booking(), value: detail.bookingCode },
    { id: 'tracking', label: m.tracking_code_tracking(), value: detail.externalTracking },
  ];
}

/** The note under the timeline when some messages of the answer name another shipment (they are left out). */
export function otherMessagesText(count: number, otherIds: readonly string[], locale?: string): string {
  return counted((inputs) => m.tracking_messages_others({ ...inputs, ids: otherIds.join(', ') }), count, locale);
}

/** The code tracking messages are asked for: the shipment code from the list or the detail. */
export function messagesKey(detail: ShipmentDetail | undefined, row?: ShipmentListItem | null): string | null {
  return row?.shipmentCode ?? detail?.shipmentCode ?? detail?.reference ?? null;
}

/**
 * Whether tracking is on, when the service says (its list and detail carry
 * isActiveTracking beyond the spec); null when nothing says.
 */
export function trackingEnabledOf(...sources: ReadonlyArray<object | null | undefined>): boolean | null {
  for (const source of sources) {
    const value = (source as { isActiveTracking?: unknown } | null | undefined)?.isActiveTracking;
    if (typeof value === 'boolean') return value;
  }
  return null;
}

type Location = ShipmentDetail['origin'];

/** The lines of an address block: company, contact, street, town, country. */
export function addressLines(location: Location, locale?: string): string[] {
  if (!location) return [];
  const town = [location.postalCode, location.city].filter(Boolean).join(' ');
  const country = countryName(location.countryCode, locale) ?? location.countryCode;
  return [
    location.company,
    location.contact,
    location.address,
    [town, location.state].filter(Boolean).join(', '),
    country,
  ]
    .map((line) => line?.trim())
    .filter((line): line is string => Boolean(line));
}

export function yesNo(value: boolean | null): string {
  return value === null ? m.tracking_not_given() : value ? m.tracking_yes() : m.tracking_no();
}

const num = (value: number | null, unit: string, locale?: string) =>
  value === null ? null : `${formatNumber(value, locale)} ${unit}`;

/** One commodity unit as table cells. */
export function unitCells(
  unit: CommodityUnit,
  locale?: string,
): { type: string; quantity: string; weight: string; size: string; kind: string } {
  const dims = [unit.length, unit.width, unit.height];
  const size = dims.every((d) => d !== null)
    ? `${dims.map((d) => formatNumber(d as number, locale)).join(' × ')} cm`
    : '—';
  return {
    type: unit.unitType ?? '—',
    quantity: unit.quantity === null ? '—' : formatNumber(unit.quantity, locale),
    weight: num(unit.weight, 'kg', locale) ?? '—',
    size,
    kind: [unit.containerType, unit.palletType].filter(Boolean).join(', ') || '—',
  };
}
