import type { Migration } from './migration';
import { v1LocalRecords } from './v1-local-records';
import { v2ShipmentSearch } from './v2-shipment-search';
import { v3ItemHash } from './v3-item-hash';
import { v4OneSortIndex } from './v4-one-sort-index';
import { v5SearchCatchUp } from './v5-search-catch-up';
import { v6FileChunks } from './v6-file-chunks';
import { v7DeskDay } from './v7-desk-day';
import { v8ItemFieldHash } from './v8-item-field-hash';
import { v9FreeTimeClocks } from './v9-free-time-clocks';
import { v10StatusOrder } from './v10-status-order';
import { v11SellPrices } from './v11-sell-prices';
import { v12PlainNames } from './v12-plain-names';

/**
 * THE table of store versions, oldest first: entry N takes a database from
 * version N-1 to N. test/unit/store/migrations.test.ts checks there are no
 * gaps and runs each step on a database of the previous version holding data.
 */
export const migrations: readonly Migration[] = [
  v1LocalRecords,
  v2ShipmentSearch,
  v3ItemHash,
  v4OneSortIndex,
  v5SearchCatchUp,
  v6FileChunks,
  v7DeskDay,
  v8ItemFieldHash,
  v9FreeTimeClocks,
  v10StatusOrder,
  v11SellPrices,
  v12PlainNames,
];

export type { Migration } from './migration';
