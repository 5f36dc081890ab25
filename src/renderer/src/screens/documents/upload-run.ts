import { m } from '@shared/i18n/messages';
import type { FileEntry } from '../../lib/files';
import { isOutcomeUnknown } from '../../lib/outcome';

/**
 * Uploading several documents at once: each file is checked, read and sent on
 * its own, two at a time, and its entry shows where it is. A failure stops
 * that file only.
 */

/** Files read and sent at the same time: enough to overlap reading with sending, gentle on the service. */
export const UPLOAD_CONCURRENCY = 2;

/** A file and the entry that shows it, before anything is read. */
export interface UploadJob<Target> {
  readonly file: Blob & { readonly name: string };
  readonly entry: FileEntry;
  readonly target: Target;
}

/** What the service answers an upload with. */
export interface SendResult {
  readonly success: boolean;
  readonly message: string | null;
}

export interface UploadSteps<Target> {
  /** Reads the file's bytes, reporting (readBytes, totalBytes). */
  read(file: Blob, onProgress: (read: number, total: number) => void): Promise<Uint8Array<ArrayBuffer>>;
  send(job: UploadJob<Target>, content: Uint8Array<ArrayBuffer>): Promise<SendResult>;
}

/** A failure in words: an AppError's message, or a generic line. */
function reasonOf(cause: unknown): string {
  return cause instanceof Error && cause.message ? cause.message : m.documents_upload_unknown_reason();
}

/** Reads and sends one file, moving its entry through reading -> sending -> done, failed or unknown. */
export async function uploadOne<Target>(job: UploadJob<Target>, steps: UploadSteps<Target>): Promise<void> {
  const { entry } = job;
  if (entry.phase === 'refused') return;
  try {
    entry.phase = 'reading';
    entry.progress = 0;
    const content = await steps.read(job.file, (read, total) => {
      entry.progress = total > 0 ? read / total : 1;
    });
    entry.phase = 'sending';
    const result = await steps.send(job, content);
    entry.phase = result.success ? 'done' : 'failed';
    entry.message = result.message ?? (result.success ? null : m.documents_upload_not_accepted());
  } catch (cause) {
    // Sent, but no answer could be read: the service may have the file. Never "failed" (nor sent again).
    entry.phase = isOutcomeUnknown(cause) ? 'unknown' : 'failed';
    entry.message = reasonOf(cause);
  }
}

/**
 * The screen's one upload line: files join it from any drop or pick, and at
 * most `limit` are read and sent at a time, however many batches arrive.
 * `onIdle` runs each time the last file in the line finishes (the checklist
 * is read again then).
 */
export class UploadQueue<Target> {
  readonly #waiting: UploadJob<Target>[] = [];
  #active = 0;
  #idleWaiters: Array<() => void> = [];

  constructor(
    private readonly steps: UploadSteps<Target>,
    private readonly onIdle: () => void = () => {},
    private readonly limit: number = UPLOAD_CONCURRENCY,
  ) {}

  /** Queues the files; a refused one is never read or sent. */
  add(jobs: readonly UploadJob<Target>[]): void {
    this.#waiting.push(...jobs.filter((j) => j.entry.phase !== 'refused'));
    this.#pump();
  }

  /** Whether a file is waiting, being read or being sent. */
  get busy(): boolean {
    return this.#active > 0 || this.#waiting.length > 0;
  }

  /** Resolves once the line is empty (at once when it is). */
  whenIdle(): Promise<void> {
    return this.busy ? new Promise((resolve) => this.#idleWaiters.push(resolve)) : Promise.resolve();
  }

  #pump(): void {
    while (this.#active < this.limit && this.#waiting.length > 0) {
      const job = this.#waiting.shift() as UploadJob<Target>;
      this.#active += 1;
      void uploadOne(job, this.steps).finally(() => {
        this.#active -= 1;
        this.#pump();
        if (!this.busy) {
          this.onIdle();
          const waiters = this.#idleWaiters;
          this.#idleWaiters = [];
          waiters.forEach((resolve) => resolve());
        }
      });
    }
  }
}
