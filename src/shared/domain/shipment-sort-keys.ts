/**
 * The columns the shipment list can be sorted by (the tracking.shipments
 * channel's sort keys). Apart from the channel's schemas, so the renderer's
 * start-up code can read a sort order from the address without loading zod.
 */
export const shipmentSortKeys = ['pickUpDate', 'deliveryDate', 'shipmentCode', 'agency', 'price', 'status'] as const;
