import type { MessagePort } from 'node:worker_threads';
import { openDatabase } from './database';
import { DocumentRecords, FILE_CHUNK_BYTES, type FileChunkWriter } from './document-records';
import { ResidentThread, type ThreadLauncher } from './resident-thread';
import { m } from '@shared/i18n/messages';
import { postedFailure, postedFailureText, storeFaultFrom, type PostedFailure } from './store-faults';

/**
 * Where a large file's bytes are written into the store: a thread of their
 * own. Each chunk is a write into SQLite's log and a checkpoint that moves
 * it into the database file: disk I/O whose time grows with the disk's load,
 * all of it holding the event loop of the thread that runs it. On main's, one
 * such write was the longest block of a large upload. On this thread main
 * only hands over the chunks and writes the file's row once they are in.
 *
 * The thread is the worker thread (src/main/worker-thread) started in this
 * role (FILE_CHUNKS_ROLE in its workerData).
 */
export const FILE_CHUNKS_ROLE = 'file-chunks';

/** One chunk for the thread: written into `file` (a store's database), then moved into it by a checkpoint. */
interface ChunkRequest {
  readonly id: number;
  readonly file: string;
  readonly chunkKey: string;
  readonly seq: number;
  readonly bytes: Uint8Array;
  /** The file's last chunk: the thread closes its connection after it. */
  readonly last: boolean;
}

type ChunkReply =
  { readonly id: number; readonly ok: true } | ({ readonly id: number; readonly ok: false } & PostedFailure);

/** The thread's side: writes each chunk it is sent, in order, and answers once it is in the database file. */
export function serveFileChunks(port: MessagePort): void {
  let open: { file: string; close: () => void; write: DocumentRecords } | null = null;
  const close = () => {
    open?.close();
    open = null;
  };
  port.on('message', (request: ChunkRequest) => {
    try {
      if (open?.file !== request.file) {
        close();
        const db = openDatabase(request.file);
        open = { file: request.file, close: () => db.close(), write: new DocumentRecords(db) };
      }
      open.write.writeChunk(request.chunkKey, request.seq, request.bytes);
      if (request.last) close();
      port.postMessage({ id: request.id, ok: true } satisfies ChunkReply);
    } catch (error) {
      close();
      port.postMessage({ id: request.id, ok: false, ...postedFailure(error) } satisfies ChunkReply);
    }
  });
}

interface Waiting {
  readonly resolve: () => void;
  readonly reject: (error: Error) => void;
}

/** Main's side: the thread, started at the first large file and kept, and a writer of chunks into one store. */
export class FileChunkThread {
  private readonly thread: ResidentThread<ChunkReply>;
  private nextId = 1;
  private readonly waiting = new Map<number, Waiting>();

  constructor(launch: ThreadLauncher) {
    this.thread = new ResidentThread<ChunkReply>(
      launch,
      { workerData: { role: FILE_CHUNKS_ROLE } },
      (reply) => {
        const waiting = this.waiting.get(reply.id);
        if (!waiting) return;
        this.waiting.delete(reply.id);
        if (reply.ok) waiting.resolve();
        // A damaged file or a full disk keeps its code and words: main sets the file aside or shows the disk's state.
        else
          waiting.reject(
            storeFaultFrom(reply) ?? new Error(m.main_store_file_not_stored({ why: postedFailureText(reply) })),
          );
      },
      (loss) =>
        this.stopped(
          'error' in loss
            ? m.main_store_file_thread_stopped({ why: loss.error.message })
            : m.main_store_file_thread_stopped_exit({ code: String(loss.exitCode) }),
        ),
    );
  }

  /** Writes a file's bytes as chunks into the store at `file` (DocumentRecords.putFileInSteps), one at a time. */
  writerFor(file: string): FileChunkWriter {
    return async (chunkKey, bytes) => {
      for (let at = 0, seq = 0; at < bytes.byteLength; at += FILE_CHUNK_BYTES, seq += 1) {
        const end = Math.min(at + FILE_CHUNK_BYTES, bytes.byteLength);
        // A copy of just these bytes, handed over: posted as a view, the whole file's buffer would be
        // copied with every chunk (structured clone copies a view's buffer), 25 MiB fifty times.
        const chunk = new Uint8Array(end - at);
        chunk.set(bytes.subarray(at, end));
        await this.send({ file, chunkKey, seq, bytes: chunk, last: end === bytes.byteLength }, [chunk.buffer]);
      }
    };
  }

  /** Stops the thread (the app closes): writes still waiting fail. */
  async close(): Promise<void> {
    await this.thread.close();
    this.stopped(m.main_store_file_thread_stopped_closing());
  }

  private send(request: Omit<ChunkRequest, 'id'>, transfer: ArrayBuffer[]): Promise<void> {
    const id = this.nextId++;
    return new Promise<void>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.thread.post({ ...request, id } satisfies ChunkRequest, transfer);
    });
  }

  /** Fails every write still waiting with why the thread stopped, said in main's language. */
  private stopped(message: string): void {
    const waiting = [...this.waiting.values()];
    this.waiting.clear();
    for (const { reject } of waiting) reject(new Error(message));
  }
}
