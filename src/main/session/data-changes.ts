import { staleAfter } from '@shared/api/operation';
import { operations, type OperationId } from '@shared/api/operations';
import type { DataTopic } from '@shared/ipc/session';
import { JsonWithFiles } from '@main/api/json-with-files';

/**
 * The topics an operation makes stale, from the operation table (each write
 * says there what it changes), so the session can drop main's copies and tell
 * the screens, whichever service made the call. Empty for reads.
 */
export function topicsChangedBy(id: OperationId): readonly DataTopic[] {
  return staleAfter(operations[id]);
}

/** The shipment a call is about, from its params or body (for screens showing that one shipment). */
export function shipmentIdOf(args: { readonly params?: unknown; readonly body?: unknown }): string | null {
  // An upload's body is read as it was given, its files as bytes.
  const body = args.body instanceof JsonWithFiles ? args.body.value : args.body;
  for (const part of [args.params, body]) {
    const id = typeof part === 'object' && part !== null ? (part as { shipmentId?: unknown }).shipmentId : undefined;
    if (typeof id === 'string' && id) return id;
  }
  return null;
}
