/*
 * What the sync's thread remembers of the last completed sync of each store:
 * at each place of the list (counted from its end, as the store counts
 * them), the hash of the item's bytes as the service sent them and the hash
 * of the item (listItemHash). An item whose bytes are those of its place
 * last time is that same item, checked then: it is neither parsed nor
 * checked again, and written only if its row changed since (the store
 * compares item hashes, as for any item). Kept for the thread's life only,
 * so the first sync after a start reads every item; a sync that does not
 * complete leaves nothing to remember.
 */
import type { ShipmentListItem } from '@shared/api/tracking';
import { listItemHash } from '@main/store/item-hash';
import type { ListEntry } from '@main/store/shipment-list-sync';
import type { AnswerBatch } from './list-answer-reader';

/** Each place's two hashes, index 0 the list's last item. */
interface Places {
  readonly bytes: Float64Array;
  readonly items: Float64Array;
}

/** The last completed sync of each store the thread synced (by data folder and profile). */
export class LastSyncs {
  private readonly last = new Map<string, Places>();

  /** One sync of a list of `count` items; what it recalls is forgotten until it completes. */
  begin(dataDir: string, profileId: string, count: number): ListRecall {
    const key = `${dataDir}\0${profileId}`;
    const before = this.last.get(key);
    this.last.delete(key);
    return new ListRecall(before, count, (places) => this.last.set(key, places));
  }
}

/** One sync's use of the last one: each batch's entries, and its own places kept once it completes. */
export class ListRecall {
  private readonly places: Places;
  private taken = 0;

  constructor(
    private readonly before: Places | undefined,
    private readonly count: number,
    private readonly remember: (places: Places) => void,
  ) {
    this.places = { bytes: new Float64Array(count), items: new Float64Array(count) };
  }

  /** The entries of a batch whose first item is at `first` in the list. */
  entries(batch: AnswerBatch, first: number): ListEntry[] {
    const entries = new Array<ListEntry>(batch.count);
    const unknown: number[] = [];
    for (let index = 0; index < batch.count; index += 1) {
      const place = this.count - 1 - (first + index);
      const bytes = batch.bytesHash(index);
      this.places.bytes[place] = bytes;
      const before = this.before;
      if (before && place < before.bytes.length && before.bytes[place] === bytes) {
        const hash = before.items[place] as number;
        this.places.items[place] = hash;
        entries[index] = { hash, item: () => batch.item(index) };
      } else unknown.push(index);
    }
    this.taken += batch.count - unknown.length;
    // Most of the batch new: one parse of the whole batch is cheaper than one per item.
    const all: readonly ShipmentListItem[] | null = unknown.length * 2 >= batch.count ? batch.items() : null;
    for (const index of unknown) {
      const item = all ? (all[index] as ShipmentListItem) : batch.item(index);
      const hash = listItemHash(item);
      this.places.items[this.count - 1 - (first + index)] = hash;
      entries[index] = { hash, item: () => item };
    }
    return entries;
  }

  /** Items taken as the last sync checked them, their bytes unchanged (the thread tells main, for the tests). */
  get recalled(): number {
    return this.taken;
  }

  /** The sync completed: the next one recalls its places. */
  completed(): void {
    this.remember(this.places);
  }
}
