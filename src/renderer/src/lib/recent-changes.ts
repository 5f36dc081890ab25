import type { ShipmentChange } from '@shared/domain/shipment-changes';
import type { ShipmentChangesEvent } from '@shared/ipc/channels/sync';
import { scopeKeyOf } from '@shared/ipc/session';

/*
 * The last changes main reported for the scope on screen, newest first,
 * bounded: what "Changes since last sync" lists.
 */

/** How many changes are kept (a first sync after a long time can report thousands). */
export const MAX_RECENT_CHANGES = 50;

export interface RecentChange {
  /** Unique within the list (the keyed {#each}). */
  readonly key: string;
  /** ISO time main found it. */
  readonly at: string;
  readonly change: ShipmentChange;
}

/**
 * The list after an event: the event's changes first (in the order main sent
 * them), then the earlier ones, cut to `max`. An event of another scope
 * (another profile, an older session) changes nothing.
 */
export function addChanges(
  earlier: readonly RecentChange[],
  event: ShipmentChangesEvent,
  scope: string | null,
  sequence: number,
  max: number = MAX_RECENT_CHANGES,
): RecentChange[] {
  if (scope === null || scopeKeyOf(event) !== scope || event.changes.length === 0) return [...earlier];
  const added = event.changes.slice(0, max).map((change, i) => ({ key: `${sequence}:${i}`, at: event.at, change }));
  return [...added, ...earlier].slice(0, max);
}
