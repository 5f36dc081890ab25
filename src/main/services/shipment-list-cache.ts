import type { ShipmentListItem } from '../../shared/api/tracking';
import type { ShipmentFilters, ShipmentPage, shipmentSortKeys } from '../../shared/ipc/channels/shipments';

type SortKey = (typeof shipmentSortKeys)[number];
export interface ShipmentSort {
  readonly key: SortKey;
  readonly direction: 'asc' | 'desc';
}

interface Entry {
  readonly rows: readonly ShipmentListItem[];
  readonly totalElements: number | null;
  readonly fetchedAt: string;
  readonly sorted: Map<string, readonly ShipmentListItem[]>;
}

const sortValue = (row: ShipmentListItem, key: SortKey): string | number | null => {
  if (key === 'price') return row.price?.value ?? null;
  return row[key] ?? null;
};

/**
 * The shipment lists main fetched, by filters. The service has no paging, so
 * the renderer asks for windows of a list kept here; a few recent filter
 * sets are kept, the oldest dropped first.
 */
export class ShipmentListCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly capacity = 4,
    /** Main's clock: when a list was fetched is shown with it. */
    private readonly now: () => number = Date.now,
  ) {}

  static key(filters: ShipmentFilters): string {
    return JSON.stringify(Object.entries(filters).filter(([, v]) => v !== undefined).sort());
  }

  get(key: string): Entry | undefined {
    return this.entries.get(key);
  }

  put(key: string, rows: readonly ShipmentListItem[], totalElements: number | null): Entry {
    this.entries.delete(key);
    const entry: Entry = { rows, totalElements, fetchedAt: new Date(this.now()).toISOString(), sorted: new Map() };
    this.entries.set(key, entry);
    while (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as string);
    return entry;
  }

  clear(): void {
    this.entries.clear();
  }

  /** One window of an entry, sorted as asked (each sort order computed once per list). */
  page(entry: Entry, offset: number, limit: number, sort?: ShipmentSort): ShipmentPage {
    let rows = entry.rows;
    if (sort) {
      const sortKey = `${sort.key}:${sort.direction}`;
      let sorted = entry.sorted.get(sortKey);
      if (!sorted) {
        const sign = sort.direction === 'asc' ? 1 : -1;
        sorted = [...entry.rows].sort((a, b) => {
          const x = sortValue(a, sort.key);
          const y = sortValue(b, sort.key);
          if (x === y) return 0;
          if (x === null) return 1; // rows without the value go last either way
          if (y === null) return -1;
          return (x < y ? -1 : 1) * sign;
        });
        entry.sorted.set(sortKey, sorted);
      }
      rows = sorted;
    }
    return {
      total: entry.rows.length,
      totalElements: entry.totalElements,
      offset,
      rows: rows.slice(offset, offset + limit),
      fetchedAt: entry.fetchedAt,
    };
  }
}
