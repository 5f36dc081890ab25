import type { ShipmentSell } from '@shared/domain/priced-quotes';
import { api } from '../../lib/backend';
import { Query } from '../../lib/query.svelte';

/**
 * What each shipment booked from a priced quote was sold at, for the list's
 * Sell and Margin columns: a few rows read once per reload (main keeps them
 * in the store), not a field of every page.
 */
export class ShipmentSells {
  readonly query = new Query<ShipmentSell[]>(() => api().pricing.sells());
  readonly #byId = $derived(
    // Built anew from each answer and never changed: a plain Map, not a reactive one.
    // eslint-disable-next-line svelte/prefer-svelte-reactivity
    new Map((this.query.value ?? []).map((sell) => [sell.shipmentId, sell])),
  );

  /** Whether any shipment of the profile has a sell price (the columns are drawn then). */
  get any(): boolean {
    return this.#byId.size > 0;
  }

  of(shipmentId: string): ShipmentSell | null {
    return this.#byId.get(shipmentId) ?? null;
  }

  reload(): Promise<void> {
    return this.query.run();
  }
}
