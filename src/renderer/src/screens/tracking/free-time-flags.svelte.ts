import type { FreeTimeItem } from '@shared/ipc/channels/today';
import { api } from '../../lib/backend';
import { shipmentFreeTimeWords, type FreeTimeWords } from '../../lib/free-time-text';
import { Query } from '../../lib/query.svelte';

/**
 * The free-time clocks of each booked sea shipment, for the list's Free time
 * column (its most pressing clock): a few rows asked once (main counts them
 * from the store), not a field of every page, so the list's pages stay as
 * fast as they are.
 */
export class FreeTimeFlags {
  readonly query = new Query<FreeTimeItem[]>(() => api().today.freeTime());
  readonly #byId = $derived(
    // Built anew from each answer and never changed: a plain Map, not a reactive one.
    // eslint-disable-next-line svelte/prefer-svelte-reactivity
    new Map(
      (this.query.value ?? []).flatMap((item): [string, FreeTimeWords][] => {
        const words = shipmentFreeTimeWords(item);
        return words ? [[item.shipmentId, words]] : [];
      }),
    ),
  );

  /** The most pressing clock's words for a shipment; null for one without free-time conditions. */
  of(shipmentId: string): FreeTimeWords | null {
    return this.#byId.get(shipmentId) ?? null;
  }

  reload(): Promise<void> {
    return this.query.run();
  }
}
