import { z } from 'zod';
import type { OperationResult } from '../../api/operations';
import type { ShipmentListItem } from '../../api/tracking';
import { shipmentSortKeys } from '../../domain/shipment-sort-keys';
import type { StoredShipmentPage } from '../../domain/stored-records';
import { channel, requiredId } from '../channel';
import { m } from '../../i18n/messages';
import type { SavedFile } from './files';
import type { Kept } from '../kept';

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
 * The spec's filters of the shipment list, by their query names, and the
 * desk's own TrackingStatus: the rows whose status is any of these codes
 * (`None` also takes the rows the service sent no status for). The service
 * has no such filter; the store answers it.
 */
export const shipmentFilters = z.object({
  Origin: optionalText,
  Destination: optionalText,
  ShipmentCode: optionalText,
  TransportOperator: optionalText,
  StartDate: optionalDate,
  EndDate: optionalDate,
  TrackingStatus: z
    .array(z.string().trim().min(1, 'A status to filter by is empty').max(60, 'A status is at most 60 characters'))
    .max(40, 'Filter by at most 40 statuses')
    .optional()
    .transform((codes) => (codes === undefined || codes.length === 0 ? undefined : [...new Set(codes)])),
});
export type ShipmentFilters = z.input<typeof shipmentFilters>;

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
  format: z.enum(shipmentExportFormats, { error: `format must be one of ${shipmentExportFormats.join(', ')}` }),
});
export type ShipmentExportInput = z.input<typeof shipmentExportInput>;

/** The page the tracking list shows: rows with when they were fetched and whether the service still lists them. */
export type TrackingPage = StoredShipmentPage;

/** The service's list as a page (the shape the store's page keeps, with the store's own fields beside it). */
export interface ShipmentPage {
  /** Rows in the whole list for these filters. */
  readonly total: number;
  /** What the service said in totalElements (it may differ from the rows it sent). */
  readonly totalElements: number | null;
  readonly offset: number;
  readonly rows: readonly ShipmentListItem[];
  /** ISO time the list was fetched from the service. */
  readonly fetchedAt: string;
}

/** Tracking of booked shipments: the list (from the local store), a shipment's detail and messages, the tracking switch. */
export const trackingChannels = {
  'tracking.shipments': channel<TrackingPage>()(() => shipmentPageInput),
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
