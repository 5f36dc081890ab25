import type { ShipmentDocument } from '@shared/api/documents';
import type { OperationResult } from '@shared/api/operations';
import { checkDocumentUploadFields } from '@shared/api/upload-rules';
import { safeFileNameOf } from '@shared/domain/safe-file-name';
import type { StoredRecord } from '@shared/domain/stored-records';
import { fileExtension } from '@shared/domain/upload-limits';
import { JsonWithFiles } from '@main/api/json-with-files';
import { documentKey, type LocalStore, type NewStoredFile, type StoredFile } from '@main/store';
import { nowIso, type AreaHandlers, type ChannelHandler, type ServiceDeps } from './area-handlers';
import { saveFile } from './files';
import { uploadIssueText } from '@shared/api/upload-rule-words';
import { throwIfProblems } from './support/problems';
import { answerInDeskWords } from '@shared/api/service-words';
import { checkUploadFile } from './support/upload-files';

/**
 * The documents of booked shipments, read through the profile's local store
 * (kept-read.ts): checklists, uploads and downloads. The bytes of a file
 * uploaded or downloaded are kept, so it opens offline.
 */
export function documentsHandlers({
  session,
  kept,
  desktop,
  fileThread,
}: Pick<ServiceDeps, 'session' | 'kept' | 'desktop' | 'fileThread'>): AreaHandlers<'documents'> {
  return {
    /**
     * A shipment's checklist, with the documents whose files the store holds
     * (openable offline); entries whose validation moved are announced.
     */
    'documents.list': async ({ shipmentId }) => {
      const stamp = session.data.current();
      const checklist = await kept.read({
        fetch: (connection) => connection.call('documents.list', { params: { shipmentId } }),
        keep: (store, documents, fetchedAt) => {
          const changes = store.documents.putChecklist(shipmentId, documents, fetchedAt);
          linkUploadedFiles(store, shipmentId, documents);
          return changes;
        },
        stored: (store) => store.documents.checklist(shipmentId),
      });
      const storedDocumentIds = kept.fromStore(stamp, [], (store) =>
        store.documents.filesOf(shipmentId).flatMap((file) => (file.documentId === null ? [] : [file.documentId])),
      );
      return { ...checklist, storedDocumentIds };
    },

    /**
     * Sends a document. Once the service accepts it, its bytes are kept as that
     * document's file, so it opens offline like a downloaded one.
     */
    'documents.upload': async (input) => {
      checkUploadFile(input.fileName, input.content);
      const extension = fileExtension(input.fileName);
      const fields = {
        shipmentId: input.shipmentId,
        documentTemplateId: input.documentTemplateId,
        documentName: input.documentName,
        extension,
        observations: input.observations ?? null,
      };
      // Said in the desk's language: the rule's English message is the sandbox's.
      throwIfProblems(
        checkDocumentUploadFields(fields).map((issue) => ({ path: issue.path, message: uploadIssueText(issue) })),
        '',
      );
      const connection = await session.connected();
      // The bytes as they came: JsonWithFiles encodes them to the service's base64 as it sends them.
      const body = JsonWithFiles.of('documents.upload', { ...fields, file: input.content });
      const result = await connection.call('documents.upload', { body });
      if (result.success) {
        const storedAt = nowIso(session);
        await kept.keepInSteps(connection.scope, storedAt, (store) =>
          store.documents.putFileInSteps(uploadedFile(input, extension, storedAt), fileThread?.writerFor(store.file)),
        );
      }
      return answerInDeskWords('documents.upload', result);
    },

    /**
     * Fetches a document and saves it where the operator chooses; its bytes are
     * kept, so it saves from the store when the service cannot be reached. The
     * name is the service's, made safe (an allowed extension, no disguising
     * characters), with the shipment in front so two shipments' invoices never
     * take each other's name.
     */
    'documents.download': async ({ documentId, shipmentCode }) => {
      const file = await kept.read<OperationResult<'documents.download'>>({
        fetch: (connection) => connection.call('documents.download', { params: { documentId } }),
        keep: (store, document, fetchedAt) => {
          // A file the service does not place in a shipment could never be listed as openable: not kept.
          if (!document.shipmentId) return;
          store.documents.putFile({
            shipmentId: document.shipmentId,
            documentId,
            documentKey: null,
            documentName: document.documentName,
            fileName: document.documentName ?? documentId,
            extension: document.extension,
            source: 'downloaded',
            bytes: Buffer.from(document.file, 'base64'),
            storedAt: fetchedAt,
          });
        },
        stored: (store) => storedDownload(store.documents.fileOfDocument(documentId)),
      });
      const fileName = safeFileNameOf({
        stem: file.value.documentName ?? '',
        extension: file.value.extension,
        qualifier: shipmentCode,
        fallback: 'document',
      });
      const saved = await saveFile(desktop, fileName, Buffer.from(file.value.file, 'base64'));
      return file.fromStore ? { ...saved, fromStore: true } : saved;
    },
  };
}

/** The file of an upload the service accepted, as the store keeps it. */
function uploadedFile(
  input: Parameters<ChannelHandler<'documents.upload'>>[0],
  extension: string,
  storedAt: string,
): NewStoredFile {
  return {
    shipmentId: input.shipmentId,
    // The service's answer carries no document id: the next checklist links the file (linkUploadedFiles).
    documentId: null,
    documentKey: input.documentTemplateId ? `template:${input.documentTemplateId}` : null,
    documentName: input.documentName,
    fileName: input.fileName,
    extension,
    source: 'uploaded',
    bytes: input.content,
    storedAt,
  };
}

/** A kept file as the service's download answer (the shape a live download has), or null. */
function storedDownload(file: StoredFile | null): StoredRecord<OperationResult<'documents.download'>> | null {
  if (!file) return null;
  const value: OperationResult<'documents.download'> = {
    id: file.documentId,
    shipmentId: file.shipmentId,
    documentName: file.documentName,
    isRequired: false,
    validationStatus: null,
    observations: null,
    extension: file.extension,
    file: Buffer.from(file.bytes).toString('base64'),
  };
  return { value, fetchedAt: file.storedAt };
}

/**
 * Uploaded files are kept before the service names them (its answer carries
 * no document id). Once a checklist lists the upload under an id, the file is
 * linked to it, so the document opens offline by that id: the newest upload
 * of a checklist entry goes to the entry with an id and no file yet, told
 * apart by name when one entry takes several files ("Other documents").
 */
function linkUploadedFiles(store: LocalStore, shipmentId: string, documents: readonly ShipmentDocument[]): void {
  const files = store.documents.filesOf(shipmentId);
  const unlinked = files.filter((f) => f.source === 'uploaded' && f.documentId === null && f.documentKey !== null);
  if (unlinked.length === 0) return;
  const withFile = new Set(files.flatMap((f) => (f.documentId === null ? [] : [f.documentId])));
  for (const file of unlinked.reverse()) {
    const candidates = documents.filter(
      (d, position) => d.id !== null && !withFile.has(d.id) && documentKey(d, position) === file.documentKey,
    );
    const match =
      candidates.length === 1 ? candidates[0] : candidates.find((d) => d.documentName === file.documentName);
    if (!match?.id) continue;
    store.documents.linkFile(file.fileId, match.id);
    withFile.add(match.id);
  }
}
