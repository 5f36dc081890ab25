import { z } from 'zod';
import type { OperationResult } from '../../api/operations';
import { channel, requiredId } from '../channel';
import { m } from '../../i18n/messages';
import type { Kept } from '../kept';
import { uploadFile, type SavedFile } from './files';

/** The longest document name and observations the desk sends with an upload: a longer one is refused before it leaves. */
const DOCUMENT_NAME_MAX = 200;
const OBSERVATIONS_MAX = 2000;

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
        .min(1, { error: () => m.documents_field_name_required() })
        .max(DOCUMENT_NAME_MAX, { error: () => m.documents_field_name_too_long({ max: DOCUMENT_NAME_MAX }) }),
      observations: z
        .string()
        .max(OBSERVATIONS_MAX, { error: () => m.documents_field_observations_too_long({ max: OBSERVATIONS_MAX }) })
        .nullable()
        .optional(),
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
