import { untrack } from 'svelte';
import type { ShipmentListItem } from '@shared/api/tracking';
import { m } from '@shared/i18n/messages';
import type { StoredShipmentPage } from '@shared/ipc/channels/tracking';
import type { Api } from '../../lib/api';
import { api } from '../../lib/backend';
import { onDataChanged } from '../../lib/data-changes';
import { Query } from '../../lib/query.svelte';
import { sync } from '../../lib/sync.svelte';
import { syncCompleted } from '../../lib/sync-view';
import { summaryFromListItem, type ShipmentSummary } from './shipment-summary';

/** How many recent shipments the picker offers before a search. */
const RECENT = 8;
/** How many shipments a search lists. */
const FOUND = 25;

/** What the picker reads and listens to outside itself; the app's own unless a test gives others. */
export interface PickerDeps {
  /** A page of the shipments in the desk's store. */
  readonly shipments: Api['tracking']['shipments'];
  /** Calls `changed` when the store may hold a shipment it did not (a booking, a completed sync); returns the stop. */
  readonly onShipmentsChanged: (changed: () => void) => () => void;
}

const appDeps = (): PickerDeps => ({
  shipments: (input) => api().tracking.shipments(input),
  onShipmentsChanged: (changed) => {
    const stopChanges = onDataChanged(['shipments'], changed);
    // The store holds a booking only once the sync it starts completes (a search right after booking found nothing).
    const stopSync = sync.onChange((before, after) => {
      if (syncCompleted(before, after)) changed();
    });
    return () => {
      stopChanges();
      stopSync();
    };
  },
});

/**
 * Documents' shipment picker: the newest pick-ups first, or the shipments
 * matching the words typed (code, agency, places, references), from the
 * desk's store, so they list offline too. Open while no shipment is chosen
 * or the operator is changing it.
 */
export class ShipmentPickerState {
  /** The words in the search box. */
  code = $state('');
  /** The operator asked to pick another shipment. */
  changing = $state(false);
  readonly shipments: Query<StoredShipmentPage, [string]>;

  readonly #selected: () => ShipmentSummary | null;
  readonly #deps: PickerDeps;

  readonly open = $derived.by(() => this.#selected() === null || this.changing);
  /** The words the list was asked for; empty: the recent ones. */
  readonly searched = $derived.by(() => this.shipments.args?.[0] ?? '');
  /** The searched words as the language quotes them. */
  readonly quoted = $derived.by(() => m.documents_quoted({ text: this.searched }));
  readonly page: StoredShipmentPage | undefined = $derived.by(() => this.shipments.value);
  readonly rows = $derived.by(() => this.page?.rows ?? []);
  readonly caption = $derived.by(() =>
    this.searched ? m.documents_picker_caption_search({ searched: this.quoted }) : m.documents_picker_caption_recent(),
  );

  constructor(selected: () => ShipmentSummary | null, deps: PickerDeps = appDeps()) {
    this.#selected = selected;
    this.#deps = deps;
    this.shipments = new Query((text: string) =>
      deps.shipments(
        text ? { search: text, limit: FOUND } : { limit: RECENT, sort: { key: 'pickUpDate', direction: 'desc' } },
      ),
    );
  }

  /** The picker is shown: the recent shipments are listed, unless a shipment is already chosen. */
  start(): void {
    if (untrack(this.#selected) === null) void this.shipments.run('');
  }

  /** Lists the shipments again whenever the store may hold new ones, once a list was asked for; returns the stop. */
  follow(): () => void {
    return this.#deps.onShipmentsChanged(() => {
      if (untrack(() => this.shipments.state) !== 'idle') void this.shipments.retry();
    });
  }

  /** Lists the shipments matching the words typed (all of the recent ones when none are). */
  search(): void {
    void this.shipments.run(this.code.trim());
  }

  /** The operator picked a shipment: the picker closes on it. */
  choose(item: ShipmentListItem): ShipmentSummary {
    this.changing = false;
    return summaryFromListItem(item);
  }

  /** The operator wants another shipment: the picker opens, listing the recent ones if nothing was listed yet. */
  change(): void {
    this.changing = true;
    if (this.shipments.state === 'idle') void this.shipments.run('');
  }

  /** The operator keeps the shipment chosen: the picker closes. */
  keep(): void {
    this.changing = false;
  }
}
