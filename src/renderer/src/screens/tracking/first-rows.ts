import type { StoredShipmentListItem } from '@shared/domain/stored-records';
import type { RowPage } from './row-windows';

/*
 * The tracking list's first rows when they were asked for before the screen
 * mounted (ask-first-rows.ts, as the operator opens Tracking): kept here
 * until the screen's list takes them for its first block, once.
 */

export type FirstRows = Promise<RowPage<StoredShipmentListItem>>;

export interface EarlyRows {
  /** The list they are the first rows of (listQueryKey). */
  readonly list: string;
  /**
   * The profile scope they were asked in. Null: before main named one; like
   * any read started then (lib/query.svelte.ts), they belong to the first
   * scope main names, and to no later one.
   */
  readonly scope: string | null;
  /** How many rows were asked for, from the first. */
  readonly limit: number;
  readonly rows: FirstRows;
  /** Whether the stored list changed since they were asked for (the screen asks again then). */
  stale(): boolean;
  /** Stops watching for such changes. */
  stop(): void;
}

let kept: EarlyRows | null = null;

/** Keeps the newest early rows (null: none), forgetting any earlier ones. */
export function keepFirstRows(next: EarlyRows | null): void {
  kept?.stop();
  kept = next;
}

/** Where the list that wants its first rows is: its scope (and whether it is the first main named), list and block. */
export interface RowsWanted {
  readonly scope: string;
  /** The scope is the first main named (ProfileScope.epoch 0): rows asked for before any was named belong to it. */
  readonly firstScope: boolean;
  readonly list: string;
  readonly offset: number;
  readonly limit: number;
}

/**
 * The rows asked for early, if they are the ones wanted: the same list and
 * scope, its first block, and nothing changed the stored list since; null
 * otherwise. Taken once: whatever was kept is forgotten by the first call.
 */
export function takeFirstRows(wanted: RowsWanted): FirstRows | null {
  const early = kept;
  keepFirstRows(null);
  if (!early || early.list !== wanted.list || wanted.offset !== 0 || wanted.limit !== early.limit) return null;
  if (early.scope === null ? !wanted.firstScope : early.scope !== wanted.scope) return null;
  return early.stale() ? null : early.rows;
}
