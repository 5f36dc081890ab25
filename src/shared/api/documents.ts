import { z } from 'zod';
import { expects } from './answer-words';
import * as rq from './request-fields';
import { base64, bool, nullable, openEnum, optBase64, optId, optText, statusResult } from './wire';

export const validationStatuses = ['None', 'Validated'] as const;

/**
 * Document list item. Wire -> domain: `isRequired` boolean or "true"/"false"
 * (model: String); `template` base64 with any data-URI prefix removed;
 * `templateExtension` -> `extension` (the download's name, so both shapes
 * agree); `id` null when nothing was uploaded yet.
 */
export const shipmentDocument = z
  .looseObject({
    id: optId,
    shipmentId: optId,
    documentTemplateId: optId,
    documentName: optText,
    isRequired: bool.nullish().transform((v) => v ?? false),
    validationStatus: nullable(openEnum(validationStatuses)),
    observations: optText,
    template: optBase64,
    templateExtension: optText,
    extension: optText,
  })
  .transform(({ templateExtension, ...rest }) => ({ ...rest, extension: rest.extension ?? templateExtension }));
export const documentListResponse = z
  .array(shipmentDocument, expects('document-list'))
  .nullish()
  .transform((v) => v ?? []);
export type ShipmentDocument = z.output<typeof shipmentDocument>;

/**
 * Document download. `extension` is a file extension ("pdf") though the spec
 * says MIME type; `templateExtension` is read too. `file` is plain base64.
 */
export const documentDownloadResponse = z
  .looseObject({
    id: optId,
    shipmentId: optId,
    documentName: optText,
    isRequired: bool.nullish().transform((v) => v ?? false),
    validationStatus: nullable(openEnum(validationStatuses)),
    observations: optText,
    extension: optText,
    templateExtension: optText,
    file: base64,
  })
  .transform(({ templateExtension, ...rest }) => ({ ...rest, extension: rest.extension ?? templateExtension }));
export type DocumentFile = z.output<typeof documentDownloadResponse>;

/** Document upload request (spec 2.7). `documentTemplateId` must be present but may be null. */
export const documentUploadRequest = z.object({
  shipmentId: rq.reqText('shipmentId'),
  documentTemplateId: rq.reqText('documentTemplateId').nullable(),
  documentName: rq.reqText('documentName'),
  /** Base64 content (checked by upload-rules.ts). */
  file: rq.reqText('file'),
  /** A file extension such as "pdf" in the payloads. */
  extension: rq.reqText('extension'),
  observations: rq.optText('observations'),
});
export type DocumentUploadRequest = z.input<typeof documentUploadRequest>;

/** Upload result {success, message}; read tolerantly (text booleans, missing fields, empty body). */
export const documentUploadResponse = statusResult;
export type DocumentUploadResult = z.output<typeof documentUploadResponse>;
