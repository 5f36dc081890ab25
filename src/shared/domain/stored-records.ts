import type { shipmentSortKeys } from './shipment-sort-keys';

/*
 * Records as main's local store hands them out: the domain value (the output
 * types of src/shared/api) and when it was fetched, so a screen can say
 * "as of" when it is not fresh.
 */

export interface StoredRecord<T> {
  readonly value: T;
  /** ISO time the service sent it. */
  readonly fetchedAt: string;
}

/** What the store knows of a list row besides the row itself. */
export interface ListRowState {
  /** ISO time of the latest fetch that held this row as it is. */
  readonly fetchedAt: string;
  /** ISO time of the first full sync that no longer listed it; null while the service lists it. */
  readonly missingSince: string | null;
}

/** A row of a list the service sends, with its state (under its own key, apart from the service's fields). */
export type StoredListItem<Item> = Item & { readonly stored: ListRowState };

export type ShipmentSortKey = (typeof shipmentSortKeys)[number];
export interface ShipmentSort {
  readonly key: ShipmentSortKey;
  readonly direction: 'asc' | 'desc';
}

/**
 * The spec's filters of the shipment list, by their query names, and the
 * desk's own TrackingStatus (any of these codes). The IPC channel's schema
 * (ipc/channels/tracking.ts) parses into this shape.
 */
export interface ShipmentFilters {
  readonly Origin?: string | undefined;
  readonly Destination?: string | undefined;
  readonly ShipmentCode?: string | undefined;
  readonly TransportOperator?: string | undefined;
  readonly StartDate?: string | undefined;
  readonly EndDate?: string | undefined;
  readonly TrackingStatus?: string[] | undefined;
}

/** A window of the stored tracking list. */
export interface ShipmentListQuery {
  /** The spec's filters, applied to the stored list. */
  readonly filters?: ShipmentFilters;
  /** Words that must each appear in the code, agency, places or references (any case, any accents). */
  readonly search?: string;
  readonly offset: number;
  readonly limit: number;
  /** None: the service's order (newest bookings first). Rows without the value go last either way. */
  readonly sort?: ShipmentSort;
}

/**
 * A page of the tracking list, answered from the store. `fetchedAt` is the
 * time of the last full sync of the list, null when the list was never synced
 * (rows may still be there, from a booking); `totalElements` is what the
 * service said at that sync, given only when no filter or search narrows the list.
 */
export interface StoredListPage<Item> {
  /** Rows in the whole list for these filters. */
  readonly total: number;
  readonly totalElements: number | null;
  readonly offset: number;
  readonly rows: readonly StoredListItem<Item>[];
  readonly fetchedAt: string | null;
}

/** A record of a list the service may stop listing (saved quotes): kept, marked. */
export interface StoredListRecord<T> extends StoredRecord<T> {
  readonly missingSince: string | null;
}
