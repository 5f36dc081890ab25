import type { ShipmentListItem } from '@shared/api/tracking';

/** A list item with the fields a test names; the rest as the client's schema outputs them when absent. */
export function listItem(fields: Partial<ShipmentListItem> & { shipmentId: string }): ShipmentListItem {
  return {
    shipmentCode: null,
    agency: null,
    pickUpDate: null,
    deliveryDate: null,
    transitDays: null,
    expirationDate: null,
    price: null,
    currency: null,
    customs: null,
    insurance: null,
    shipmentType: null,
    trackingStatus: null,
    customsStatus: null,
    origin: null,
    destination: null,
    hasInvoice: false,
    ...fields,
  };
}
