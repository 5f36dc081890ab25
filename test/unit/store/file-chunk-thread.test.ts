import path from 'node:path';
import type { Worker, WorkerOptions } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { FILE_CHUNK_BYTES } from '@main/store/document-records';
import { FileChunkThread } from '@main/store/file-chunk-thread';
import { sourceWorkerLauncher } from '@main/worker-thread/worker-launcher';
import { connectionOf, openStore, tempDataDir, uploadedInvoice } from './store-helpers';

/**
 * A large file's bytes are written into the store by a thread of its own
 * (main only hands the chunks over and writes the file's row): the file
 * reads back whole, and a thread that cannot write leaves no file and no
 * chunk behind.
 */
const T1 = '2026-03-01T10:00:00.000Z';
let launched: Worker[] = [];
const launch = (options: WorkerOptions) => {
  const worker = sourceWorkerLauncher(options);
  launched.push(worker);
  return worker;
};
let threads: FileChunkThread[] = [];

afterEach(async () => {
  await Promise.all(threads.map((thread) => thread.close()));
  threads = [];
  launched = [];
});

const fileOf = (bytes: Uint8Array) => uploadedInvoice(bytes, T1);

describe("the store's file thread", () => {
  it('writes a large file in chunks on its thread; the file reads back whole, from main and from another file', async () => {
    const thread = new FileChunkThread(launch);
    threads.push(thread);
    const store = openStore(tempDataDir());
    const chunks = connectionOf(store).prepare<[], number>('SELECT count(*) FROM document_file_chunks').pluck();
    const bytes = new Uint8Array(2 * FILE_CHUNK_BYTES + 5).map((_, i) => i % 251);

    const fileId = await store.documents.putFileInSteps(fileOf(bytes), thread.writerFor(store.file));
    expect(launched).toHaveLength(1);
    expect(chunks.get()).toBe(3);
    const kept = store.documents.file(fileId);
    // Compared as buffers: an element-by-element comparison of 1 MiB takes the test runner seconds.
    expect(Buffer.compare(Buffer.from(kept?.bytes ?? []), Buffer.from(bytes))).toBe(0);

    // The thread stays resident for the next file, of this store or another.
    const other = openStore(tempDataDir(), 'profile-b');
    const small = new Uint8Array(10).fill(7);
    const otherId = await other.documents.putFileInSteps(fileOf(small), thread.writerFor(other.file));
    expect(other.documents.file(otherId)?.bytes).toEqual(small);
    expect(launched).toHaveLength(1);
  });

  it('leaves no file and no chunk behind when the thread cannot write', async () => {
    const thread = new FileChunkThread(launch);
    threads.push(thread);
    const store = openStore(tempDataDir());
    const chunks = connectionOf(store).prepare<[], number>('SELECT count(*) FROM document_file_chunks').pluck();
    const bytes = new Uint8Array(FILE_CHUNK_BYTES + 1).fill(1);
    // A database under a path whose folder is a file: the thread cannot open it.
    const unwritable = thread.writerFor(path.join(store.file, 'inside.sqlite'));

    await expect(store.documents.putFileInSteps(fileOf(bytes), unwritable)).rejects.toThrow(
      /chunk of the file could not be stored/i,
    );
    expect(store.documents.filesOf('s-1')).toEqual([]);
    expect(chunks.get()).toBe(0);
  });

  it('starts a new thread for the next file once its thread has stopped', async () => {
    const thread = new FileChunkThread(launch);
    threads.push(thread);
    const store = openStore(tempDataDir());
    const bytes = new Uint8Array(10).fill(3);
    await store.documents.putFileInSteps(fileOf(bytes), thread.writerFor(store.file));
    const stopped = new Promise((resolve) => launched[0]?.once('exit', resolve));
    await launched[0]?.terminate();
    await stopped;

    const fileId = await store.documents.putFileInSteps(fileOf(bytes), thread.writerFor(store.file));
    expect(store.documents.file(fileId)?.bytes).toEqual(bytes);
    expect(launched).toHaveLength(2);
  });
});
