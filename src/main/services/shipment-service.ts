import { z } from 'zod';
import { checkDocumentUploadRules } from '../../shared/api/upload-rules';
import type { OperationResult } from '../../shared/api/operations';
import type { ShipmentPage, SavedFile, shipmentPageInput } from '../../shared/ipc/channels/shipments';
import { isSafeExternalUrl } from '../../shared/domain/external-url';
import { UserFacingError } from '../errors';
import type { DesktopPort } from '../desktop-port';
import type { ScopedCache } from './data-scope';
import { ShipmentListCache } from './shipment-list-cache';
import type { SessionService } from './session-service';
import { throwIfProblems } from './problems';
import { checkUploadFile } from './upload-files';
import { safeFileName, safeFileNameOf } from '../../shared/domain/safe-file-name';
import { fileExtension } from '../../shared/domain/upload-limits';

type PageRequest = z.output<typeof shipmentPageInput>;

/** Tracking and documents of booked shipments. */
export class ShipmentService {
  /**
   * The lists fetched for the active profile's data scope: emptied when the
   * profile or its credentials change, and when a write changes shipments.
   */
  private readonly lists: ScopedCache<ShipmentListCache>;

  constructor(
    private readonly session: SessionService,
    private readonly desktop: DesktopPort,
  ) {
    this.lists = session.data.cache(['shipments'], () => new ShipmentListCache(undefined, () => session.now()));
  }

  /** A window of the shipment list for the filters, fetched once and then served from memory. */
  async page(request: PageRequest): Promise<ShipmentPage> {
    const key = ShipmentListCache.key(request.filters);
    let lists = this.lists.of(this.session.data.current());
    let entry = request.refresh ? undefined : lists.get(key);
    if (!entry) {
      const connection = await this.session.connected();
      // Refused when the profile changed meanwhile: this answer is the connection's own scope's.
      const list = await connection.call('tracking.shipments', { params: request.filters });
      lists = this.lists.of(connection.scope);
      entry = lists.put(key, list.shipments, list.totalElements ?? null);
    }
    return lists.page(entry, request.offset, request.limit, request.sort);
  }

  async detail(shipmentId: string): Promise<OperationResult<'tracking.detail'>> {
    return (await this.session.connected()).call('tracking.detail', { params: { shipmentId } });
  }

  async messages(shipmentCode: string): Promise<OperationResult<'tracking.messages'>> {
    return (await this.session.connected()).call('tracking.messages', { params: { shipmentCode } });
  }

  async switchTracking(shipmentId: string, enabled: boolean): Promise<OperationResult<'tracking.switch'>> {
    // The session marks the shipment lists stale (data-changes.ts): their trackingStatus changed.
    return (await this.session.connected()).call('tracking.switch', { params: { shipmentId, status: enabled } });
  }

  async documents(shipmentId: string): Promise<OperationResult<'documents.list'>> {
    return (await this.session.connected()).call('documents.list', { params: { shipmentId } });
  }

  async upload(input: {
    shipmentId: string;
    documentTemplateId: string | null;
    documentName: string;
    fileName: string;
    contentBase64: string;
    observations?: string | null | undefined;
  }): Promise<OperationResult<'documents.upload'>> {
    checkUploadFile(input.fileName, input.contentBase64);
    const body = {
      shipmentId: input.shipmentId,
      documentTemplateId: input.documentTemplateId,
      documentName: input.documentName,
      file: input.contentBase64,
      extension: fileExtension(input.fileName),
      observations: input.observations ?? null,
    };
    throwIfProblems(checkDocumentUploadRules(body), '');
    return (await this.session.connected()).call('documents.upload', { body });
  }

  /**
   * Fetches a document and saves it where the operator chooses. The name is
   * the service's, made safe (an allowed extension, no disguising
   * characters), with the shipment in front so two shipments' invoices
   * never take each other's name.
   */
  async download(documentId: string, shipmentCode: string): Promise<SavedFile> {
    const file = await (await this.session.connected()).call('documents.download', { params: { documentId } });
    const bytes = Buffer.from(file.file, 'base64');
    const fileName = safeFileNameOf({
      stem: file.documentName ?? '',
      extension: file.extension,
      qualifier: shipmentCode,
      fallback: 'document',
    });
    return this.save(fileName, bytes);
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

  private async save(fileName: string, bytes: Buffer): Promise<SavedFile> {
    const result = await this.desktop.saveFile({ suggestedName: fileName, bytes: new Uint8Array(bytes) });
    return { saved: result.saved, ...(result.path ? { path: result.path } : {}), fileName, bytes: bytes.byteLength };
  }
}
