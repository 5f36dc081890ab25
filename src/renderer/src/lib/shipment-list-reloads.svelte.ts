import { untrack } from 'svelte';
import { onDataChanged } from './data-changes';
import { shipmentChanges } from './shipment-changes.svelte';
import { sync } from './sync.svelte';
import { syncCompleted } from './sync-view';

/**
 * Calls `reload` whenever the stored shipment list may have changed: a
 * booking, a tracking switch or an upload changed it at the service (main
 * dropped its copy), a sync completed, or a sync found shipments changed.
 * The rows on screen stay until it is read again. Call it while a component
 * initialises: it sets up effects of that component.
 */
export function reloadWithShipmentList(reload: () => void): void {
  $effect(() => onDataChanged(['shipments'], reload));
  $effect(() =>
    sync.onChange((before, after) => {
      if (syncCompleted(before, after)) reload();
    }),
  );
  let seen = untrack(() => shipmentChanges.revision);
  $effect(() => {
    const revision = shipmentChanges.revision;
    if (revision === seen) return;
    seen = revision;
    untrack(reload);
  });
}
