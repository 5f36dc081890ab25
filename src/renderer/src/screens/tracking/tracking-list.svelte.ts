import { onDestroy, untrack } from 'svelte';
import type { StoredShipmentListItem } from '@shared/ipc/channels/tracking';
import { router } from '../../app/router.svelte';
import { afterNextPaint } from '../../lib/after-paint';
import { AppError } from '../../lib/api';
import { profileScope } from '../../lib/profile-scope.svelte';
import { reloadWithShipmentList } from '../../lib/shipment-list-reloads.svelte';
import {
  LIST_BLOCK_ROWS,
  LIST_FIRST_ROWS,
  listQueryKey,
  listQueryOf,
  loadListRows,
  type ListQuery,
} from '../../lib/shipment-list/list-query';
import { RowWindows } from '../../lib/shipment-list/row-windows';
import {
  emptyFilters,
  paramsOfFilters,
  sortParam,
  type FilterValues,
  type SortOrder,
} from '../../lib/shipment-list/shipment-filters';
import { sync } from '../../lib/sync.svelte';
import { takeFirstRows } from './first-rows';
import { FreeTimeFlags } from './free-time-flags.svelte';
import { ShipmentSells } from './shipment-sells.svelte';

/** What the screen changes in the address: each left out stays as it is. */
export interface TrackingParams {
  readonly filters?: FilterValues;
  readonly search?: string;
  readonly sort?: SortOrder | null;
  readonly shipment?: string | null;
}

/**
 * The Tracking screen's list: the address it is read from, the windows of
 * rows main answers from its store, the Free time and Sell columns read with
 * them, the highlighted row and the open shipment. Made during the screen's
 * setup, which then calls `start` (its effects stop with the screen).
 */
export class TrackingListState {
  /*
   * Everything the screen shows is in the address: filters, search, sort order
   * and the open shipment (#/tracking?operator=Maersk&q=valencia&sort=price:desc&shipment=ID),
   * so a reload, a link from Bookings or Documents, and the back button all
   * land on the same list.
   */
  readonly listQuery = $derived(listQueryOf(router.params));
  readonly filters = $derived(this.listQuery.filters);
  readonly sort = $derived(this.listQuery.sort);
  readonly search = $derived(this.listQuery.search);
  readonly openId = $derived(router.params.get('shipment')?.trim() || null);

  /** Bumped whenever a window of rows arrives: what re-draws the list. */
  #version = $state(0);
  #query: ListQuery = { filters: emptyFilters(), search: '', sort: null };
  /** The profile scope and list (listQueryKey) the rows belong to, set when the list starts from the top. */
  #loadedFor: { scope: string; list: string } | null = null;
  // Main answers every window from the local store: paging, filters, search and sort never fetch again.
  // The first block may be on its way already: asked for as the operator opened the screen (ask-first-rows.ts).
  readonly #windows = new RowWindows<StoredShipmentListItem>(
    (offset, limit) =>
      (this.#loadedFor
        ? takeFirstRows({ ...this.#loadedFor, firstScope: untrack(() => profileScope.epoch) === 0, offset, limit })
        : null) ?? loadListRows(this.#query, offset, limit),
    () => (this.#version += 1),
    // Two blocks ahead of the scroll, loaded before they show. The first call a screenful only, which is
    // what the list's first paint waits for; the rest of its block once that paint is done.
    { blockSize: LIST_BLOCK_ROWS, ahead: 2, firstRows: LIST_FIRST_ROWS, afterFirstRows: afterNextPaint },
  );
  #range = { start: 0, end: 40 };
  /** The highlighted row (-1: none). */
  selected = $state(-1);
  /** The shipment whose row was last highlighted for the address: done once, then the operator moves freely. */
  #revealedFor: string | null = null;
  #disposed = false;

  /** The Free time column's countdowns and the Sell and Margin columns' figures, read again whenever the list is. */
  readonly freeTime = new FreeTimeFlags();
  readonly sells = new ShipmentSells();
  #freeTimeScope: string | null = null;
  #cancelFreeTime = () => {};

  /** What the windows know, read again whenever a window arrives. */
  readonly meta = $derived.by(() => {
    void this.#version;
    return {
      total: this.#windows.total,
      totalElements: this.#windows.totalElements,
      fetchedAt: this.#windows.fetchedAt,
      loading: this.#windows.loading,
      error: this.#windows.error === null ? null : AppError.from(this.#windows.error),
    };
  });

  /** The row at `index`, once its window is loaded (an arrow: the list is given it as a prop). */
  readonly item = (index: number): StoredShipmentListItem | undefined => {
    void this.#version;
    return this.#windows.get(index);
  };

  readonly openIndex = $derived.by(() => {
    void this.#version;
    if (!this.openId) return -1;
    for (const [index, row] of this.#windows.loaded()) if (row.shipmentId === this.openId) return index;
    return -1;
  });
  readonly openRow = $derived(this.openIndex >= 0 ? this.item(this.openIndex) : undefined);

  /** Starts the list's effects; call during the screen's setup. */
  start(): void {
    onDestroy(() => {
      this.#disposed = true;
      this.#cancelFreeTime();
    });

    // A new filter, sort or profile: the list starts again from the top.
    $effect(() => {
      const next = this.listQuery;
      const scope = profileScope.key;
      if (!scope) return;
      const list = listQueryKey(next);
      if (scope === this.#loadedFor?.scope && list === this.#loadedFor.list) return;
      this.#loadedFor = { scope, list };
      untrack(() => {
        this.#query = next;
        this.selected = -1;
        this.#revealedFor = null;
        this.#windows.reset();
        this.#windows.ensure(0, Math.max(this.#range.end - this.#range.start, 40));
      });
    });

    /*
     * For a profile's first rows the countdowns and the sells are asked only once those rows have come
     * (the list knows its total) and are painted: asked with them, they went to main first and the rows
     * waited; asked as they came, their answer landed before the frame that paints them and held it back.
     * (`version` alone said too early: it also moves when the list starts loading.)
     */
    $effect(() => {
      const scope = profileScope.key;
      void this.#version;
      if (!scope || this.#windows.total === null || scope === this.#freeTimeScope) return;
      this.#freeTimeScope = scope;
      this.#cancelFreeTime();
      this.#cancelFreeTime = afterNextPaint(() => {
        void this.freeTime.reload();
        void this.sells.reload();
      });
    });

    reloadWithShipmentList(() => this.reload());

    // A shipment opened from the address: highlight it once its row is loaded (its detail loads regardless).
    $effect(() => {
      if (!this.openId || this.openIndex < 0 || this.#revealedFor === this.openId) return;
      this.#revealedFor = this.openId;
      this.selected = this.openIndex;
    });
  }

  /** The stored list may have changed: its rows and its columns' figures are read again. */
  reload(): void {
    this.#windows.reload();
    void this.freeTime.reload();
    void this.sells.reload();
  }

  /** Reads the failed window again. */
  retry(): void {
    this.#windows.retry();
  }

  /** Refresh is a sync now: the list reloads from the store when it completes (the rows stay meanwhile). */
  refresh(): void {
    void sync.syncNow();
  }

  /** Puts what changed in the address, keeping the rest. */
  setParams(next: TrackingParams): void {
    const filters = next.filters ?? this.filters;
    const search = next.search ?? this.search;
    const sort = next.sort === undefined ? this.sort : next.sort;
    const shipment = next.shipment === undefined ? this.openId : next.shipment;
    router.setParams({
      ...paramsOfFilters(filters),
      q: search || undefined,
      sort: sortParam(sort),
      shipment: shipment ?? undefined,
    });
  }

  /** The rows the list shows are `start` to `end`: their windows are loaded (an arrow: given as a prop). */
  readonly onrange = (start: number, end: number): void => {
    this.#range = { start, end };
    if (!this.#disposed) this.#windows.ensure(start, end);
  };

  /** Opens the shipment of row `index`; false when its row is not loaded. */
  open(index: number): boolean {
    const row = this.#windows.get(index);
    if (!row) return false;
    this.#revealedFor = row.shipmentId;
    this.setParams({ shipment: row.shipmentId });
    return true;
  }

  /** Closes the open shipment, its row highlighted. */
  close(): void {
    if (this.openIndex >= 0) this.selected = this.openIndex;
    this.setParams({ shipment: null });
  }
}
