import { bookingModes } from '../../shared/api/modes';
import type { OperationId } from '../../shared/api/operations';
import type { DataTopic } from '../../shared/ipc/session';

/**
 * THE table of what each write changes at the service, so the session can
 * drop main's copies and tell the screens, whichever service made the call.
 * A booking turns a saved quote into a shipment; the shipment list carries
 * the tracking status and whether an invoice was uploaded.
 */
export const dataChangedBy: Readonly<Partial<Record<OperationId, readonly DataTopic[]>>> = {
  'quotes.save': ['quotes'],
  'quotes.delete': ['quotes'],
  ...Object.fromEntries(Object.values(bookingModes).map((mode) => [mode.operationId, ['shipments', 'quotes']])),
  // A GET in the spec, but it switches tracking on or off.
  'tracking.switch': ['shipments'],
  'documents.upload': ['documents', 'shipments'],
  'tariffs.upload': ['tariffs'],
};

/** The topics an operation makes stale; empty for reads. */
export function topicsChangedBy(id: OperationId): readonly DataTopic[] {
  return dataChangedBy[id] ?? [];
}

/** The shipment a call is about, from its params or body (for screens showing that one shipment). */
export function shipmentIdOf(args: { readonly params?: unknown; readonly body?: unknown }): string | null {
  for (const part of [args.params, args.body]) {
    const id = typeof part === 'object' && part !== null ? (part as { shipmentId?: unknown }).shipmentId : undefined;
    if (typeof id === 'string' && id) return id;
  }
  return null;
}
