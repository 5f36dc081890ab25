import { randomUUID } from 'node:crypto';
import { documentAnswerText } from '@shared/api/document-answers';
import { readBase64 } from '@shared/domain/base64';
import { MAX_UPLOAD_BYTES, overTheLimit, UPLOAD_EXTENSIONS } from '@shared/domain/upload-limits';
import { checklistFor, templateFile, type DocumentTemplate } from '../engines/document-checklist';
import { notFound, payloadTooLarge } from '../errors';
import type { DocumentRecord, ShipmentRecord } from '../state/records';
import { HOUR, wireDateTime } from '../util/dates';
import { ok, pathId, type Handler } from './types';

/** File types the service accepts: those the app lets an operator choose. */
export const ACCEPTED_EXTENSIONS: readonly string[] = UPLOAD_EXTENSIONS;
/** An uploaded document is checked by the (simulated) back office this long after upload. */
export const DOCUMENT_VALIDATION_MS = 2 * HOUR;

function validationStatus(d: DocumentRecord, now: number): 'None' | 'Validated' {
  return now >= d.uploadedAt + DOCUMENT_VALIDATION_MS ? 'Validated' : 'None';
}

function templatesOf(s: ShipmentRecord): readonly DocumentTemplate[] {
  return checklistFor(s.type, s.spec.dangerousCargo);
}

/**
 * GET /v1/documents/shipment/{shipmentId}: the shipment's checklist, one item
 * per required or optional document (id null until a file is uploaded; the
 * blank template comes with the items not uploaded yet, as in the payload).
 */
export const listDocuments: Handler<'documents.list'> = ({ account, params, now, services }) => {
  const shipmentId = pathId(params.shipmentId, 'shipmentId');
  const shipment = services.state.shipment(account, shipmentId);
  if (!shipment) throw notFound(`no shipment ${shipmentId} for this account`);
  const items = templatesOf(shipment).flatMap((t): Array<Record<string, unknown>> => {
    const uploads = shipment.documents.filter((d) => d.templateId === t.templateId);
    if (uploads.length === 0) {
      const file = templateFile(t);
      return [
        {
          id: null,
          shipmentId: shipment.shipmentId,
          documentTemplateId: t.templateId,
          documentName: t.documentName,
          isRequired: t.isRequired,
          validationStatus: null,
          observations: t.observations,
          template: file,
          templateExtension: file ? 'pdf' : null,
        },
      ];
    }
    return uploads.map((d) => ({
      id: d.id,
      shipmentId: shipment.shipmentId,
      documentTemplateId: t.templateId,
      // The checklist's name ("Label"), as in the payload; "Other documents" are told apart by their own names.
      documentName: t.multiple ? d.documentName : t.documentName,
      isRequired: t.isRequired,
      validationStatus: validationStatus(d, now),
      observations: d.observations ?? t.observations,
      template: null,
      templateExtension: null,
      // Beyond the payload: what was uploaded and when.
      uploadedName: d.documentName,
      extension: d.extension,
      uploadedDate: wireDateTime(d.uploadedAt),
    }));
  });
  return ok(items);
};

/** GET /v1/documents/shipment/{documentId}/download: an uploaded document with its file. */
export const downloadDocument: Handler<'documents.download'> = ({ account, params, now, services }) => {
  const documentId = pathId(params.documentId, 'documentId');
  const found = services.state.document(account, documentId);
  if (!found) {
    const isShipment = services.state.shipment(account, documentId) !== undefined;
    throw notFound(
      isShipment
        ? `${documentId} is a shipment id; download takes a document id (the id of an uploaded item of GET /v1/documents/shipment/${documentId})`
        : `no uploaded document ${documentId} for this account`,
    );
  }
  const { shipment, document } = found;
  const file = services.state.documentFile(document);
  if (file === undefined) throw notFound(`the file of document ${document.id} is missing from the sandbox's state`);
  const template = templatesOf(shipment).find((t) => t.templateId === document.templateId);
  return ok({
    id: document.id,
    shipmentId: shipment.shipmentId,
    documentName: document.documentName,
    isRequired: template?.isRequired ?? false,
    validationStatus: validationStatus(document, now),
    observations: document.observations,
    extension: document.extension,
    file,
  });
};

/**
 * POST /v1/documents/shipment/upload (also with the shipment id before
 * /upload). Another account's shipment is 404 and a file over the limit 413;
 * the refusals the spec describes (unknown template, not base64, a file type
 * the service does not take, an empty file) are HTTP 200 with success false.
 */
export const uploadDocument: Handler<'documents.upload'> = ({ account, body, now, services }) => {
  const refuse = (message: string) => ok({ success: false, message });
  const shipment = services.state.shipment(account, body.shipmentId.trim());
  if (!shipment) throw notFound(`no shipment ${body.shipmentId} for this account`);

  const templates = templatesOf(shipment);
  if (body.documentTemplateId === null || body.documentTemplateId.trim() === '') {
    return refuse(documentAnswerText['template-required'](shipment.shipmentId));
  }
  const template = templates.find((t) => t.templateId.toLowerCase() === body.documentTemplateId?.trim().toLowerCase());
  if (!template) {
    const documents = templates.map((t) => `${t.documentName} (${t.templateId})`).join(', ');
    return refuse(documentAnswerText['template-unknown'](body.documentTemplateId, shipment.code, documents));
  }

  // One native decode checks the text and counts its bytes (the app's limit: MAX_UPLOAD_BYTES).
  const file = readBase64(body.file.trim());
  if (!file) return refuse(documentAnswerText['not-base64']());
  if (file.bytes > MAX_UPLOAD_BYTES) {
    throw payloadTooLarge(`file is ${overTheLimit(file.bytes)} of decoded content per document`, 'file');
  }
  if (file.bytes === 0) return refuse(documentAnswerText.empty());
  const extension = body.extension.trim().replace(/^\./, '').toLowerCase();
  if (!ACCEPTED_EXTENSIONS.includes(extension)) {
    return refuse(documentAnswerText.extension(body.extension, ACCEPTED_EXTENSIONS.join(', ')));
  }

  const document: DocumentRecord = {
    id: randomUUID(),
    templateId: template.templateId,
    documentName: body.documentName.trim(),
    extension,
    observations: body.observations?.trim() || null,
    uploadedAt: now,
  };
  // One file per document, except "Other documents": a new upload replaces the last.
  const replaces = template.multiple ? [] : shipment.documents.filter((d) => d.templateId === template.templateId);
  services.state.addDocument(shipment, document, file.base64, replaces);
  return ok({
    success: true,
    message: documentAnswerText.uploaded(template.documentName),
    documentId: document.id,
  });
};
