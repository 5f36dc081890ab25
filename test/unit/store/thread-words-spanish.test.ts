import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { WorkerOptions } from 'node:worker_threads';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { postedFailure, postedFailureText, storeFaultFrom } from '@main/store';
import { openDatabase } from '@main/store/database';
import { FileChunkThread } from '@main/store/file-chunk-thread';
import { ListSyncThread } from '@main/sync/list-sync-runner';
import { sourceWorkerLauncher } from '@main/worker-thread/worker-launcher';
import { useLanguageSource } from '@shared/i18n/desk-language';
import { answeredThread } from '../../helpers/answered-thread';
import { failureContextOf } from '../../helpers/failure-context';
import { TEST_NOW } from '../../helpers/test-clock';
import { storeOfNewerVersion, tempDataDir } from './store-helpers';

/**
 * A worker thread speaks no desk language: what the store says of a failure
 * there crosses to main as words (a key and its values), and a list the sync
 * thread cannot read as what it found, each said in the desk's language of
 * the moment, as is a thread that stopped.
 */
let language: 'es' | 'en' = 'es';
beforeEach(() => {
  language = 'es';
  useLanguageSource(() => language);
});
afterEach(() => useLanguageSource(() => 'en'));

let threads: FileChunkThread[] = [];
afterEach(async () => {
  await Promise.all(threads.map((thread) => thread.close()));
  threads = [];
});

describe('the store’s words from a worker thread, in Spanish', () => {
  // One thread for both: starting one loads its code from source, which a loaded machine takes long to do.
  it('a damaged file the file thread meets, or a write it cannot make, is said in the desk’s language', async () => {
    const thread = new FileChunkThread((options: WorkerOptions) => sourceWorkerLauncher(options));
    threads.push(thread);
    const file = join(tempDataDir(), 'damaged.sqlite');
    writeFileSync(file, 'this is not a database, only text long enough to be read as a page header'.repeat(20));
    await expect(thread.writerFor(file)('chunk-1', new Uint8Array(10).fill(1))).rejects.toMatchObject({
      code: 'store-damaged',
      message: expect.stringMatching(/^El almacén local .*damaged\.sqlite está dañado \(.+\)\. Freight Desk lo aparta/),
    });

    // A database under a path whose folder is a file: the thread cannot open it.
    const inside = join(tempDataDir(), 'a-file');
    writeFileSync(inside, 'x');
    await expect(thread.writerFor(join(inside, 'store.sqlite'))('chunk-1', new Uint8Array(1))).rejects.toThrow(
      /^No se pudo guardar una parte del archivo: /,
    );
  }, 60_000);

  it('a file thread that stopped, or that the app closed, fails what waited in Spanish', async () => {
    const { worker, launch } = answeredThread();
    const thread = new FileChunkThread(launch);
    const exited = thread.writerFor('any.sqlite')('chunk-1', new Uint8Array(1));
    worker.emit('exit', 3);
    await expect(exited).rejects.toThrow(
      'El proceso que guarda los archivos se detuvo de forma inesperada (código de salida 3).',
    );
    const closing = thread.writerFor('any.sqlite')('chunk-2', new Uint8Array(1));
    await thread.close();
    await expect(closing).rejects.toThrow(
      'El proceso que guarda los archivos se detuvo: la aplicación se está cerrando.',
    );
  });

  it('a store error a thread made in English is said again in main’s language', () => {
    const file = storeOfNewerVersion();
    language = 'en';
    let madeThere: unknown;
    try {
      openDatabase(file);
    } catch (error) {
      madeThere = error;
    }
    expect(madeThere).toMatchObject({ message: expect.stringMatching(/was written by a newer version/) });
    const posted = postedFailure(madeThere);
    language = 'es';
    expect(postedFailureText(posted)).toMatch(
      /^El almacén local .* lo escribió una versión más reciente de Freight Desk/,
    );
    // Not a fault: main does not set the file aside, and says the sync's failure around it.
    expect(storeFaultFrom(posted)).toBeNull();
  });

  it('a failure that is not the store’s keeps what the thread said', () => {
    const posted = postedFailure(Object.assign(new Error('SQLITE_BUSY: database is locked'), { code: 'SQLITE_BUSY' }));
    expect(postedFailureText(posted)).toBe('SQLITE_BUSY: database is locked');
  });
});

describe('the list sync thread’s words, in Spanish', () => {
  it('a list the thread cannot read is said in the desk’s language, with what it found', async () => {
    const thread = new ListSyncThread((options: WorkerOptions) => sourceWorkerLauncher(options));
    try {
      let answers = 0;
      const run = (text: string) => {
        const dataDir = tempDataDir();
        const answerFile = join(dataDir, `answer-${answers++}.json`);
        writeFileSync(answerFile, text);
        return thread.run({
          dataDir,
          profileId: 'thread-words',
          fetchedAt: new Date(TEST_NOW).toISOString(),
          dated: null,
          answerFile,
          status: 200,
          context: failureContextOf('tracking.shipments'),
          onProgress: () => undefined,
          now: () => TEST_NOW,
        }).ended;
      };
      await expect(run('<html>not the list</html>')).rejects.toMatchObject({
        kind: 'bad-response',
        message: expect.stringMatching(
          /^El servicio de transporte envió una respuesta a «.+» que Freight Desk no puede leer \(se esperaba JSON/,
        ),
      });
      // What the thread found wrong inside the list is said in the desk's language too, not the thread's.
      await expect(
        run(JSON.stringify({ shipments: [{ shipmentId: 7 }, { shipmentId: 's-2', pickUpDate: 'mañana' }] })),
      ).rejects.toMatchObject({
        kind: 'bad-response',
        message: expect.stringContaining('(Identificador del envío (envío 1): se esperaba un identificador (texto)'),
        details: {
          problems: [
            { path: '$.shipments[0].shipmentId', message: 'se esperaba un identificador (texto)' },
            { path: '$.shipments[1].pickUpDate', message: 'se esperaba una fecha y hora ISO 8601 y llegó «mañana»' },
          ],
        },
      });
    } finally {
      await thread.close();
    }
  }, 60_000);
});
