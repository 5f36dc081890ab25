import { untrack } from 'svelte';
import { router } from '../../app/router.svelte';
import { onEvent } from '../../lib/backend';
import { onDataChanged } from '../../lib/data-changes';
import { profileScope } from '../../lib/profile-scope.svelte';
import { shipmentChanges } from '../../lib/shipment-changes.svelte';
import { sync } from '../../lib/sync.svelte';
import { keepFirstRows } from './first-rows';
import { LIST_FIRST_ROWS, listQueryKey, listQueryOf, loadListRows } from './list-query';

/**
 * Asks main for the first block of the tracking list the address names, the
 * moment the operator opens Tracking: main reads it from its store while the
 * screen's code loads and the screen mounts, instead of after. The screen
 * takes it (first-rows.ts) if it is still what it would ask for itself: the
 * same profile scope, filters, search and sort, and nothing changed the
 * stored list in between (a sync that ended, a write at the service,
 * reported shipment changes: what the screen reloads on). Otherwise it asks
 * again.
 *
 * Returns when the rows are back, or failed (never rejects): the screen can
 * wait for them before it mounts (App.svelte), and is then drawn once, with
 * its rows, rather than once without them and again in the next frame.
 */
export function askFirstRows(): Promise<void> {
  // Read, never tracked: the caller may be a derivation, which must not re-run on these.
  return untrack(() => {
    const query = listQueryOf(router.params);
    const rows = loadListRows(query, 0, LIST_FIRST_ROWS);
    // Never taken (the operator moved on): its failure is nobody's to report. Taken: the screen reports it.
    const back = rows.then(
      () => undefined,
      () => undefined,
    );
    const revision = shipmentChanges.revision;
    const completedAt = sync.status?.completedAt ?? null;
    let changed = false;
    const stops = [
      onDataChanged(['shipments'], () => (changed = true)),
      // Main's own events, not the sync store: its first status after a start says nothing about when that sync ended.
      onEvent('sync.changed', (status) => {
        if (status.running === null && status.completedAt !== null && status.completedAt !== completedAt) {
          changed = true;
        }
      }),
    ];
    keepFirstRows({
      list: listQueryKey(query),
      scope: profileScope.key,
      limit: LIST_FIRST_ROWS,
      rows,
      stale: () => changed || untrack(() => shipmentChanges.revision) !== revision,
      stop: () => stops.forEach((stop) => stop()),
    });
    return back;
  });
}
