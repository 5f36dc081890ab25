import type { MessagePort } from 'node:worker_threads';
import { FILE_CHUNKS_ROLE, serveFileChunks } from '@main/store/file-chunk-thread';
import { LIST_SYNC_ROLE } from '@main/sync/list-sync-job';
import { serveListSync } from '@main/sync/serve-list-sync';
import { QUOTE_PDF_ROLE } from '@main/services/quote-pdf/quote-pdf-thread';
import { serveQuotePdfs } from '@main/services/quote-pdf/serve-quote-pdfs';

/**
 * What the worker thread can be started as (the `role` of its workerData),
 * and the thread's side of each: one entry file serves them all, so the
 * builds, the harness and the tests start one file whatever the thread is for.
 */
export const workerRoles = {
  [LIST_SYNC_ROLE]: serveListSync,
  [FILE_CHUNKS_ROLE]: serveFileChunks,
  [QUOTE_PDF_ROLE]: serveQuotePdfs,
} as const satisfies Record<string, (port: MessagePort) => void>;

export type WorkerRole = keyof typeof workerRoles;

/** The role a workerData names; a role the table lacks is refused by name (the thread stops with it, failing what it was asked). */
export function workerRoleOf(data: unknown): WorkerRole {
  const role: unknown = typeof data === 'object' && data !== null && 'role' in data ? data.role : undefined;
  if (typeof role === 'string' && Object.hasOwn(workerRoles, role)) return role as WorkerRole; // hasOwn just found it among the keys
  throw new Error(
    `Freight Desk: the worker thread was started as ${JSON.stringify(role) ?? 'nothing'}, not one of its roles (${Object.keys(workerRoles).join(', ')}).`,
  );
}
