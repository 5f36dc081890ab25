import { z } from 'zod';
import type { OperationResult } from '../../api/operations';
import type { ShipmentListItem } from '../../api/tracking';
import { shipmentSortKeys } from '../../domain/shipment-sort-keys';
import type { StoredShipmentPage } from '../../domain/stored-records';
import { channel, requiredId } from '../channel';
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
  .refine((s) => s === undefined || /^\d{4}-\d{2}-\d{2}/.test(s), 'Use a date like 2026-11-22');

/** The spec's filters of the shipment list, by their query names. */
export const shipmentFilters = z.object({
  Origin: optionalText,
  Destination: optionalText,
  ShipmentCode: optionalText,
  TransportOperator: optionalText,
  StartDate: optionalDate,
  EndDate: optionalDate,
});
export type ShipmentFilters = z.input<typeof shipmentFilters>;

export { shipmentSortKeys };

/**
 * A window of the shipment list, answered by main from the local store (the
 * filters, search and sort applied there; never a new fetch). The store is
 * kept in step with the service by the sync (channels/desk.ts); the renderer
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
    .max(120, 'Search for at most 120 characters')
    .optional()
    .transform((s) => (s === '' ? undefined : s)),
});
export type ShipmentPageInput = z.input<typeof shipmentPageInput>;

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

/** Base64 file content with its name, as read from a drop or a file picker. */
export const fileContent = z.object({
  fileName: z.string().trim().min(1, 'fileName is required').max(255),
  contentBase64: z.string().min(1, 'The file is empty'),
});

/** Where a save landed (nothing when the operator cancelled the dialog). */
export interface SavedFile {
  readonly saved: boolean;
  readonly path?: string;
  readonly fileName: string;
  readonly bytes: number;
  /** The file came from the local store (the service could not be reached), as it was when downloaded or uploaded. */
  readonly fromStore?: boolean;
}

/** A shipment's document checklist, with the documents whose files the store holds (openable offline). */
export type KeptChecklist = Kept<OperationResult<'documents.list'>> & {
  readonly storedDocumentIds: readonly string[];
};

/** Tracking and documents of booked shipments. */
export const shipmentChannels = {
  'tracking.shipments': channel<TrackingPage>()(shipmentPageInput),
  'tracking.detail': channel<Kept<OperationResult<'tracking.detail'>>>()(z.object({ shipmentId: requiredId('shipmentId') })),
  'tracking.messages': channel<Kept<OperationResult<'tracking.messages'>>>()(
    z.object({ shipmentCode: requiredId('shipmentCode') }),
  ),
  'tracking.switch': channel<OperationResult<'tracking.switch'>>()(
    z.object({ shipmentId: requiredId('shipmentId'), enabled: z.boolean() }),
  ),

  'documents.list': channel<KeptChecklist>()(z.object({ shipmentId: requiredId('shipmentId') })),
  'documents.upload': channel<OperationResult<'documents.upload'>>()(
    fileContent.extend({
      shipmentId: requiredId('shipmentId'),
      documentTemplateId: requiredId('documentTemplateId').nullable(),
      documentName: z
        .string()
        .trim()
        .min(1, 'documentName is required')
        .max(200, 'documentName is too long (at most 200 characters)'),
      observations: z.string().max(2000).nullable().optional(),
    }),
  ),
  /**
   * Fetches the document and saves it where the operator chooses (a native
   * save dialog). The shipment's code (its id when it has none) goes into the
   * file name, so two shipments' documents of one name stay apart.
   */
  'documents.download': channel<SavedFile>()(
    z.object({ documentId: requiredId('documentId'), shipmentCode: requiredId('shipmentCode') }),
  ),
} as const;
