import { z } from 'zod';
import type { OperationResult } from '../../api/operations';
import { shipmentSortKeys } from '../../domain/shipment-sort-keys';
import { STATUS_FILTER_LIMITS } from '../../domain/status-filter-limits';
import type { ShipmentListItem } from '../../api/tracking';
import type { ShipmentFilters, StoredListItem, StoredListPage } from '../../domain/stored-records';
import { channel, requiredId } from '../channel';
import { m } from '../../i18n/messages';
import type { SavedFile } from './files';
import type { Kept } from '../kept';

/** A tracking list row as the store answers it: the service's item and what the store knows of it. */
export type StoredShipmentListItem = StoredListItem<ShipmentListItem>;
/** A page of the tracking list, answered from the store. */
export type StoredShipmentPage = StoredListPage<ShipmentListItem>;

const optionalText = z
  .string()
  .trim()
  .max(120)
  .optional()
  .transform((s) => (s === '' ? undefined : s));
const optionalDate = z
  .string()
  .trim()
  .optional()
  .transform((s) => (s === '' ? undefined : s))
  .refine((s) => s === undefined || /^\d{4}-\d{2}-\d{2}/.test(s), { error: () => m.tracking_field_date_form() });

/**
 * The filters of the shipment list (domain/stored-records.ts): the rows whose
 * status is any of the TrackingStatus codes (`None` also takes the rows the
 * service sent no status for). The service has no such filter; the store answers it.
 */
export const shipmentFilters = z.object({
  Origin: optionalText,
  Destination: optionalText,
  ShipmentCode: optionalText,
  TransportOperator: optionalText,
  StartDate: optionalDate,
  EndDate: optionalDate,
  TrackingStatus: z
    .array(
      z
        .string()
        .trim()
        .min(1, { error: () => m.tracking_field_status_empty() })
        .max(STATUS_FILTER_LIMITS.length, {
          error: () => m.tracking_field_status_too_long({ max: STATUS_FILTER_LIMITS.length }),
        }),
    )
    .max(STATUS_FILTER_LIMITS.statuses, {
      error: () => m.tracking_filter_too_many_statuses({ max: STATUS_FILTER_LIMITS.statuses }),
    })
    .optional()
    .transform((codes) => (codes === undefined || codes.length === 0 ? undefined : [...new Set(codes)])),
}) satisfies z.ZodType<ShipmentFilters>;
export type { ShipmentFilters };

export { shipmentSortKeys };

/**
 * A window of the shipment list, answered by main from the local store (the
 * filters, search and sort applied there; never a new fetch). The store is
 * kept in step with the service by the sync (channels/sync.ts); the renderer
 * asks for the rows it draws (100,000 rows never cross IPC at once).
 */
export const shipmentPageInput = z.object({
  filters: shipmentFilters.prefault({}),
  offset: z.int().min(0).default(0),
  limit: z.int().min(1).max(500).default(100),
  sort: z.object({ key: z.enum(shipmentSortKeys), direction: z.enum(['asc', 'desc']) }).optional(),
  /** Words that must each appear in the code, agency, places or references (any case, any accents). */
  search: z
    .string()
    .trim()
    .max(120, { error: () => m.tracking_field_search_too_long({ max: 120 }) })
    .optional()
    .transform((s) => (s === '' ? undefined : s)),
});
export type ShipmentPageInput = z.input<typeof shipmentPageInput>;

/** The files the list exports to: CSV for any tool, XLSX with dates as dates and prices as numbers. */
export const shipmentExportFormats = ['csv', 'xlsx'] as const;
export type ShipmentExportFormat = (typeof shipmentExportFormats)[number];

/**
 * The whole list as the screen filters, searches and sorts it (every matching
 * row, not the drawn window), written by main and saved through the save dialog.
 */
export const shipmentExportInput = shipmentPageInput.omit({ offset: true, limit: true }).extend({
  format: z.enum(shipmentExportFormats, {
    error: () => m.ipc_export_format({ formats: shipmentExportFormats.join(', ') }),
  }),
});
export type ShipmentExportInput = z.input<typeof shipmentExportInput>;

/** Tracking of booked shipments: the list (from the local store), a shipment's detail and messages, the tracking switch. */
export const trackingChannels = {
  'tracking.shipments': channel<StoredShipmentPage>()(() => shipmentPageInput),
  'tracking.detail': channel<Kept<OperationResult<'tracking.detail'>>>()(() =>
    z.object({ shipmentId: requiredId(m.ipc_id_shipment) }),
  ),
  'tracking.messages': channel<Kept<OperationResult<'tracking.messages'>>>()(() =>
    z.object({ shipmentCode: requiredId(m.ipc_id_shipment_code) }),
  ),
  'tracking.export': channel<SavedFile>()(() => shipmentExportInput),
  'tracking.switch': channel<OperationResult<'tracking.switch'>>()(() =>
    z.object({ shipmentId: requiredId(m.ipc_id_shipment), enabled: z.boolean() }),
  ),
} as const;
