import { untrack } from 'svelte';
import type { FirstContentHook } from '../../app/first-content';
import { router } from '../../app/router.svelte';
import { onEvent } from '../../lib/backend';
import { onDataChanged } from '../../lib/data-changes';
import { profileScope } from '../../lib/profile-scope.svelte';
import { shipmentChanges } from '../../lib/shipment-changes.svelte';
import { sync } from '../../lib/sync.svelte';
import { setEarlyRows, earlyRowsFor } from './first-rows';
import { LIST_FIRST_ROWS, listQueryKey, listQueryOf, loadListRows } from '../../lib/shipment-list/list-query';

/** The address of the list the menu's Tracking opens: no filter, no search, the list's own order. */
const MENU_LIST = new URLSearchParams();

/**
 * Asks main for the first block of the tracking list the address names, the
 * moment the operator opens Tracking: main reads it from its store while the
 * screen's code loads and the screen mounts, instead of after. The screen
 * takes it (first-rows.ts) if it is still what it would ask for itself: the
 * same profile scope, filters, search and sort, and nothing changed the
 * stored list in between (a sync that ended, a write at the service,
 * reported shipment changes: what the screen reloads on). Otherwise it asks
 * again. Early rows for the same list and scope, still current (asked ahead:
 * askFirstRowsAhead), are not asked for again.
 *
 * Returns when the rows are back, or failed (never rejects): the screen can
 * wait for them before it mounts (App.svelte), and is then drawn once, with
 * its rows, rather than once without them and again in the next frame.
 * `onStale` is told when the stored list changes after the ask.
 */
export function askFirstRows(params: URLSearchParams = router.params, onStale?: () => void): Promise<void> {
  // Read, never tracked: the caller may be a derivation, which must not re-run on these.
  return untrack(() => {
    const query = listQueryOf(params);
    const list = listQueryKey(query);
    const scope = profileScope.key;
    const current = earlyRowsFor(list, scope);
    if (current) return current.back;
    const rows = loadListRows(query, 0, LIST_FIRST_ROWS);
    let failed = false;
    // Never taken (the operator moved on): its failure is nobody's to report. Taken: the screen reports it.
    const back = rows.then(
      () => undefined,
      () => {
        failed = true;
      },
    );
    const revision = shipmentChanges.revision;
    const completedAt = sync.status?.completedAt ?? null;
    let changed = false;
    const change = () => {
      changed = true;
      onStale?.();
    };
    const stops = [
      onDataChanged(['shipments'], change),
      // Main's own events, not the sync store: its first status after a start says nothing about when that sync ended.
      onEvent('sync.changed', (status) => {
        if (status.running === null && status.completedAt !== null && status.completedAt !== completedAt) change();
      }),
    ];
    setEarlyRows({
      list,
      scope,
      limit: LIST_FIRST_ROWS,
      rows,
      back,
      stale: () => changed || failed || untrack(() => shipmentChanges.revision) !== revision,
      stop: () => stops.forEach((stop) => stop()),
    });
    return back;
  });
}

/**
 * Asks for the first rows of the list the menu's Tracking opens, ahead of
 * the click, while another screen is up and the page is idle (App.svelte):
 * the click then opens Tracking with its rows at once, built and painted in
 * one frame, instead of waiting for main's answer. Nothing is asked while
 * early rows for that list are current, nor before main has named the
 * profile scope (rows of an unknown account are never asked ahead). Asked
 * again, when idle, after the stored list changes (`onStale`).
 */
export function askFirstRowsAhead(onStale: () => void): void {
  if (untrack(() => profileScope.key) === null) return;
  void askFirstRows(MENU_LIST, onStale);
}

/** Tracking's first content: the list's first rows, asked as it opens and ahead of it. */
export const trackingFirstContent: FirstContentHook = {
  ask: () => askFirstRows(),
  askAhead: askFirstRowsAhead,
  // Another account's list, or shipments reported changed, make rows asked ahead worth asking again.
  aheadReads: () => [profileScope.key, shipmentChanges.revision],
};
