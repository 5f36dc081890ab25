import type { TransferListItem, Worker, WorkerOptions } from 'node:worker_threads';

/** Starts a worker file with these options (main passes its list-sync worker launcher). */
export type ThreadLauncher = (options: WorkerOptions) => Worker;

/** How a resident thread stopped without close(): an error it threw, or its exit. */
export type ThreadLoss = { readonly error: Error } | { readonly exitCode: number };

/**
 * A worker thread started at its first use and left running for the next: starting
 * one loads its code again, which each use would otherwise pay. It never
 * keeps the process alive on its own (close() ends it, and an exit need not
 * wait for it). A thread that stops is forgotten and its owner told
 * (onLost), so that it fails what the thread still held; the next post starts
 * a new one. Used by the list sync's thread (ListSyncThread) and the store's
 * file thread (FileChunkThread), which differ only in what they send.
 */
export class ResidentThread<Reply> {
  private worker: Worker | null = null;

  constructor(
    private readonly launch: ThreadLauncher,
    private readonly options: WorkerOptions,
    private readonly onReply: (reply: Reply) => void,
    private readonly onLost: (loss: ThreadLoss) => void,
  ) {}

  /** Starts the thread now, if it is not running (it loads while the caller does other work). */
  start(): void {
    this.thread();
  }

  post(message: unknown, transfer: readonly TransferListItem[] = []): void {
    this.thread().postMessage(message, transfer);
  }

  /** Ends the thread; onLost is not called (the owner knows why it stopped). */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.terminate();
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    const worker = this.launch(this.options);
    worker.unref();
    // Replies are typed by the thread's own file, which sends nothing else.
    worker.on('message', (reply: Reply) => this.onReply(reply));
    worker.once('error', (error) => this.lost(worker, { error }));
    worker.once('exit', (exitCode) => this.lost(worker, { exitCode }));
    this.worker = worker;
    return worker;
  }

  private lost(worker: Worker, loss: ThreadLoss): void {
    // A thread already replaced or closed: its end concerns nobody.
    if (this.worker !== worker) return;
    this.worker = null;
    this.onLost(loss);
  }
}
