import { z } from 'zod';
import type { OperationResult } from '../../api/operations';
import { channel, requiredId } from '../channel';
import { m } from '../../i18n/messages';
import type { Kept } from '../kept';
import { uploadFile, type SavedFile } from './files';

/** A shipment's document checklist, with the documents whose files the store holds (openable offline). */
export type KeptChecklist = Kept<OperationResult<'documents.list'>> & {
  readonly storedDocumentIds: readonly string[];
};

/** The documents of booked shipments: the checklist, uploads and downloads. */
export const documentsChannels = {
  'documents.list': channel<KeptChecklist>()(() => z.object({ shipmentId: requiredId(m.ipc_id_shipment) })),
  'documents.upload': channel<OperationResult<'documents.upload'>>()(() =>
    uploadFile.extend({
      shipmentId: requiredId(m.ipc_id_shipment),
      documentTemplateId: requiredId(m.ipc_id_document_template).nullable(),
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
  'documents.download': channel<SavedFile>()(() =>
    z.object({ documentId: requiredId(m.ipc_id_document), shipmentCode: requiredId(m.ipc_id_shipment_code) }),
  ),
} as const;
