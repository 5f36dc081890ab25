import type { Migration } from './migration';

/**
 * Version 6: a kept file's bytes may be a row of chunks instead of one blob.
 * Writing a large upload as one blob held main's event loop for the whole
 * statement; its chunks are written one per turn of the
 * loop (DocumentRecords.putFileInSteps) and the file's row, naming them by
 * `chunk_key`, last, so a file is whole or absent. Chunks go with their file
 * (the triggers): deleted with it, or when a download replaces it.
 */
export const v6FileChunks: Migration = {
  version: 6,
  summary: "kept files' bytes in chunks, written a chunk at a time",
  up(db) {
    db.exec(`
      ALTER TABLE document_files ADD COLUMN chunk_key TEXT;
      CREATE TABLE document_file_chunks (
        chunk_key TEXT NOT NULL,
        seq INTEGER NOT NULL,
        bytes BLOB NOT NULL,
        PRIMARY KEY (chunk_key, seq)
      ) STRICT;
      CREATE TRIGGER document_file_chunks_go_with_their_file AFTER DELETE ON document_files
        WHEN old.chunk_key IS NOT NULL
        BEGIN DELETE FROM document_file_chunks WHERE chunk_key = old.chunk_key; END;
      CREATE TRIGGER document_file_chunks_go_when_replaced AFTER UPDATE OF chunk_key ON document_files
        WHEN old.chunk_key IS NOT NULL AND old.chunk_key IS NOT new.chunk_key
        BEGIN DELETE FROM document_file_chunks WHERE chunk_key = old.chunk_key; END;
    `);
  },
};
