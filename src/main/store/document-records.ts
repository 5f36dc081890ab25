import { randomUUID } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Database, Statement } from 'better-sqlite3';
import type { ShipmentDocument } from '@shared/api/documents';
import type { ShipmentChange } from '@shared/domain/shipment-changes';
import type { StoredRecord } from '@shared/domain/stored-records';
import { ShipmentCodes } from './shipment-codes';
import { readJson } from './stored-json';

/** What a checklist entry is known by across fetches: its template id, else its id, else its name and place. */
export function documentKey(document: ShipmentDocument, position: number): string {
  if (document.documentTemplateId) return `template:${document.documentTemplateId}`;
  if (document.id) return `id:${document.id}`;
  return `name:${document.documentName ?? ''}:${position}`;
}

/** A file kept to open offline, without its bytes. */
export interface StoredFileInfo {
  readonly fileId: number;
  readonly shipmentId: string;
  readonly documentId: string | null;
  readonly documentKey: string | null;
  readonly documentName: string | null;
  readonly fileName: string;
  readonly extension: string | null;
  /** Whether the operator downloaded it from the service or uploaded it. */
  readonly source: 'downloaded' | 'uploaded';
  readonly byteLength: number;
  readonly storedAt: string;
}

export interface StoredFile extends StoredFileInfo {
  readonly bytes: Uint8Array;
}

export type NewStoredFile = Omit<StoredFileInfo, 'fileId' | 'byteLength'> & { readonly bytes: Uint8Array };

interface FileRow {
  file_id: number;
  shipment_id: string;
  document_id: string | null;
  document_key: string | null;
  document_name: string | null;
  file_name: string;
  extension: string | null;
  source: 'downloaded' | 'uploaded';
  byte_length: number;
  stored_at: string;
  bytes?: Buffer;
  chunk_key?: string | null;
}

/**
 * Bytes of a file written per statement by putFileInSteps: small enough that
 * writing one, and moving it into the database file, holds the event loop
 * briefly; chunks twice this size held it several times longer on a busy machine.
 */
export const FILE_CHUNK_BYTES = 512 * 1024;

/**
 * Writes a file's bytes as chunks under `chunkKey` (writeChunk's, seq from 0)
 * somewhere other than this thread: the store's file thread
 * (file-chunk-thread.ts). Resolves once every chunk is in the database file.
 */
export type FileChunkWriter = (chunkKey: string, bytes: Uint8Array) => Promise<void>;
const NO_BYTES = Buffer.alloc(0);

const INFO_COLUMNS =
  'file_id, shipment_id, document_id, document_key, document_name, file_name, extension, source, byte_length, stored_at';

/** Document checklists of shipments (metadata) and the files the operator opened or sent. */
export class DocumentRecords {
  private readonly upsertChecklist: Statement<[{ shipmentId: string; fetchedAt: string }]>;
  private readonly deleteEntries: Statement<[string]>;
  private readonly insertEntry: Statement<[Record<string, string | number | null>]>;
  private readonly selectChecklist: Statement<[string], { fetched_at: string }>;
  private readonly selectEntries: Statement<
    [string],
    { document_key: string; validation_status: string | null; document_json: string }
  >;
  private readonly upsertDownload: Statement<[Record<string, unknown>], { file_id: number }>;
  private readonly insertFile: Statement<[Record<string, unknown>], { file_id: number }>;
  private readonly selectFileByDocument: Statement<[string], FileRow>;
  private readonly selectFile: Statement<[number], FileRow>;
  private readonly selectFilesOf: Statement<[string], FileRow>;
  private readonly deleteOtherFileOf: Statement<[{ fileId: number; documentId: string }]>;
  private readonly setDocumentId: Statement<[{ fileId: number; documentId: string }]>;
  private readonly insertChunk: Statement<[{ chunkKey: string; seq: number; bytes: Buffer }]>;
  private readonly selectChunks: Statement<[string], Buffer>;
  private readonly deleteChunks: Statement<[string]>;
  private readonly deleteUnfinishedChunks: Statement<[string]>;
  /** The chunk keys of the files this connection is writing now (putFileInSteps). */
  private readonly writing = new Set<string>();
  private readonly codes: ShipmentCodes;

  constructor(private readonly db: Database) {
    this.codes = new ShipmentCodes(db);
    this.upsertChecklist = db.prepare(
      `INSERT INTO document_checklists (shipment_id, fetched_at) VALUES (@shipmentId, @fetchedAt)
       ON CONFLICT (shipment_id) DO UPDATE SET fetched_at = @fetchedAt`,
    );
    this.deleteEntries = db.prepare('DELETE FROM checklist_documents WHERE shipment_id = ?');
    this.insertEntry = db.prepare(
      `INSERT INTO checklist_documents (shipment_id, position, document_key, document_id, validation_status, document_json)
       VALUES (@shipmentId, @position, @key, @documentId, @status, @json)`,
    );
    this.selectChecklist = db.prepare('SELECT fetched_at FROM document_checklists WHERE shipment_id = ?');
    this.selectEntries = db.prepare(
      'SELECT document_key, validation_status, document_json FROM checklist_documents WHERE shipment_id = ? ORDER BY position',
    );
    const fileColumns =
      'shipment_id, document_id, document_key, document_name, file_name, extension, source, byte_length, bytes, chunk_key, stored_at';
    const fileValues =
      '@shipmentId, @documentId, @documentKey, @documentName, @fileName, @extension, @source, @byteLength, @bytes, @chunkKey, @storedAt';
    // One file per document id: a new download of the same document replaces the old bytes.
    this.upsertDownload = db.prepare(
      `INSERT INTO document_files (${fileColumns}) VALUES (${fileValues})
       ON CONFLICT (document_id) WHERE document_id IS NOT NULL DO UPDATE SET
         shipment_id = @shipmentId, document_key = @documentKey, document_name = @documentName, file_name = @fileName,
         extension = @extension, source = @source, byte_length = @byteLength, bytes = @bytes, chunk_key = @chunkKey,
         stored_at = @storedAt
       RETURNING file_id`,
    );
    this.insertFile = db.prepare(
      `INSERT INTO document_files (${fileColumns}) VALUES (${fileValues}) RETURNING file_id`,
    );
    this.selectFileByDocument = db.prepare(
      `SELECT ${INFO_COLUMNS}, bytes, chunk_key FROM document_files WHERE document_id = ?`,
    );
    this.selectFile = db.prepare(`SELECT ${INFO_COLUMNS}, bytes, chunk_key FROM document_files WHERE file_id = ?`);
    this.selectFilesOf = db.prepare(
      `SELECT ${INFO_COLUMNS} FROM document_files WHERE shipment_id = ? ORDER BY stored_at, file_id`,
    );
    this.deleteOtherFileOf = db.prepare(
      'DELETE FROM document_files WHERE document_id = @documentId AND file_id <> @fileId',
    );
    this.setDocumentId = db.prepare('UPDATE document_files SET document_id = @documentId WHERE file_id = @fileId');
    this.insertChunk = db.prepare(
      'INSERT INTO document_file_chunks (chunk_key, seq, bytes) VALUES (@chunkKey, @seq, @bytes)',
    );
    this.selectChunks = db
      .prepare<[string], Buffer>('SELECT bytes FROM document_file_chunks WHERE chunk_key = ? ORDER BY seq')
      .pluck();
    this.deleteChunks = db.prepare('DELETE FROM document_file_chunks WHERE chunk_key = ?');
    // Chunks of no file: a write cut short (a kill, a full disk), unless this connection is still at it.
    this.deleteUnfinishedChunks = db.prepare(
      `DELETE FROM document_file_chunks
       WHERE chunk_key NOT IN (SELECT chunk_key FROM document_files WHERE chunk_key IS NOT NULL)
         AND chunk_key NOT IN (SELECT value FROM json_each(?))`,
    );
  }

  /**
   * Replaces a shipment's checklist; reports each entry whose validation
   * status moved since the last fetch (none the first time).
   */
  putChecklist(shipmentId: string, documents: readonly ShipmentDocument[], fetchedAt: string): ShipmentChange[] {
    return this.db
      .transaction((): ShipmentChange[] => {
        const hadChecklist = this.selectChecklist.get(shipmentId) !== undefined;
        const before = new Map(this.selectEntries.all(shipmentId).map((e) => [e.document_key, e.validation_status]));
        this.upsertChecklist.run({ shipmentId, fetchedAt });
        this.deleteEntries.run(shipmentId);
        const changes: ShipmentChange[] = [];
        const shipmentCode = hadChecklist ? this.codes.of(shipmentId) : null;
        documents.forEach((document, position) => {
          const key = documentKey(document, position);
          this.insertEntry.run({
            shipmentId,
            position,
            key,
            documentId: document.id,
            status: document.validationStatus,
            json: JSON.stringify(document),
          });
          if (!hadChecklist) return;
          const from = before.has(key) ? (before.get(key) ?? null) : null;
          if (from !== document.validationStatus) {
            changes.push({
              kind: 'document-validation',
              shipmentId,
              shipmentCode,
              documentName: document.documentName,
              documentKey: key,
              from,
              to: document.validationStatus,
            });
          }
        });
        return changes;
      })
      .immediate();
  }

  checklist(shipmentId: string): StoredRecord<ShipmentDocument[]> | null {
    return this.db.transaction(() => {
      const checklist = this.selectChecklist.get(shipmentId);
      if (!checklist) return null;
      const value = this.selectEntries.all(shipmentId).map((e) => readJson<ShipmentDocument>(e.document_json));
      return { value, fetchedAt: checklist.fetched_at };
    })();
  }

  /** Keeps a file's bytes; a download replaces an earlier one of the same document. Returns its id. */
  putFile(file: NewStoredFile): number {
    const bytes = file.bytes;
    return this.writeFileRow(file, bufferOf(bytes), null);
  }

  /**
   * putFile() for a large file: its bytes written FILE_CHUNK_BYTES per
   * statement, one statement per turn of the event loop, each chunk moved
   * from the log into the database file in a turn of its own, then its row,
   * which makes it whole at once. A failure on the way leaves nothing of it.
   */
  async putFileInSteps(file: NewStoredFile, elsewhere?: FileChunkWriter): Promise<number> {
    const chunkKey = randomUUID();
    this.writing.add(chunkKey);
    try {
      this.deleteUnfinishedChunks.run(JSON.stringify([...this.writing]));
      const { bytes } = file;
      if (elsewhere) await elsewhere(chunkKey, bytes);
      else {
        for (let at = 0, seq = 0; at < bytes.byteLength; at += FILE_CHUNK_BYTES, seq += 1) {
          if (seq > 0) await nextTurn();
          this.insertChunk.run({ chunkKey, seq, bytes: bufferOf(bytes.subarray(at, at + FILE_CHUNK_BYTES)) });
          // The chunk into the database file now, in a turn of its own: left to SQLite, the log is
          // copied every 4 MiB from inside a write, or the whole file at once after, each a long block.
          await nextTurn();
          this.checkpoint();
        }
      }
      return this.writeFileRow(file, NO_BYTES, chunkKey);
    } catch (error) {
      this.deleteChunks.run(chunkKey);
      throw error;
    } finally {
      this.writing.delete(chunkKey);
    }
  }

  /**
   * One chunk of a file putFileInSteps writes elsewhere (the store's file
   * thread, on its own connection): the chunk, then a checkpoint that moves
   * it into the database file at once (see putFileInSteps).
   */
  writeChunk(chunkKey: string, seq: number, bytes: Uint8Array): void {
    this.insertChunk.run({ chunkKey, seq, bytes: bufferOf(bytes) });
    this.checkpoint();
  }

  private checkpoint(): void {
    this.db.pragma('wal_checkpoint(PASSIVE)');
  }

  private writeFileRow(file: NewStoredFile, bytes: Buffer, chunkKey: string | null): number {
    const params = {
      shipmentId: file.shipmentId,
      documentId: file.documentId,
      documentKey: file.documentKey,
      documentName: file.documentName,
      fileName: file.fileName,
      extension: file.extension,
      source: file.source,
      byteLength: file.bytes.byteLength,
      bytes,
      chunkKey,
      storedAt: file.storedAt,
    };
    const statement = file.documentId === null ? this.insertFile : this.upsertDownload;
    const row = statement.get(params);
    if (!row) throw new Error('an insert with RETURNING returned no row');
    return row.file_id;
  }

  /**
   * A file kept before the service named its document (an upload: the
   * service answers without an id) is now known by that document id; it
   * takes the place of any other file kept under the id.
   */
  linkFile(fileId: number, documentId: string): void {
    this.db
      .transaction(() => {
        this.deleteOtherFileOf.run({ fileId, documentId });
        this.setDocumentId.run({ fileId, documentId });
      })
      .immediate();
  }

  fileOfDocument(documentId: string): StoredFile | null {
    return this.fileOf(this.selectFileByDocument.get(documentId));
  }

  file(fileId: number): StoredFile | null {
    return this.fileOf(this.selectFile.get(fileId));
  }

  private fileOf(row: FileRow | undefined): StoredFile | null {
    if (!row?.bytes) return null;
    // Whole in the row, or in chunks (putFileInSteps): joined once, here.
    const bytes = row.chunk_key ? Buffer.concat(this.selectChunks.all(row.chunk_key)) : row.bytes;
    return { ...infoOf(row), bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) };
  }

  /** The files kept for a shipment, oldest first, without their bytes. */
  filesOf(shipmentId: string): StoredFileInfo[] {
    return this.selectFilesOf.all(shipmentId).map(infoOf);
  }
}

/** The bytes as a Buffer, not copied (what better-sqlite3 binds as a blob). */
function bufferOf(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

function infoOf(row: FileRow): StoredFileInfo {
  return {
    fileId: row.file_id,
    shipmentId: row.shipment_id,
    documentId: row.document_id,
    documentKey: row.document_key,
    documentName: row.document_name,
    fileName: row.file_name,
    extension: row.extension,
    source: row.source,
    byteLength: row.byte_length,
    storedAt: row.stored_at,
  };
}
