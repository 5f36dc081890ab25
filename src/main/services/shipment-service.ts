import { checkDocumentUploadRules } from '../../shared/api/upload-rules';
import type { OperationResult } from '../../shared/api/operations';
import type { ShipmentDocument } from '../../shared/api/documents';
import type { StoredRecord } from '../../shared/domain/stored-records';
import type { KeptChecklist } from '../../shared/ipc/channels/documents';
import type { SavedFile } from '../../shared/ipc/channels/files';
import type { Kept } from '../../shared/ipc/kept';
import { isSafeExternalUrl } from '../../shared/domain/external-url';
import { UserFacingError } from '../errors';
import type { DesktopPort } from '../desktop-port';
import { documentKey, type LocalStore, type StoredFile } from '../store';
import type { ScopeStamp } from './data-scope';
import type { KeptReader } from './kept-read';
import type { SessionService } from './session-service';
import { throwIfProblems } from './problems';
import { checkUploadFile } from './upload-files';
import { safeFileName, safeFileNameOf } from '../../shared/domain/safe-file-name';
import { fileExtension } from '../../shared/domain/upload-limits';

/** What an upload sends: the file as read from a drop or a picker, and the checklist entry it fills. */
export interface UploadInput {
  readonly shipmentId: string;
  readonly documentTemplateId: string | null;
  readonly documentName: string;
  readonly fileName: string;
  readonly contentBase64: string;
  readonly observations?: string | null | undefined;
}

/**
 * Tracking and documents of booked shipments, read through the profile's
 * local store: what the service answers is kept, and answers when the
 * service cannot be asked (kept-read.ts). The tracking list itself is the
 * store's, kept in step by the sync.
 */
export class ShipmentService {
  constructor(
    private readonly session: SessionService,
    private readonly desktop: DesktopPort,
    private readonly kept: KeptReader,
  ) {}

  detail(shipmentId: string): Promise<Kept<OperationResult<'tracking.detail'>>> {
    return this.kept.read({
      fetch: (connection) => connection.call('tracking.detail', { params: { shipmentId } }),
      keep: (store, detail, fetchedAt) => store.details.put(detail, fetchedAt),
      stored: (store) => store.details.get(shipmentId),
    });
  }

  /** A shipment's messages; the ones new since the last fetch are announced ('shipments.changed'). */
  messages(shipmentCode: string): Promise<Kept<OperationResult<'tracking.messages'>>> {
    return this.kept.read({
      fetch: (connection) => connection.call('tracking.messages', { params: { shipmentCode } }),
      keep: (store, messages, fetchedAt) => store.messages.put(shipmentCode, messages, fetchedAt),
      stored: (store) => store.messages.get(shipmentCode),
    });
  }

  async switchTracking(shipmentId: string, enabled: boolean): Promise<OperationResult<'tracking.switch'>> {
    // The session marks the shipment lists stale (data-changes.ts): their trackingStatus changed.
    return (await this.session.connected()).call('tracking.switch', { params: { shipmentId, status: enabled } });
  }

  /**
   * A shipment's checklist, with the documents whose files the store holds
   * (openable offline); entries whose validation moved are announced.
   */
  async documents(shipmentId: string): Promise<KeptChecklist> {
    const stamp = this.session.data.current();
    const checklist = await this.kept.read({
      fetch: (connection) => connection.call('documents.list', { params: { shipmentId } }),
      keep: (store, documents, fetchedAt) => {
        const changes = store.documents.putChecklist(shipmentId, documents, fetchedAt);
        linkUploadedFiles(store, shipmentId, documents);
        return changes;
      },
      stored: (store) => store.documents.checklist(shipmentId),
    });
    return { ...checklist, storedDocumentIds: this.storedDocumentIds(stamp, shipmentId) };
  }

  /**
   * Sends a document. Once the service accepts it, its bytes are kept as that
   * document's file, so it opens offline like a downloaded one.
   */
  async upload(input: UploadInput): Promise<OperationResult<'documents.upload'>> {
    checkUploadFile(input.fileName, input.contentBase64);
    const extension = fileExtension(input.fileName);
    const body = {
      shipmentId: input.shipmentId,
      documentTemplateId: input.documentTemplateId,
      documentName: input.documentName,
      file: input.contentBase64,
      extension,
      observations: input.observations ?? null,
    };
    throwIfProblems(checkDocumentUploadRules(body), '');
    const connection = await this.session.connected();
    const result = await connection.call('documents.upload', { body });
    if (result.success) {
      const storedAt = this.nowIso();
      this.kept.keep(connection.scope, storedAt, (store) => {
        store.documents.putFile({
          shipmentId: input.shipmentId,
          // The service's answer carries no document id: the next checklist links the file (linkUploadedFiles).
          documentId: null,
          documentKey: input.documentTemplateId ? `template:${input.documentTemplateId}` : null,
          documentName: input.documentName,
          fileName: input.fileName,
          extension,
          source: 'uploaded',
          bytes: Buffer.from(input.contentBase64, 'base64'),
          storedAt,
        });
      });
    }
    return result;
  }

  /**
   * Fetches a document and saves it where the operator chooses; its bytes are
   * kept, so it saves from the store when the service cannot be reached. The
   * name is the service's, made safe (an allowed extension, no disguising
   * characters), with the shipment in front so two shipments' invoices never
   * take each other's name.
   */
  async download(documentId: string, shipmentCode: string): Promise<SavedFile> {
    const file = await this.kept.read<OperationResult<'documents.download'>>({
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
    const saved = await this.save(fileName, Buffer.from(file.value.file, 'base64'));
    return file.fromStore ? { ...saved, fromStore: true } : saved;
  }

  /** Saves renderer-made content (CSV exports, templates) through the save dialog, under a safe name. */
  async saveContent(fileName: string, contentBase64: string): Promise<SavedFile> {
    return this.save(safeFileName(fileName), Buffer.from(contentBase64, 'base64'));
  }

  async openExternal(url: string): Promise<{ opened: boolean }> {
    if (!isSafeExternalUrl(url)) {
      throw new UserFacingError('invalid-request', 'Only web links (http or https) can be opened.');
    }
    await this.desktop.openExternal(url);
    return { opened: true };
  }

  /** The documents of a shipment whose files the store of `stamp` holds. */
  private storedDocumentIds(stamp: ScopeStamp, shipmentId: string): string[] {
    return this.kept.fromStore(stamp, [], (store) =>
      store.documents.filesOf(shipmentId).flatMap((file) => (file.documentId === null ? [] : [file.documentId])),
    );
  }

  private nowIso(): string {
    return new Date(this.session.now()).toISOString();
  }

  private async save(fileName: string, bytes: Buffer): Promise<SavedFile> {
    const result = await this.desktop.saveFile({ suggestedName: fileName, bytes: new Uint8Array(bytes) });
    return { saved: result.saved, ...(result.path ? { path: result.path } : {}), fileName, bytes: bytes.byteLength };
  }
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
