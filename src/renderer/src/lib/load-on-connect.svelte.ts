import { untrack } from 'svelte';
import { seenOf, shouldLoad, type SeenSession } from './load-on-connect';
import type { QueryState } from './query.svelte';
import { session } from './session.svelte';

/**
 * Loads a screen's list for the active profile, and once more when the
 * session comes back to Connected after the list failed (see shouldLoad).
 * Call it while a component initialises: it sets up an effect of that component.
 */
export function loadOnConnect(list: { readonly state: QueryState; run(): Promise<void> }): void {
  let seen: SeenSession | null = null;
  $effect(() => {
    const status = session.status;
    if (!status) return;
    const load = shouldLoad(
      seen,
      status,
      untrack(() => list.state === 'error'),
    );
    seen = seenOf(status);
    if (load) void list.run();
  });
}
