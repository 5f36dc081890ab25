import { EventEmitter } from 'node:events';
import type { Worker } from 'node:worker_threads';
import type { ThreadLauncher } from '@main/store/resident-thread';

/** A worker thread that never starts: the test answers for it (emit 'message', 'exit'), as the worker would. */
export function answeredThread() {
  const posted: { id: number }[] = [];
  const worker = Object.assign(new EventEmitter(), {
    unref: () => undefined,
    postMessage: (message: { id: number }) => posted.push(message),
    terminate: async () => 0,
  });
  // The part of a Worker the resident thread uses.
  const launch: ThreadLauncher = () => worker as unknown as Worker;
  return { worker, posted, launch };
}
