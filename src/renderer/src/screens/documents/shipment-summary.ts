import type { ShipmentDetail, ShipmentListItem } from '@shared/api/tracking';

/** What the Documents screen says about the shipment whose documents it shows. */
export interface ShipmentSummary {
  readonly shipmentId: string;
  /** The code operators quote (null when the service did not send one). */
  readonly code: string | null;
  /** "Barcelona (ES) → Madrid (ES)", or null when neither end is known. */
  readonly route: string | null;
  /** "boxes", "sea/fcl", …, as the service names the kind of shipment. */
  readonly type: string | null;
}

interface Place {
  readonly city?: string | null;
  readonly countryCode?: string | null;
  readonly postalCode?: string | null;
}

/** "Barcelona (ES)", "08001 (ES)", or null. */
export function placeText(place: Place | null | undefined): string | null {
  if (!place) return null;
  const name = place.city?.trim() || place.postalCode?.trim() || null;
  const country = place.countryCode?.trim() || null;
  if (name && country) return `${name} (${country})`;
  return name ?? country;
}

export function routeText(origin: Place | null | undefined, destination: Place | null | undefined): string | null {
  const from = placeText(origin);
  const to = placeText(destination);
  if (!from && !to) return null;
  return `${from ?? '?'} → ${to ?? '?'}`;
}

export function summaryFromListItem(item: ShipmentListItem): ShipmentSummary {
  return {
    shipmentId: item.shipmentId,
    code: item.shipmentCode,
    route: routeText(item.origin, item.destination),
    type: item.shipmentType,
  };
}

export function summaryFromDetail(detail: ShipmentDetail): ShipmentSummary {
  return {
    shipmentId: detail.shipmentId,
    code: detail.shipmentCode ?? detail.reference,
    route: routeText(detail.origin, detail.destination),
    type: detail.shipmentType,
  };
}
